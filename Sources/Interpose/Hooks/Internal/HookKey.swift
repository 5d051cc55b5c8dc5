/// The identity of a hook inside a registry: where its name literal lives and its full type.
///
/// The address of a `StaticString` literal is a constant, so computing a key costs nothing on
/// the call path. The type (`tag`) keeps two hooks that share a name literal but not a
/// signature from ever seeing each other's advice.
@usableFromInline
struct HookKey: ListKey, Sendable {
    /// The name literal's address (or its scalar, for a one-scalar literal).
    @usableFromInline let address: UInt
    /// The hook's own type, which fixes receiver, arguments, result and failure.
    @usableFromInline let tag: UInt

    @inlinable
    init(name: StaticString, signature: ObjectIdentifier) {
        self.address =
            name.hasPointerRepresentation
            ? UInt(bitPattern: name.utf8Start) : UInt(name.unicodeScalar.value)
        self.tag = UInt(bitPattern: signature)
    }
}
