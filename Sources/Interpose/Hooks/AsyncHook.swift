/// A declared interception point on an `async` method.
///
/// Everything ``ThrowingHook`` offers applies, with `async` advice:
///
/// ```swift
/// final class Feed: Interceptable {
///     static let refreshHook = AsyncHook<Feed, URL, [Item], any Error>("Feed.refresh")
///
///     func refresh(from url: URL) async throws -> [Item] {
///         try await Self.refreshHook.call(self, url) { feed, url in try await feed.load(url) }
///     }
/// }
/// ```
///
/// Use `Never` as `Failure` for a method that does not throw.
///
/// A hook's identity is its name, its type and where it is declared (the file and line the
/// compiler fills in). Two declarations never share advice, even with the same name and type;
/// since a name should be unique, a registry refuses advice on a second declaration of a name,
/// naming both places (``AdviceError/hookNameClash(_:first:second:)``). A generic type's
/// computed hook is declared once for all its specializations, and its type tells them apart:
/// each specialization is a hook of its own.
public struct AsyncHook<Receiver: Interceptable, Arguments, Result, Failure: Error>: Sendable {
    /// The hook's name, as advice listings and traces show it.
    public let name: StaticString
    /// Where the hook is declared: part of its identity.
    public let site: HookSite
    /// Whether the hook refuses all advice: installing any on it throws
    /// ``AdviceError/sealedHook(_:)``, and selectors pass it by.
    public let isSealed: Bool

    /// Declares an `async` hook.
    ///
    /// A sealed hook is one whose behaviour must not change, such as a security check: it
    /// refuses advice with a clear error, from registries and plugins alike.
    ///
    /// ```swift
    /// static let verifyHook = AsyncHook<Feed, String, Bool, Never>("Feed.verify", sealed: true)
    /// ```
    ///
    /// - Parameters:
    ///   - name: A name unique among hooks, conventionally `Type.method`.
    ///   - sealed: Whether the hook refuses all advice; `false` by default.
    ///   - fileID: Filled in by the compiler: the file that declares the hook.
    ///   - line: Filled in by the compiler: the line that declares the hook.
    @inlinable
    public init(_ name: StaticString, sealed: Bool = false, fileID: StaticString = #fileID, line: UInt = #line) {
        self.name = name
        self.site = HookSite(fileID: fileID, line: line)
        self.isSealed = sealed
    }
}

extension AsyncHook: CustomStringConvertible {
    /// The hook's name.
    public var description: String { name.description }
}

extension AsyncHook {
    /// The identity the registry files this hook's advice under.
    @inlinable @inline(__always)
    var key: HookKey {
        HookKey(name: name, signature: ObjectIdentifier(Self.self), site: site)
    }

    /// The hook's type as a word: the second half of its key.
    @inlinable @inline(__always)
    static var signature: UInt { UInt(bitPattern: ObjectIdentifier(Self.self)) }
}
