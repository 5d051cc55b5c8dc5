// Unsafe: around advice borrows the record, the receiver and the frame's address unretained, for its duration.

/// What an ``AnyInvocation`` borrows for as long as its advice runs: the hook's record, the
/// receiver, and the typed frame the bridge keeps on its stack (see ``AroundFrame``).
///
/// Nothing is retained: the bridge holds all three until the advice returns, and an
/// ``AnyInvocation`` cannot be copied out of it.
@usableFromInline
struct BorrowedInvocation {
    @usableFromInline let record: Unmanaged<HookRecord>
    @usableFromInline let object: Unmanaged<AnyObject>
    @usableFromInline let frame: UnsafeMutableRawPointer

    @inlinable
    init(record: HookRecord, receiver: AnyObject, frame: UnsafeMutableRawPointer) {
        self.record = .passUnretained(record)
        self.object = .passUnretained(receiver)
        self.frame = frame
    }

    /// The hook's record.
    var hookRecord: HookRecord { record.takeUnretainedValue() }

    /// The object the method was called on.
    var receiver: AnyObject { object.takeUnretainedValue() }

    /// The arguments the advice was called with, boxed.
    var arguments: Any {
        record._withUnsafeGuaranteedRef { $0.operations.frameArguments(frame) }
    }

    /// Runs the rest of the chain with the frame's arguments.
    @inlinable
    func proceed() -> HookOutcome {
        record._withUnsafeGuaranteedRef { $0.operations.proceed(frame) }
    }

    /// Runs the rest of the chain with `arguments`, which the caller checked fit the hook.
    func proceed(with arguments: Any) -> HookOutcome {
        hookRecord.operations.proceedWith(frame, arguments)
    }
}

extension AnyInvocation {
    /// The invocation of the call whose typed frame is at `frame`, through `record`'s hook on
    /// `receiver`.
    @inlinable
    init(record: HookRecord, receiver: AnyObject, frame: UnsafeMutableRawPointer) {
        self.init(borrowing: BorrowedInvocation(record: record, receiver: receiver, frame: frame))
    }
}
