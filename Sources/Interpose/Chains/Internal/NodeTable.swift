// Unsafe: nodes are kept as unretained addresses in buffers walked on every advised call, so no call retains them.

/// One chain: node addresses in order (a hook's advice, an event's subscribers).
///
/// Immutable once built. Readers walk `nodes` without retaining anything; `owned` keeps the
/// nodes alive for as long as the table lives, and the table lives until its ``ChainSlot``
/// has replaced it and no call that loaded it is still running.
@usableFromInline
final class NodeTable<Node: AnyObject> {
    @usableFromInline let count: Int
    @usableFromInline let nodes: UnsafeMutablePointer<UnsafeRawPointer>
    /// Every node applies to every call: readers skip the filters.
    @usableFromInline let isUnconditional: Bool
    /// Unconditional and without wrappers: the chain is its leading nodes, the body, then its
    /// trailing nodes, and readers may run it as two plain loops.
    @usableFromInline let isFlat: Bool
    /// How many nodes at the front of the chain wrap the rest of it (around advice) and apply
    /// to every call: a call enters each of them without a walk.
    @usableFromInline let leadingWrappers: Int
    /// Whether the first node replaces the rest of the chain (instead advice) for every call.
    @usableFromInline let startsWithReplacement: Bool
    /// The first node's address (`nodes[0]`), kept inline so that a call reaches the node it
    /// enters first with one load fewer; `nil` only in an empty table.
    @usableFromInline let first: UnsafeRawPointer?
    /// The nodes that run before the body, in order (used when `isFlat`).
    @usableFromInline let leading: UnsafeBufferPointer<UnsafeRawPointer>
    /// The nodes that run after the body, innermost first (used when `isFlat`).
    @usableFromInline let trailing: UnsafeBufferPointer<UnsafeRawPointer>
    let owned: [Node]

    /// Builds the table of `nodes`, laid out by `side` (what each node does relative to the
    /// rest of the chain).
    init(_ nodes: [Node], side: (Node) -> NodeSide) where Node: ListedNode {
        owned = nodes
        count = nodes.count
        isUnconditional = nodes.allSatisfy(\.isUnconditional)
        isFlat = isUnconditional && nodes.allSatisfy { side($0) == .before || side($0) == .after }
        leadingWrappers = nodes.prefix { $0.isUnconditional && side($0) == .wrapping }.count
        startsWithReplacement = nodes.first.map { $0.isUnconditional && side($0) == .replacing } ?? false
        self.nodes = Self.addresses(nodes)
        first = nodes.first.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) }
        leading = UnsafeBufferPointer(Self.buffer(nodes.filter { side($0) != .after }))
        trailing = UnsafeBufferPointer(Self.buffer(nodes.filter { side($0) == .after }.reversed()))
    }

    deinit {
        nodes.deallocate()
        leading.deallocate()
        trailing.deallocate()
    }

    private static func addresses(_ nodes: [Node]) -> UnsafeMutablePointer<UnsafeRawPointer> {
        buffer(nodes).baseAddress!
    }

    private static func buffer(_ nodes: [Node]) -> UnsafeMutableBufferPointer<UnsafeRawPointer> {
        let buffer = UnsafeMutableBufferPointer<UnsafeRawPointer>.allocate(capacity: max(nodes.count, 1))
        for (index, node) in nodes.enumerated() {
            buffer[index] = UnsafeRawPointer(Unmanaged.passUnretained(node).toOpaque())
        }
        return UnsafeMutableBufferPointer(rebasing: buffer[0..<nodes.count])
    }
}

// `nodes` is written only in `init` and freed only in `deinit`.
extension NodeTable: @unchecked Sendable {}

/// What a node does relative to the rest of its chain, which decides how a table lays it out.
enum NodeSide {
    /// Runs before the rest (before advice; every subscription).
    case before
    /// Runs after the rest returns (after advice).
    case after
    /// Wraps the rest, which it may run (around advice).
    case wrapping
    /// Takes the place of the rest, which it never runs (instead advice).
    case replacing
}
