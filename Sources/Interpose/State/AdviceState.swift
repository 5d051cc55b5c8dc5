/// The value advice keeps for the receiver of the call it runs in: what
/// ``HookAdvisor/perReceiver(_:)`` hands each piece of advice, AspectJ's `perthis` aspect.
///
/// ```swift
/// try registry.on(Repository.findHook).perReceiver { _ in [Int: Record]() }.around { invocation, cache in
///     if let hit = cache.value[invocation.arguments] { return hit }
///     let found = invocation.proceed()
///     cache.update { $0[invocation.arguments] = found }
///     return found
/// }
/// ```
public struct AdviceState<Receiver: AnyObject, Value: Sendable> {
    @usableFromInline let introduction: Introduction<Receiver, Value>
    /// The receiver whose value this is.
    public let receiver: Receiver

    @inlinable
    init(introduction: Introduction<Receiver, Value>, receiver: Receiver) {
        self.introduction = introduction
        self.receiver = receiver
    }

    /// The receiver's value, made on first use; setting it replaces it.
    public var value: Value {
        @inlinable get { introduction[receiver] }
        @inlinable nonmutating set { introduction[receiver] = newValue }
    }

    /// Changes the value in place, holding its lock: keep `body` short, and do not call hooks
    /// from it.
    ///
    /// - Parameter body: Reads and changes the value.
    /// - Returns: What `body` returned.
    @inlinable @discardableResult
    public func update<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        try introduction.update(receiver, body)
    }
}
