import Synchronization

/// The writer's side of an ``Introduction``, under its lock: the cells it owns by receiver,
/// the table readers look them up in, and what was taken out of both but may still be read.
///
/// Receivers that went without saying so (their `deinit` did not remove the advice scoped to
/// them) are swept when the table fills and is replaced, so it holds at most about twice the
/// cells of the receivers alive.
struct IntroductionCells<Value: Sendable> {
    private var cells: [ObjectIdentifier: ValueCell<Value>] = [:]
    private(set) var table = ReceiverSlots(capacity: 16)
    /// Slots of `table` taken, tombstones included.
    private var used = 0
    /// Replaced tables and removed cells, freed once no reader marks the introduction.
    var retired: [any AnyObject & Sendable] = []

    /// Gives `receiver` `cell`, unless it has one already (a cell of a gone object whose address
    /// it has is dropped first), and publishes a replaced table through `published`.
    mutating func insert(
        _ cell: ValueCell<Value>, for receiver: AnyObject, publishing published: borrowing Atomic<UInt>,
        releases: DeferredReleases
    ) {
        let id = ObjectIdentifier(receiver)
        if let kept = cells[id] {
            if kept.belongs(to: receiver) { return }
            remove(id)
        }
        cells[id] = cell
        if (used + 1) * 2 > table.capacity {
            rebuild(publishing: published, releases: releases)
        } else {
            table.insert(cell, at: UInt(bitPattern: id))
            used += 1
        }
    }

    /// Takes the cell of `receiver` out, if it has one.
    mutating func remove(_ receiver: ObjectIdentifier) {
        guard let cell = cells.removeValue(forKey: receiver) else { return }
        table.remove(UInt(bitPattern: receiver))
        retired.append(cell)
    }

    /// Takes every cell out, behind a fresh table.
    mutating func removeAll(publishing published: borrowing Atomic<UInt>) {
        for cell in cells.values { retired.append(cell) }
        cells = [:]
        replaceTable(with: ReceiverSlots(capacity: 16), publishing: published)
        used = 0
    }

    /// How many receivers that are still alive have a cell.
    func liveCount(releases: DeferredReleases) -> Int {
        var count = 0
        for cell in cells.values where !cell.receiverIsGone(deferringReleaseTo: releases) { count += 1 }
        return count
    }

    /// Drops the cells of receivers that went, and files the rest in a table of room enough.
    private mutating func rebuild(publishing published: borrowing Atomic<UInt>, releases: DeferredReleases) {
        for (receiver, cell) in cells where cell.receiverIsGone(deferringReleaseTo: releases) {
            cells[receiver] = nil
            retired.append(cell)
        }
        var capacity = 16
        while capacity < cells.count * 4 { capacity *= 2 }
        let table = ReceiverSlots(capacity: capacity)
        for (receiver, cell) in cells { table.insert(cell, at: UInt(bitPattern: receiver)) }
        replaceTable(with: table, publishing: published)
        used = cells.count
    }

    private mutating func replaceTable(with table: ReceiverSlots, publishing published: borrowing Atomic<UInt>) {
        retired.append(self.table)
        self.table = table
        published.store(UInt(bitPattern: ObjectIdentifier(table)), ordering: .releasing)
    }
}
