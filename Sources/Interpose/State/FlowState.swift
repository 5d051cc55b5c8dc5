/// A value per outermost call of a hook, seen by advice on every hook that call reaches:
/// AspectJ's `percflow`.
///
/// ```swift
/// let checkout = try registry.on(Store.checkoutHook).perFlow { _, _ in [String]() }
/// try registry.on(Store.chargeHook).before { _, amount in checkout.update { $0.append("charge \(amount)") } }
/// try registry.on(Store.checkoutHook).after { _, _, _ in print(checkout.value ?? []) }
/// ```
///
/// The first call of the hook on a thread or task makes a value with `initial`; calls nested
/// in it (re-entrant ones too) share it, and it goes when that outermost call returns. Outside
/// such a call there is no value. Child tasks see their parent's. ``remove()`` takes the advice
/// that marks the calls away.
public final class FlowState<Value: Sendable>: Sendable {
    private let key: FlowKey
    private let token: AdviceToken

    init(key: FlowKey, token: AdviceToken) {
        self.key = key
        self.token = token
    }

    /// The value of the outermost call under way on this thread or task, or `nil`.
    public var value: Value? {
        box?.withLock { $0 }
    }

    /// Changes the value of the call under way in place, holding its lock; does nothing and
    /// returns `nil` outside one.
    ///
    /// - Parameter body: Reads and changes the value.
    /// - Returns: What `body` returned, or `nil` outside a call.
    @discardableResult
    public func update<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure)
        -> Result?
    {
        guard let box else { return nil }
        return try box.withLock(body)
    }

    /// Removes the advice that marks the hook's calls: from then on no call has a value.
    public func remove() {
        token.remove()
    }

    private var box: Locked<Value>? {
        FlowBinding.values.box(for: key).map { $0 as! Locked<Value> }
    }
}

extension HookAdvisor {
    /// A value per outermost call of the hook, seen by advice on every hook it reaches; see
    /// ``FlowState``.
    ///
    /// - Parameter initial: Makes the value from the outermost call's receiver and arguments.
    /// - Returns: The state, whose ``FlowState/remove()`` removes the advice.
    public func perFlow<Value: Sendable>(
        _ initial: @escaping @Sendable (Receiver, Arguments) -> Value
    ) throws(AdviceError) -> FlowState<Value> {
        let key = FlowKey()
        let token = try around { (invocation) throws(Failure) -> Result in
            let bound = FlowBinding.values
            guard bound.box(for: key) == nil else { return try invocation.proceed() }
            let box = Locked(initial(invocation.receiver, invocation.arguments))
            return try FlowBinding.bind(bound.adding(key, box)) { () throws(Failure) -> Result in
                try invocation.proceed()
            }
        }
        return FlowState(key: key, token: token)
    }
}

/// Names one ``FlowState`` among the values bound to a thread or task.
final class FlowKey: Sendable {}
