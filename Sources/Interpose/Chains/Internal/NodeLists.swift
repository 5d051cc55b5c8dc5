/// A node a registry or bus keeps in its lists.
@usableFromInline
protocol ListedNode: AnyObject, Sendable {
    /// The identifier shared with the installer's token.
    var id: UInt64 { get }
    /// Whether the node applies to every call, so readers can skip its filters.
    var isUnconditional: Bool { get }
    /// Whether the node can never apply again (its instance or source has gone). Called under
    /// the owner's lock, so what it loads from a weak reference waits in `releases`.
    func isOrphaned(_ releases: DeferredReleases) -> Bool
    /// The bits this node sets in its slot's filter (see ``ChainSlot/filter``).
    var filterBits: UInt { get }
}

/// What a list is filed under: a word pair that a directory's lookup table can hash.
@usableFromInline
protocol ListKey: Hashable, Sendable {
    /// The first word: an address.
    var address: UInt { get }
    /// The second word, telling apart keys that share an address.
    var tag: UInt { get }
    /// The bit the key sets in its store's key filter (``ChainStore/keys``).
    var filterBit: UInt { get }
}

/// The editable side of a registry or bus: ordered node lists by key, behind the owner's lock.
///
/// Edits change the lists and remember which keys they touched; ``commit()`` then builds one
/// new table for each touched key, swaps it into the key's ``ChainSlot`` and says which
/// directory, if any, the owner must publish.
struct NodeLists<Key: ListKey, Node: ListedNode> {
    /// One key's nodes, in order.
    struct List {
        let name: String
        var nodes: [Node]
    }

    /// What a commit asks of the owner, once its lock is released.
    struct Commit {
        /// The directory to publish (`.some(nil)`: publish nothing), or `.none` to keep it.
        var publish: Directory<Node>??
        /// Slots whose replaced tables may be freed now.
        var slots: [ChainSlot<Node>]
    }

    private(set) var lists: [Key: List] = [:]
    private var slots: [Key: ChainSlot<Node>] = [:]
    private var directory: Directory<Node>?
    private var isPublished = false
    /// Which key each node is filed under.
    private var keyOfNode: [UInt64: Key] = [:]
    private var nextID: UInt64 = 1
    private var removed: [Node] = []
    private var touched: Set<Key> = []
    /// How a table lays out a node; the owner knows its nodes.
    private let side: @Sendable (Node) -> NodeSide

    /// Empty lists whose tables lay nodes out by `side`.
    init(side: @escaping @Sendable (Node) -> NodeSide) {
        self.side = side
    }

    /// A fresh node identifier.
    mutating func takeID() -> UInt64 {
        defer { nextID += 1 }
        return nextID
    }

    /// The nodes filed under `key`, in order.
    func nodes(for key: Key) -> [Node] {
        lists[key]?.nodes ?? []
    }

    /// The filed node with `id`, if any.
    func node(id: UInt64) -> Node? {
        keyOfNode[id].flatMap { lists[$0]?.nodes.first { $0.id == id } }
    }

    /// Every filed node.
    var allNodes: [Node] {
        lists.values.flatMap(\.nodes)
    }

    /// The keys that have nodes, as the union of their bits (``ListKey/filterBit``).
    var keyFilter: UInt {
        lists.reduce(0) { union, entry in entry.value.nodes.isEmpty ? union : union | entry.key.filterBit }
    }

    /// Files `node` under `key` (whose lists are called `name`), at `index`.
    mutating func insert(_ node: Node, at index: Int, key: Key, name: String) {
        var nodes = lists[key]?.nodes ?? []
        nodes.insert(node, at: min(index, nodes.count))
        lists[key] = List(name: name, nodes: nodes)
        keyOfNode[node.id] = key
        touched.insert(key)
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
            lists[key] = kept.isEmpty ? nil : List(name: list.name, nodes: kept)
            touched.insert(key)
        }
        return count
    }

    /// The nodes removed since the last ``takeRemoved()``, which the current change has taken out.
    var pendingRemovals: [Node] { removed }

    /// The nodes removed since the last call.
    mutating func takeRemoved() -> [Node] {
        defer { removed = [] }
        return removed
    }

    /// Swaps a new table into every touched key's slot, making slots for new keys.
    mutating func commit() -> Commit {
        var commit = Commit(publish: .none, slots: [])
        var newKey = false
        for key in touched {
            let nodes = lists[key]?.nodes ?? []
            let slot = slots[key] ?? ChainSlot()
            if slots[key] == nil {
                slots[key] = slot
                newKey = true
            }
            let filter = nodes.reduce(0) { $0 | $1.filterBits }
            slot.replace(with: nodes.isEmpty ? nil : NodeTable(nodes, side: side), filter: filter)
            commit.slots.append(slot)
        }
        touched = []
        if newKey || directory == nil {
            directory = Directory(slots.map { key, slot in (key.address, key.tag, slot) })
        }
        let shouldPublish = !lists.isEmpty
        if shouldPublish != isPublished || (newKey && shouldPublish) {
            isPublished = shouldPublish
            commit.publish = .some(shouldPublish ? directory : nil)
        }
        return commit
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
