// Unsafe: a lock-free open-addressing table of raw addresses in memory it allocates, read on every advised call.

/// An immutable open-addressing table from a pair of words to a raw pointer.
///
/// Snapshots use it to find a hook's advice (keyed by name address and hook type) or an event
/// type's subscribers (keyed by metatype). It is built once and never changed, so lookups
/// take no lock; a lookup hashes one word and usually reads a single slot.
@usableFromInline
struct LookupTable {
    @usableFromInline
    struct Slot {
        @usableFromInline var key: UInt
        @usableFromInline var tag: UInt
        @usableFromInline var value: UnsafeRawPointer?
    }

    @usableFromInline let slots: UnsafeMutablePointer<Slot>
    @usableFromInline let mask: Int

    /// Builds a table holding `entries`, whose keys must all be non-zero and distinct.
    init(_ entries: [(key: UInt, tag: UInt, value: UnsafeRawPointer)]) {
        var capacity = 4
        while capacity < entries.count * 2 { capacity *= 2 }
        mask = capacity - 1
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(key: 0, tag: 0, value: nil), count: capacity)
        for entry in entries {
            var index = Self.bucket(entry.key, entry.tag, mask)
            while slots[index].key != 0 { index = (index &+ 1) & mask }
            slots[index] = Slot(key: entry.key, tag: entry.tag, value: entry.value)
        }
    }

    /// Frees the slots; the table must not be used afterwards.
    func deallocate() {
        slots.deallocate()
    }

    @inlinable
    static func bucket(_ key: UInt, _ tag: UInt, _ mask: Int) -> Int {
        let mixed = (key ^ (tag &>> 3)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed &>> 40) & mask
    }

    /// The value stored under `key` and `tag`, or `nil`.
    @inlinable @inline(__always)
    func value(key: UInt, tag: UInt) -> UnsafeRawPointer? {
        var index = Self.bucket(key, tag, mask)
        while true {
            let slot = slots[index]
            if slot.key == key && slot.tag == tag { return slot.value }
            if slot.key == 0 { return nil }
            index = (index &+ 1) & mask
        }
    }
}

// The buffer is written only by `init` and then only read; whoever builds
// the table owns it and frees it with `deallocate()`.
extension LookupTable: @unchecked Sendable {}
