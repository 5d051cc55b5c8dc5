import Synchronization

/// A holder whose contents can be dropped when the instance an advice is scoped to goes away.
///
/// Instance-scoped advice calls its closures through a holder. Replaced snapshots may keep the
/// node itself alive until the registry goes, but they no longer keep the user's closures (and
/// what they capture): those are released with the instance.
///
/// The closures live in a box the holder owns through one atomic word, so a call reads the
/// word and borrows the box: no retain, no lock. Dropping is safe too. Only a call on the
/// live instance itself gets past the node's scope test (its weak reference reads `nil` once
/// the instance's `deinit` has begun, so calls made from the `deinit` do not), and such a call
/// holds the instance; the registry drops the closures only once the instance has gone, when
/// every such call has finished and no new one can start.
@usableFromInline
final class ReleasableClosures<Value: Sendable>: Sendable {
    @usableFromInline
    final class Box: Sendable {
        @usableFromInline let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// The retained box's address, or 0 once released.
    @usableFromInline let address: Atomic<UInt>

    init(_ value: Value) {
        address = Atomic(UInt(bitPattern: Unmanaged.passRetained(Box(value)).toOpaque()))
    }

    deinit {
        release()
    }

    /// Calls `body` with the closures, or `otherwise` once they are released.
    @inlinable
    func run<Result, Failure: Error>(
        _ body: (Value) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        guard let box = UnsafeRawPointer(bitPattern: address.load(ordering: .acquiring)) else { return try otherwise() }
        return try Unmanaged<Box>.fromOpaque(box).withGuaranteed { (box) throws(Failure) -> Result in
            try body(box.value)
        }
    }

    /// The closures, retained, or `nil` once they are released; for callers that suspend.
    var value: Value? {
        guard let box = UnsafeRawPointer(bitPattern: address.load(ordering: .acquiring)) else { return nil }
        return Unmanaged<Box>.fromOpaque(box).takeUnretainedValue().value
    }

    /// Drops the closures; see the type's discussion for why that is safe without a lock.
    func release() {
        let box = address.exchange(0, ordering: .acquiringAndReleasing)
        if let box = UnsafeRawPointer(bitPattern: box) { Unmanaged<Box>.fromOpaque(box).release() }
    }
}
