/// Everything a registry (or bus) has at one moment: a chain for each key that has nodes.
///
/// Immutable once built; the owner publishes a new snapshot on every change.
@usableFromInline
final class Snapshot<Node: AnyObject> {
    @usableFromInline let lookup: LookupTable
    private let tables: [NodeTable<Node>]

    init(_ chains: [(key: UInt, tag: UInt, table: NodeTable<Node>)]) {
        tables = chains.map(\.table)
        lookup = LookupTable(
            chains.map { ($0.key, $0.tag, UnsafeRawPointer(Unmanaged.passUnretained($0.table).toOpaque())) })
    }

    deinit {
        lookup.deallocate()
    }

    /// The chain filed under `key` and `tag`, or `nil`.
    @inlinable @inline(__always)
    func table(key: UInt, tag: UInt) -> Unmanaged<NodeTable<Node>>? {
        lookup.value(key: key, tag: tag).map { Unmanaged.fromOpaque($0) }
    }
}

// The lookup table is built in `init`, only read afterwards, freed in `deinit`.
extension Snapshot: @unchecked Sendable {}
