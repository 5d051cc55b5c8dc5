// Unsafe: selector advice borrows the record, the receiver and an address on the bridge's stack, unretained.

/// What selector advice borrows for as long as it runs: the hook's record, the receiver, and
/// an address on the bridge's stack, the call's arguments for a ``HookCall`` and the typed
/// frame (see ``AroundFrame``) for an ``AnyInvocation``.
///
/// Nothing is retained: the bridge holds all three until the advice returns, and neither
/// ``HookCall`` nor ``AnyInvocation`` can be copied out of it.
@usableFromInline
struct BorrowedCall {
    @usableFromInline let record: Unmanaged<HookRecord>
    @usableFromInline let object: Unmanaged<AnyObject>
    @usableFromInline let address: UnsafeRawPointer

    @inlinable
    init(record: HookRecord, receiver: AnyObject, address: UnsafeRawPointer) {
        self.record = .passUnretained(record)
        self.object = .passUnretained(receiver)
        self.address = address
    }

    /// The hook's record.
    var hookRecord: HookRecord { record.takeUnretainedValue() }

    /// The object the method was called on.
    var receiver: AnyObject { object.takeUnretainedValue() }

    /// The frame at the address, for an around advice.
    @inlinable
    var frame: UnsafeMutableRawPointer { UnsafeMutableRawPointer(mutating: address) }

    /// The arguments at the address, boxed.
    var arguments: Any {
        record._withUnsafeGuaranteedRef { $0.operations.boxArguments(address) }
    }

    /// The arguments the frame's advice was called with, boxed.
    var frameArguments: Any {
        record._withUnsafeGuaranteedRef { $0.operations.frameArguments(frame) }
    }

    /// Runs the rest of the frame's chain with the arguments its advice got.
    @inlinable
    func proceed() -> HookOutcome {
        record._withUnsafeGuaranteedRef { $0.operations.proceed(frame) }
    }

    /// Runs the rest of the frame's chain with `arguments`, which the caller checked fit the hook.
    func proceed(with arguments: Any) -> HookOutcome {
        hookRecord.operations.proceedWith(frame, arguments)
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
        self.init(borrowing: BorrowedCall(record: record, receiver: receiver, address: arguments))
    }
}

extension AnyInvocation {
    /// The invocation of the call whose typed frame is at `frame`, through `record`'s hook on
    /// `receiver`.
    @inlinable
    init(record: HookRecord, receiver: AnyObject, frame: UnsafeMutableRawPointer) {
        self.init(borrowing: BorrowedCall(record: record, receiver: receiver, address: frame))
    }
}
