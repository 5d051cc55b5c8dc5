/// Typed data attached to receivers from outside their type: AspectJ's inter-type
/// declarations, a counter per vault, a cache per repository.
///
/// ```swift
/// let withdrawals = registry.introduce(on: Vault.self) { _ in 0 }
/// try registry.on(Vault.withdrawHook).before { vault, _ in withdrawals.update(vault) { $0 += 1 } }
/// withdrawals[vault]            // 2, read from anywhere
/// withdrawals.value(of: other)  // nil: never asked for
/// ```
///
/// A receiver's value is made by `initial` the first time it is asked for, and goes with the
/// receiver: at once for a type whose `deinit` calls
/// ``AspectRegistry/removeAdvice(scopedTo:)`` (every component does), otherwise at one of the
/// introduction's later changes. ``PluginContext/introduce(on:initial:)`` removes every value
/// when the plugin is uninstalled.
///
/// Any thread may read and update values. Each value has a lock of its own, held while
/// ``update(_:_:)`` runs its closure: keep the closure short, and do not reach the same value
/// from it.
public final class Introduction<Receiver: AnyObject, Value: Sendable>: Sendable {
    private let table = Locked(ReceiverTable<Value>())
    private let initial: @Sendable (Receiver) -> Value

    /// Creates an introduction whose values start as `initial` makes them. Introductions made
    /// by a registry (``AspectRegistry/introduce(on:initial:)``) also lose a receiver's value
    /// as soon as its `deinit` removes the advice scoped to it.
    ///
    /// - Parameter initial: Makes a receiver's first value; called outside every lock.
    public init(initial: @escaping @Sendable (Receiver) -> Value) {
        self.initial = initial
    }

    /// `receiver`'s value, made now if it has none; setting it replaces it.
    public subscript(receiver: Receiver) -> Value {
        get { box(of: receiver).withLock { $0 } }
        set { box(of: receiver).withLock { $0 = newValue } }
    }

    /// `receiver`'s value, or `nil` when it has none: reading does not make one.
    public func value(of receiver: Receiver) -> Value? {
        table.withLock { $0.box(of: receiver) }?.withLock { $0 }
    }

    /// Changes `receiver`'s value in place, holding its lock, made first if it has none.
    ///
    /// - Parameters:
    ///   - receiver: The receiver.
    ///   - body: Reads and changes the value; what it returns, `update` returns.
    /// - Returns: What `body` returned.
    @discardableResult
    public func update<Result, Failure: Error>(
        _ receiver: Receiver, _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try box(of: receiver).withLock(body)
    }

    /// Removes `receiver`'s value; the next read makes a new one.
    public func removeValue(of receiver: Receiver) {
        forget(ObjectIdentifier(receiver))
    }

    /// Removes every value.
    public func removeAll() {
        let dropped = table.withLock { $0.removeAll() }
        withExtendedLifetime(dropped) {}
    }

    /// How many receivers alive have a value.
    public var count: Int {
        var parked: [AnyObject] = []
        let count = table.withLock { $0.liveCount(parking: &parked) }
        withExtendedLifetime(parked) {}
        return count
    }

    /// The box holding `receiver`'s value, made and inserted if it has none.
    private func box(of receiver: Receiver) -> ValueBox<Value> {
        if let box = table.withLock({ $0.box(of: receiver) }) { return box }
        let made = ValueBox(initial(receiver), for: receiver)
        var parked: [AnyObject] = []
        let box = table.withLock { $0.insert(made, for: receiver, parked: &parked) }
        withExtendedLifetime(parked) {}
        return box
    }
}

extension Introduction: ReceiverForgetting {
    func forget(_ receiver: ObjectIdentifier) {
        let dropped = table.withLock { $0.remove(receiver) }
        withExtendedLifetime(dropped) {}
    }
}

/// What a registry tells of a receiver whose `deinit` removed the advice scoped to it.
protocol ReceiverForgetting: AnyObject, Sendable {
    /// Drops what is kept for the receiver with identifier `receiver`.
    func forget(_ receiver: ObjectIdentifier)
}
