// Unsafe: a read borrows the published table and the cell unretained; retaining them costs more than the read.
import Synchronization

/// Finding a receiver's cell without a lock, in the table the introduction publishes.
extension Introduction {
    /// What `body` makes of `receiver`'s cell (made first if it has none), run with the
    /// introduction marked as read, so that the cell outlives `body`.
    @inlinable @inline(__always)
    func withCell<Result>(of receiver: Receiver, _ body: (ValueCell<Value>) -> Result) -> Result {
        while true {
            let mark = ReaderMarks.begin(self)
            if let cell = lookup(receiver) {
                defer { ReaderMarks.end(mark) }
                return cell._withUnsafeGuaranteedRef(body)
            }
            ReaderMarks.end(mark)
            insert(receiver)
        }
    }

    /// `receiver`'s cell in the published table, or `nil`. Call with the introduction marked
    /// as read.
    @inlinable @inline(__always)
    func lookup(_ receiver: Receiver) -> Unmanaged<ValueCell<Value>>? {
        let address = UInt(bitPattern: ObjectIdentifier(receiver))
        let table = Unmanaged<ReceiverSlots>.fromOpaque(
            UnsafeRawPointer(bitPattern: published.load(ordering: .sequentiallyConsistent)).unsafelyUnwrapped)
        guard let cell = table._withUnsafeGuaranteedRef({ $0.cell(at: address) }) else { return nil }
        let found = Unmanaged<ValueCell<Value>>.fromOpaque(cell)
        #if canImport(ObjectiveC)
            // An Objective-C object's memory is not kept by an unowned reference, so another
            // object may have a gone receiver's address: ask the weak reference.
            guard found._withUnsafeGuaranteedRef({ $0.belongs(to: receiver) }) else { return nil }
        #endif
        return found
    }

    /// What `body` makes of `receiver`'s cell in the published table, borrowed, or `nil` when
    /// it has none. Call with the introduction marked as read.
    @inlinable @inline(__always)
    func withFoundCell<Result>(of receiver: Receiver, _ body: (ValueCell<Value>) -> Result) -> Result? {
        lookup(receiver)?._withUnsafeGuaranteedRef(body)
    }
}
