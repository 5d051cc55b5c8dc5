/// A call through a hook, as selector advice that does not wrap it sees it: which hook, on
/// which receiver, with which arguments.
///
/// Before, after and afterThrowing advice installed through a selector gets one, borrowed
/// for the duration of the advice:
///
/// ```swift
/// try registry.on(matching: "*.setDelegate").before { call in
///     print(call.hook.name, "on", type(of: call.receiver), "with", call.arguments)
/// }
/// ```
///
/// The arguments are described only when asked for, so advice that reads only the hook's
/// name costs no boxing.
public struct HookCall: ~Copyable {
    @usableFromInline let record: Unmanaged<HookRecord>
    @usableFromInline let object: Unmanaged<AnyObject>
    @usableFromInline let argumentsAddress: UnsafeRawPointer

    @inlinable
    init(record: HookRecord, receiver: AnyObject, arguments: UnsafeRawPointer) {
        self.record = .passUnretained(record)
        self.object = .passUnretained(receiver)
        self.argumentsAddress = arguments
    }

    /// The hook the call goes through.
    public var hook: DeclaredHook { DeclaredHook(record: record.takeUnretainedValue()) }

    /// The object the method was called on.
    public var receiver: AnyObject { object.takeUnretainedValue() }

    /// The call's arguments: one value, or a tuple with its labels.
    public var arguments: HookValue {
        HookValue(record._withUnsafeGuaranteedRef { $0.operations.boxArguments(argumentsAddress) })
    }

    /// Whether the hook can throw `error`: what an afterThrowing advice's replacement must be.
    ///
    /// - Parameter error: An error.
    /// - Returns: `true` when the hook's error type admits it.
    public func canThrow(_ error: any Error) -> Bool {
        record._withUnsafeGuaranteedRef { $0.operations.acceptsError(error) }
    }
}
