import Synchronization

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
/// when the plugin is uninstalled. A value removed while another thread is reading the
/// introduction is freed when that read ends; no lookup waits for code of the user's (an
/// `update`'s closure, `initial`) to end, so such code holds nothing back.
///
/// Any thread may read and update values. Finding a receiver's value takes no lock. A value
/// that fits in a word and holds no references (a count, a flag, a time) is read without a
/// lock too; other values are read under a lock of their own. That lock is held while
/// ``update(_:_:)`` runs its closure: keep the closure short, and do not reach the same value
/// from it.
public final class Introduction<Receiver: AnyObject, Value: Sendable>: Sendable {
    /// The address of the table readers look receivers up in (owned by `state`).
    @usableFromInline let published = Atomic<UInt>(0)
    private let state = Locked(IntroductionCells<Value>())
    private let initial: @Sendable (Receiver) -> Value

    /// Creates an introduction whose values start as `initial` makes them. Introductions made
    /// by a registry (``AspectRegistry/introduce(on:initial:)``) also lose a receiver's value
    /// as soon as its `deinit` removes the advice scoped to it.
    ///
    /// - Parameter initial: Makes a receiver's first value; called outside every lock.
    public init(initial: @escaping @Sendable (Receiver) -> Value) {
        self.initial = initial
        let table = state.withLock { $0.table }
        published.store(UInt(bitPattern: ObjectIdentifier(table)), ordering: .releasing)
    }

    /// `receiver`'s value, made now if it has none; setting it replaces it.
    public subscript(receiver: Receiver) -> Value {
        @inlinable get {
            withCell(of: receiver) { $0.value }
        }
        set {
            cell(of: receiver).update { $0 = newValue }
        }
    }

    /// `receiver`'s value, or `nil` when it has none: reading does not make one.
    @inlinable
    public func value(of receiver: Receiver) -> Value? {
        let mark = ReaderMarks.begin(self)
        defer { ReaderMarks.end(mark) }
        return withFoundCell(of: receiver) { $0.value }
    }

    /// Changes `receiver`'s value in place, holding its lock, made first if it has none.
    ///
    /// - Parameters:
    ///   - receiver: The receiver.
    ///   - body: Reads and changes the value; what it returns, `update` returns.
    /// - Returns: What `body` returned.
    @inlinable @discardableResult
    public func update<Result, Failure: Error>(
        _ receiver: Receiver, _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try cell(of: receiver).update(body)
    }

    /// Removes `receiver`'s value; the next read makes a new one.
    public func removeValue(of receiver: Receiver) {
        forget(ObjectIdentifier(receiver))
    }

    /// Removes every value.
    public func removeAll() {
        state.withLock { $0.removeAll(publishing: published) }
        reclaim()
    }

    /// How many receivers alive have a value.
    public var count: Int {
        state.withLockDeferringReleases { cells, releases in cells.liveCount(releases: releases) }
    }

    /// `receiver`'s cell, made first if it has none, held strongly: what runs code of the
    /// user's (an `update`'s body, the `deinit` of a value replaced) runs on it with no
    /// thread marked as reading the introduction, so that nothing waits on that code to be
    /// freed. A value removed meanwhile is changed in a cell nobody reads any more.
    @usableFromInline
    func cell(of receiver: Receiver) -> ValueCell<Value> {
        withCell(of: receiver) { $0 }
    }

    /// Makes `receiver`'s cell and files it, unless another thread did first; called with no
    /// thread's mark on the introduction held by this thread, as `initial` is the user's code.
    @usableFromInline
    func insert(_ receiver: Receiver) {
        let made = ValueCell(initial(receiver), for: receiver)
        state.withLockDeferringReleases { cells, releases in
            cells.insert(made, for: receiver, publishing: published, releases: releases)
        }
        reclaim()
    }
}

extension Introduction: ReceiverForgetting, Reclaimable {
    func forget(_ receiver: ObjectIdentifier) {
        state.withLock { $0.remove(receiver) }
        reclaim()
    }

    /// Frees the replaced tables and removed cells unless a thread still reads the
    /// introduction; that thread then frees them when it is done. What they held is let go
    /// here, outside every lock.
    @usableFromInline func reclaim() {
        Reclamation.reclaim(\.retired, in: state, of: self)
    }
}

/// What a registry tells of a receiver whose `deinit` removed the advice scoped to it.
protocol ReceiverForgetting: AnyObject, Sendable {
    /// Drops what is kept for the receiver with identifier `receiver`.
    func forget(_ receiver: ObjectIdentifier)
}
