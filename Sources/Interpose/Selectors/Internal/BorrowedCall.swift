// Unsafe: selector advice borrows the record, the receiver and the arguments' address unretained, for its duration.

/// What a ``HookCall`` borrows for as long as its advice runs: the hook's record, the
/// receiver, and the address of the call's arguments on the bridge's stack.
///
/// Nothing is retained: the bridge holds all three until the advice returns, and a
/// ``HookCall`` cannot be copied out of it.
@usableFromInline
struct BorrowedCall {
    @usableFromInline let record: Unmanaged<HookRecord>
    @usableFromInline let object: Unmanaged<AnyObject>
    @usableFromInline let argumentsAddress: UnsafeRawPointer

    @inlinable
    init(record: HookRecord, receiver: AnyObject, arguments: UnsafeRawPointer) {
        self.record = .passUnretained(record)
        self.object = .passUnretained(receiver)
        self.argumentsAddress = arguments
    }

    /// The hook's record.
    var hookRecord: HookRecord { record.takeUnretainedValue() }

    /// The object the method was called on.
    var receiver: AnyObject { object.takeUnretainedValue() }

    /// The call's arguments, boxed.
    var arguments: Any {
        record._withUnsafeGuaranteedRef { $0.operations.boxArguments(argumentsAddress) }
    }

    /// Whether the hook's error type admits `error`.
    func canThrow(_ error: any Error) -> Bool {
        record._withUnsafeGuaranteedRef { $0.operations.acceptsError(error) }
    }
}

extension HookCall {
    /// The call through `record`'s hook on `receiver` whose arguments are at `arguments`.
    @inlinable
    init(record: HookRecord, receiver: AnyObject, arguments: UnsafeRawPointer) {
        self.init(borrowing: BorrowedCall(record: record, receiver: receiver, arguments: arguments))
    }
}
