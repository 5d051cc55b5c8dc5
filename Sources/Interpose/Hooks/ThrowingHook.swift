/// A declared interception point on a method that may throw.
///
/// A hook is a static member of the type that declares it, typed by its receiver, its
/// arguments (a single value or a tuple), its result and the error it may throw. The declaring
/// method runs its body through the hook, and advice installed in an ``AspectRegistry`` wraps
/// that body before, after and around:
///
/// ```swift
/// final class Vault: Interceptable {
///     static let withdrawHook = ThrowingHook<Vault, Int, Int, any Error>("Vault.withdraw")
///
///     func withdraw(_ amount: Int) throws -> Int {
///         try Self.withdrawHook.call(self, amount) { vault, amount in try vault.performWithdraw(amount) }
///     }
/// }
/// ```
///
/// A hook's identity is its name, its type and where it is declared (the file and line the
/// compiler fills in). Two declarations never share advice, even with the same name and type;
/// since a name should be unique, a registry refuses advice on a second declaration of a name,
/// naming both places (``AdviceError/hookNameClash(_:first:second:)``). A generic type's
/// computed hook is declared once for all its specializations, and its type tells them apart:
/// each specialization is a hook of its own.
///
/// Give every hook a unique name, conventionally `Type.method`. Declaring hooks as `static let`
/// values costs nothing at run time: the value is a constant.
///
/// With a typed `Failure`, a body closure that cannot throw needs its error type spelled out,
/// `{ (vault, amount) throws(VaultError) in … }`, because Swift infers `Never` for it.
public struct ThrowingHook<Receiver: Interceptable, Arguments, Result, Failure: Error>: Sendable {
    /// The hook's name, as advice listings and traces show it.
    public let name: StaticString
    /// Where the hook is declared: part of its identity.
    public let site: HookSite
    /// Whether the hook refuses all advice: installing any on it throws
    /// ``AdviceError/sealedHook(_:)``, and selectors pass it by.
    public let isSealed: Bool

    /// Declares a hook.
    ///
    /// A sealed hook is one whose behaviour must not change, such as a security check: it
    /// refuses advice with a clear error, from registries and plugins alike.
    ///
    /// ```swift
    /// static let verifyHook = Hook<Vault, String, Bool>("Vault.verify", sealed: true)
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

/// A declared interception point on a method that does not throw: a ``ThrowingHook`` whose
/// `Failure` is `Never`.
///
/// ```swift
/// static let sendEventHook = Hook<Application, Event, Void>("Application.sendEvent")
/// ```
///
/// A hook's identity is its name, its type and where it is declared (the file and line the
/// compiler fills in). Two declarations never share advice, even with the same name and type;
/// since a name should be unique, a registry refuses advice on a second declaration of a name,
/// naming both places (``AdviceError/hookNameClash(_:first:second:)``). A generic type's
/// computed hook is declared once for all its specializations, and its type tells them apart:
/// each specialization is a hook of its own.
public typealias Hook<Receiver: Interceptable, Arguments, Result> =
    ThrowingHook<Receiver, Arguments, Result, Never>

extension ThrowingHook: CustomStringConvertible {
    /// The hook's name.
    public var description: String { name.description }
}

extension ThrowingHook {
    /// The identity the registry files this hook's advice under.
    @inlinable @inline(__always)
    var key: HookKey {
        HookKey(name: name, signature: ObjectIdentifier(Self.self), site: site)
    }

    /// The hook's type as a word: the second half of its key.
    @inlinable @inline(__always)
    static var signature: UInt { UInt(bitPattern: ObjectIdentifier(Self.self)) }
}
