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
    @usableFromInline let call: BorrowedCall

    @inlinable
    init(borrowing call: BorrowedCall) {
        self.call = call
    }

    /// The hook the call goes through.
    public var hook: DeclaredHook { DeclaredHook(record: call.hookRecord) }

    /// The object the method was called on.
    public var receiver: AnyObject { call.receiver }

    /// The call's arguments: one value, or a tuple with its labels.
    public var arguments: HookValue { HookValue(call.arguments) }

    /// Whether the hook can throw `error`: what an afterThrowing advice's replacement must be.
    ///
    /// - Parameter error: An error.
    /// - Returns: `true` when the hook's error type admits it.
    public func canThrow(_ error: any Error) -> Bool {
        call.canThrow(error)
    }
}
