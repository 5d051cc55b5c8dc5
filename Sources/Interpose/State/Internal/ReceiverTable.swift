/// The values an ``Introduction`` keeps, one per receiver, each in a ``ValueBox``.
///
/// Receivers are held weakly and found by identity. A receiver that went is noticed when its
/// slot is asked for again (another object may reuse the address: its box is then a fresh
/// one), at the table's next sweep, or at once when the receiver's `deinit` removes the advice
/// scoped to it. Sweeps come when the table has doubled since the last one, so a table holds
/// at most twice the boxes of the receivers alive.
///
/// What the table lets go (boxes, and receivers it loaded from weak references to test them)
/// goes into a `parked` array its owner drops after unlocking, so that no `deinit` runs under
/// the lock.
struct ReceiverTable<Value: Sendable> {
    private var boxes: [ObjectIdentifier: ValueBox<Value>] = [:]
    private var sweepAt = 16

    /// The box of `receiver`, if it has one.
    func box(of receiver: AnyObject) -> ValueBox<Value>? {
        guard let box = boxes[ObjectIdentifier(receiver)], box.belongs(to: receiver) else { return nil }
        return box
    }

    /// Gives `receiver` `box`, unless it has one already; returns the one it has now.
    mutating func insert(_ box: ValueBox<Value>, for receiver: AnyObject, parked: inout [AnyObject]) -> ValueBox<Value>
    {
        if let kept = self.box(of: receiver) { return kept }
        if let stale = boxes.updateValue(box, forKey: ObjectIdentifier(receiver)) { parked.append(stale) }
        if boxes.count >= sweepAt { sweep(parking: &parked) }
        return box
    }

    /// Takes the box of the receiver with identifier `id` out, whether or not it still lives.
    mutating func remove(_ id: ObjectIdentifier) -> ValueBox<Value>? {
        boxes.removeValue(forKey: id)
    }

    /// Takes every box out.
    mutating func removeAll() -> [ValueBox<Value>] {
        defer { boxes = [:] }
        return Array(boxes.values)
    }

    /// How many receivers that are still alive have a value.
    func liveCount(parking parked: inout [AnyObject]) -> Int {
        var count = 0
        for box in boxes.values {
            guard let receiver = box.receiver else { continue }
            parked.append(receiver)
            count += 1
        }
        return count
    }

    /// Drops the boxes of receivers that went.
    private mutating func sweep(parking parked: inout [AnyObject]) {
        for (id, box) in boxes {
            if let receiver = box.receiver {
                parked.append(receiver)
            } else {
                parked.append(box)
                boxes[id] = nil
            }
        }
        sweepAt = max(16, boxes.count * 2)
    }
}

/// One receiver's value, behind a lock of its own, and the receiver, held weakly.
final class ValueBox<Value: Sendable>: @unchecked Sendable {
    // Every access to `value` holds `mutex`; `receiver` is only compared and parked, never used.
    private var value: Value
    private let mutex = System.Mutex()
    private(set) weak var receiver: AnyObject?

    init(_ value: Value, for receiver: AnyObject? = nil) {
        self.value = value
        self.receiver = receiver
    }

    /// Whether this is `receiver`'s box: not one of a receiver that went, whose address
    /// `receiver` now has.
    func belongs(to receiver: AnyObject) -> Bool {
        self.receiver === receiver
    }

    /// Runs `body` on the value, holding the box's lock.
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        mutex.lock()
        defer { mutex.unlock() }
        return try body(&value)
    }
}
