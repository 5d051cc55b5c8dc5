import Synchronization

/// The current immutable snapshot of a registry or bus, readable without a lock.
///
/// Stored inline in its owner (it is noncopyable), so a reader gets from the owner to the
/// snapshot with one load. Readers load the snapshot's address atomically and use it without
/// retaining it. A replaced snapshot is therefore never freed while its owner lives: a reader
/// may still be walking it. Owners make this safe because every reader holds the owner (a
/// receiver holds its registry; a publisher holds the bus), and affordable because snapshots
/// are small (a lookup table and the changed chain), a few hundred bytes per change.
/// Everything the snapshots keep is freed with the owner.
@usableFromInline
struct PublishedSnapshot<Node: AnyObject & Sendable>: ~Copyable, Sendable {
    @usableFromInline let address = Atomic<UInt>(0)
    private let kept = Locked<[Snapshot<Node>]>([])

    init() {}

    /// The current snapshot, or `nil` when there is none. The result is valid while the owner is.
    @inlinable @inline(__always)
    func load() -> Unmanaged<Snapshot<Node>>? {
        guard let raw = UnsafeRawPointer(bitPattern: address.load(ordering: .acquiring)) else {
            return nil
        }
        return Unmanaged.fromOpaque(raw)
    }

    /// Makes `snapshot` current; `nil` says there is nothing to see. Callers serialize this.
    func publish(_ snapshot: Snapshot<Node>?) {
        if let snapshot { kept.withLock { $0.append(snapshot) } }
        let bits = snapshot.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) } ?? 0
        address.store(bits, ordering: .releasing)
    }

    /// How many snapshots have been published and are kept until the owner goes.
    var keptCount: Int { kept.withLock { $0.count } }
}
