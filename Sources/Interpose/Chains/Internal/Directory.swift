// Unsafe: the directory keeps its slots as unretained addresses in a table read without a lock.

/// An owner's map from keys to their ``ChainSlot``s: immutable, found with one atomic load.
///
/// A directory changes only when a key gets its first node, so owners keep every directory
/// they published until they go: memory that grows with the number of distinct keys ever
/// used (hooks ever advised, event types ever subscribed to), never with the number of
/// changes. Slots live as long as their owner, so a directory never points at a freed one.
@usableFromInline
final class Directory<Node: AnyObject & Sendable> {
    @usableFromInline let lookup: LookupTable
    private let slots: [ChainSlot<Node>]

    init(_ entries: [(key: UInt, tag: UInt, slot: ChainSlot<Node>)]) {
        slots = entries.map(\.slot)
        lookup = LookupTable(
            entries.map { ($0.key, $0.tag, UnsafeRawPointer(Unmanaged.passUnretained($0.slot).toOpaque())) })
    }

    deinit {
        lookup.deallocate()
    }

    /// The slot filed under `key` and `tag`, or `nil`.
    @inlinable @inline(__always)
    func slot(key: UInt, tag: UInt) -> Unmanaged<ChainSlot<Node>>? {
        lookup.value(key: key, tag: tag).map { Unmanaged.fromOpaque($0) }
    }
}

// The lookup table is built in `init`, only read afterwards, freed in `deinit`.
extension Directory: @unchecked Sendable {}
