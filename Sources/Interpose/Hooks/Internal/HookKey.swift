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
    /// The bit the key sets in its registry's key filter: its site's (``HookSite/filterBit``).
    @usableFromInline let filterBit: UInt

    /// - Parameters:
    ///   - name: The hook's name literal.
    ///   - signature: The hook's type.
    ///   - site: Where the hook is declared: its ``HookSite/word`` goes into ``tag``, so that
    ///     two declarations that share a name literal and a type still get keys of their own,
    ///     and its ``HookSite/filterBit`` is the key's.
    @inlinable
    init(name: StaticString, signature: ObjectIdentifier, site: HookSite) {
        self.address = Self.address(of: name)
        self.tag = UInt(bitPattern: signature) ^ site.word
        self.filterBit = site.filterBit
    }

    /// The first half of a key: `name`'s address (or its scalar, for a one-scalar literal), a
    /// constant for a hook declared as a `static let`.
    @inlinable @inline(__always)
    static func address(of name: StaticString) -> UInt {
        name.hasPointerRepresentation ? UInt(bitPattern: name.utf8Start) : UInt(name.unicodeScalar.value)
    }
}
