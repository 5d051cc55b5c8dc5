// Unsafe: a lock-free table of atomic words in memory it allocates, read on every lookup of an introduction.
import Synchronization

/// An open-addressing table from receivers' addresses to their ``ValueCell``s, read without a
/// lock: what an ``Introduction`` looks a receiver up in.
///
/// One writer at a time (under the introduction's lock) fills empty slots and turns removed
/// ones into tombstones; readers load a slot's key, then its cell. A slot goes only one way,
/// empty ─▶ key ─▶ tombstone, and its cell only from none to one and back to none, so a reader
/// that found a key reads that key's cell or none, never another receiver's. A table half full
/// is replaced by a fresh one (tombstones left behind); the replaced one, like a removed cell, is
/// freed once no reader marks its introduction (``ReaderMarks``).
///
/// The table holds its cells unretained: the introduction's lock-guarded state owns them.
@usableFromInline
final class ReceiverSlots: @unchecked Sendable {
    /// A slot that never held a key; a lookup stops at it.
    @usableFromInline static let empty: UInt = 0
    /// A slot whose receiver was removed: a lookup goes past it. Never an object's address,
    /// which is aligned.
    static let tombstone: UInt = 1

    @usableFromInline let mask: Int
    @usableFromInline let keys: UnsafeMutablePointer<Atomic<UInt>>
    @usableFromInline let cells: UnsafeMutablePointer<Atomic<UInt>>

    /// A table of `capacity` slots, a power of two.
    init(capacity: Int) {
        mask = capacity - 1
        keys = .allocate(capacity: capacity)
        cells = .allocate(capacity: capacity)
        for index in 0..<capacity {
            (keys + index).initialize(to: Atomic(Self.empty))
            (cells + index).initialize(to: Atomic(0))
        }
    }

    deinit {
        keys.deinitialize(count: capacity)
        cells.deinitialize(count: capacity)
        keys.deallocate()
        cells.deallocate()
    }

    var capacity: Int { mask + 1 }

    @inlinable @inline(__always)
    static func bucket(_ address: UInt, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (address &>> 4) &* 0x9E37_79B9_7F4A_7C15 &>> 40) & mask
    }

    /// The cell of the receiver at `address`, or `nil`.
    @inlinable @inline(__always)
    func cell(at address: UInt) -> UnsafeRawPointer? {
        var index = Self.bucket(address, mask)
        while true {
            let key = keys[index].load(ordering: .acquiring)
            if key == address { return UnsafeRawPointer(bitPattern: cells[index].load(ordering: .acquiring)) }
            if key == Self.empty { return nil }
            index = (index &+ 1) & mask
        }
    }

    /// Files `cell` under `address`, which the table does not hold, in an empty slot: the cell
    /// before the key, so that a reader that sees the key sees the cell. The caller keeps
    /// the slots used under half the capacity.
    func insert(_ cell: AnyObject, at address: UInt) {
        var index = Self.bucket(address, mask)
        while keys[index].load(ordering: .relaxed) != Self.empty { index = (index &+ 1) & mask }
        cells[index].store(UInt(bitPattern: ObjectIdentifier(cell)), ordering: .releasing)
        keys[index].store(address, ordering: .releasing)
    }

    /// Turns the slot of `address` into a tombstone, its cell gone.
    func remove(_ address: UInt) {
        var index = Self.bucket(address, mask)
        while true {
            let key = keys[index].load(ordering: .relaxed)
            if key == Self.empty { return }
            if key == address {
                keys[index].store(Self.tombstone, ordering: .releasing)
                cells[index].store(0, ordering: .releasing)
                return
            }
            index = (index &+ 1) & mask
        }
    }
}
