/// The two join points of an intercepted stored property: a hook its reads go through and one
/// its writes go through (AspectJ's `get` and `set` pointcuts). Declare one per property, as a
/// `static let` of the class, and mark the property ``Intercepted``.
///
/// ```swift
/// final class Account: Interceptable {
///     static let balanceProperty = InterceptedProperty<Account, Int>(get: "Account.balance.get", set: "Account.balance.set")
///     @Intercepted(Account.balanceProperty) var balance = 0
///     // …
/// }
///
/// // Refuse negative balances: the write does not happen.
/// try registry.on(Account.balanceProperty.setHook).around { invocation in
///     if invocation.arguments >= 0 { invocation.proceed() }
/// }
/// ```
///
/// Advice sees a read as a call with no arguments whose result is the value (and may replace
/// it), and a write as a call whose argument is the new value (and may change it, or not
/// proceed). Every scope works; selectors see the hooks once the class declares them
/// (``declarations``).
public struct InterceptedProperty<Receiver: Interceptable, Value>: Sendable {
    /// The hook reads go through: no arguments, the value as result.
    public let getHook: Hook<Receiver, Void, Value>
    /// The hook writes go through: the new value as argument.
    public let setHook: Hook<Receiver, Value, Void>

    /// Declares the property's hooks.
    ///
    /// - Parameters:
    ///   - get: The read hook's name, conventionally `Type.property.get`.
    ///   - set: The write hook's name, conventionally `Type.property.set`.
    ///   - fileID: Filled in by the compiler: the file that declares the property's hooks.
    ///   - line: Filled in by the compiler: the line that declares them.
    @inlinable
    public init(get: StaticString, set: StaticString, fileID: StaticString = #fileID, line: UInt = #line) {
        getHook = Hook(get, fileID: fileID, line: line)
        setHook = Hook(set, fileID: fileID, line: line)
    }

    /// Reads the property of `receiver` through the get hook; `read` is the plain read.
    ///
    /// For a computed property over storage of your own, where every nanosecond counts (a
    /// read with no advice then costs what a hook call with none does):
    ///
    /// ```swift
    /// private var storedBalance = 0
    /// var balance: Int {
    ///     get { Account.balanceProperty.get(self) { $0.storedBalance } }
    ///     set { Account.balanceProperty.set(self, newValue) { $0.storedBalance = $1 } }
    /// }
    /// ```
    @inlinable @inline(__always)
    public func get(_ receiver: Receiver, _ read: (Receiver) -> Value) -> Value {
        getHook.call(receiver, ()) { receiver, _ in read(receiver) }
    }

    /// Writes `value` to the property of `receiver` through the set hook; `write` is the plain
    /// write.
    @inlinable @inline(__always)
    public func set(_ receiver: Receiver, _ value: Value, _ write: (Receiver, Value) -> Void) {
        setHook.call(receiver, value) { receiver, value in write(receiver, value) }
    }

    /// Both hooks, for a class's ``HookDeclaring/declaredHooks`` and so for selectors.
    public var declarations: [DeclaredHook] {
        [getHook.declaration, setHook.declaration]
    }
}
