// Unsafe: the directory is published as an address in an atomic word, loaded and borrowed unretained by calls.
import Synchronization

/// The directory calls read: stored inline in its owner, so a call gets from the owner to it
/// with one load, and 0 whenever no key has a chain (the no-advice fast path).
@usableFromInline
struct PublishedDirectory<Node: AnyObject & Sendable>: ~Copyable, Sendable {
    @usableFromInline let address = Atomic<UInt>(0)
    /// Every directory published, kept until the owner goes (see ``Directory``).
    private let kept = Locked<[Directory<Node>]>([])

    init() {}

    /// The current directory, or `nil` when nothing is installed. Valid while the owner is.
    @inlinable @inline(__always)
    func load() -> Unmanaged<Directory<Node>>? {
        guard let raw = UnsafeRawPointer(bitPattern: address.load(ordering: .acquiring)) else { return nil }
        return Unmanaged.fromOpaque(raw)
    }

    /// Makes `directory` current, or shows nothing with `nil`. Callers serialize this.
    func publish(_ directory: Directory<Node>?) {
        if let directory { kept.withLock { if $0.last !== directory { $0.append(directory) } } }
        let bits = directory.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) } ?? 0
        address.store(bits, ordering: .releasing)
    }
}
