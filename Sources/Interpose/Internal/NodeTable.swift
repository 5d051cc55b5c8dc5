/// One chain in a snapshot: node addresses in order (a hook's advice, an event's subscribers).
///
/// Immutable once built. Readers walk `nodes` without retaining anything; `owned` keeps the
/// nodes alive for as long as the table lives.
@usableFromInline
final class NodeTable<Node: AnyObject>: @unchecked Sendable {
    // @unchecked: `nodes` is written only in `init` and freed only in `deinit`.

    @usableFromInline let count: Int
    @usableFromInline let nodes: UnsafeMutablePointer<UnsafeRawPointer>
    let owned: [Node]

    init(_ nodes: [Node]) {
        owned = nodes
        count = nodes.count
        self.nodes = .allocate(capacity: max(nodes.count, 1))
        for (index, node) in nodes.enumerated() {
            self.nodes[index] = UnsafeRawPointer(Unmanaged.passUnretained(node).toOpaque())
        }
    }

    deinit {
        nodes.deallocate()
    }
}
