/// A node a registry or bus keeps in its lists.
protocol ListedNode: AnyObject, Sendable {
    /// The identifier shared with the installer's token.
    var id: UInt64 { get }
    /// Whether the node applies to every call, so readers can skip its filters.
    var isUnconditional: Bool { get }
    /// Whether the node takes over the rest of its chain (around and instead advice).
    var wrapsRest: Bool { get }
    /// Whether the node runs after the rest of its chain (after advice).
    var runsAfter: Bool { get }
}

/// What a list is filed under: a word pair that the snapshot's lookup table can hash.
protocol ListKey: Hashable, Sendable {
    /// The first word: an address.
    var address: UInt { get }
    /// The second word, telling apart keys that share an address.
    var tag: UInt { get }
}

/// The editable side of a registry or bus: ordered node lists by key, behind the owner's lock.
///
/// Every edit rebuilds the tables it touches and marks the lists dirty; ``snapshot()`` then
/// gives the owner the immutable form to publish.
struct NodeLists<Key: ListKey, Node: ListedNode> {
    /// One key's nodes, in order, with the table readers will walk.
    struct List {
        let name: String
        var nodes: [Node]
        var table: NodeTable<Node>
    }

    private(set) var lists: [Key: List] = [:]
    /// Which key each node is filed under.
    private var keyOfNode: [UInt64: Key] = [:]
    private var nextID: UInt64 = 1
    private var removed: [Node] = []
    /// Whether something changed since the last snapshot.
    private(set) var isDirty = false

    /// A fresh node identifier.
    mutating func takeID() -> UInt64 {
        defer { nextID += 1 }
        return nextID
    }

    /// The nodes filed under `key`, in order.
    func nodes(for key: Key) -> [Node] {
        lists[key]?.nodes ?? []
    }

    /// Whether a node with `id` is filed.
    func contains(id: UInt64) -> Bool {
        keyOfNode[id] != nil
    }

    /// Every filed node.
    var allNodes: [Node] {
        lists.values.flatMap(\.nodes)
    }

    /// Files `node` under `key` (whose lists are called `name`), at `index`.
    mutating func insert(_ node: Node, at index: Int, key: Key, name: String) {
        var nodes = lists[key]?.nodes ?? []
        nodes.insert(node, at: min(index, nodes.count))
        lists[key] = List(name: name, nodes: nodes, table: NodeTable(nodes))
        keyOfNode[node.id] = key
        isDirty = true
    }

    /// Removes every node for which `shouldRemove` is true; returns how many went.
    @discardableResult
    mutating func remove(where shouldRemove: (Node) -> Bool) -> Int {
        var count = 0
        for (key, list) in lists {
            let (kept, gone) = list.nodes.partitioned(by: shouldRemove)
            guard !gone.isEmpty else { continue }
            count += gone.count
            removed += gone
            for node in gone { keyOfNode[node.id] = nil }
            lists[key] = kept.isEmpty ? nil : List(name: list.name, nodes: kept, table: NodeTable(kept))
        }
        if count > 0 { isDirty = true }
        return count
    }

    /// The nodes removed since the last call.
    mutating func takeRemoved() -> [Node] {
        defer { removed = [] }
        return removed
    }

    /// The snapshot to publish, if anything changed: `.some(nil)` when the lists are empty.
    mutating func snapshot() -> Snapshot<Node>?? {
        guard isDirty else { return .none }
        isDirty = false
        if lists.isEmpty { return .some(nil) }
        return Snapshot(lists.map { key, list in (key.address, key.tag, list.table) })
    }
}

extension Array {
    /// The elements for which `predicate` is false, then those for which it is true, each in
    /// their original order.
    func partitioned(by predicate: (Element) -> Bool) -> (rejected: [Element], accepted: [Element]) {
        var rejected: [Element] = []
        var accepted: [Element] = []
        for element in self {
            if predicate(element) { accepted.append(element) } else { rejected.append(element) }
        }
        return (rejected, accepted)
    }
}
