// Unsafe: a value that fits in a word is kept as its bits in an atomic word and read back without a lock.
import Synchronization

/// One receiver's value in an ``Introduction``: behind a lock, and, for a value that fits in a
/// word and holds no references (a count, a flag, a time), also in an atomic word that reads
/// take without the lock.
///
/// The cell keeps its receiver's memory from being reused while it lives (an `unowned`
/// reference), so that an object born at a gone receiver's address is never handed its value,
/// and tells whether the receiver is gone through a weak one, which sweeps and the slow path
/// read (and, where an Objective-C object's memory is not kept by an `unowned` reference,
/// every lookup).
@usableFromInline
final class ValueCell<Value: Sendable>: @unchecked Sendable {
    // Every access to `storage` holds `mutex`; `word` mirrors it, written under the mutex.
    private var storage: Value
    private let mutex = System.Mutex()
    @usableFromInline let word = Atomic<UInt>(0)
    private weak var receiver: AnyObject?
    private unowned let pin: AnyObject

    init(_ value: Value, for receiver: AnyObject) {
        storage = value
        self.receiver = receiver
        pin = receiver
        if Self.fitsInWord { word.store(Self.bits(of: value), ordering: .releasing) }
    }

    /// Whether values of this type are read from the word.
    @inlinable
    static var fitsInWord: Bool {
        _isPOD(Value.self) && MemoryLayout<Value>.size <= MemoryLayout<UInt>.size
            && MemoryLayout<Value>.alignment <= MemoryLayout<UInt>.alignment
    }

    /// The value now.
    @inlinable
    var value: Value {
        guard Self.fitsInWord else { return lockedValue() }
        let bits = word.load(ordering: .acquiring)
        return withUnsafeBytes(of: bits) { $0.load(as: Value.self) }
    }

    @usableFromInline
    func lockedValue() -> Value {
        update { $0 }
    }

    /// Runs `body` on the value, holding the cell's lock.
    @usableFromInline
    func update<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        mutex.lock()
        defer {
            if Self.fitsInWord { word.store(Self.bits(of: storage), ordering: .releasing) }
            mutex.unlock()
        }
        return try body(&storage)
    }

    /// Whether this is `receiver`'s cell, not that of a gone object whose address it has.
    @usableFromInline
    func belongs(to receiver: AnyObject) -> Bool {
        self.receiver === receiver
    }

    /// Whether the receiver has gone; if not, the strong reference the test loaded is parked
    /// in `releases` rather than let go under the caller's lock.
    func receiverIsGone(deferringReleaseTo releases: DeferredReleases) -> Bool {
        guard let receiver else { return true }
        releases.keep(receiver)
        return false
    }

    private static func bits(of value: Value) -> UInt {
        var bits: UInt = 0
        withUnsafeMutableBytes(of: &bits) { $0.storeBytes(of: value, as: Value.self) }
        return bits
    }
}
