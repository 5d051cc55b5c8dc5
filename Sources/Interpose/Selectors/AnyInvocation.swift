/// A call through a hook, as around advice installed through a selector sees it: the hook,
/// the receiver and the arguments, and the means to proceed with the call or not.
///
/// It is the selector form of ``Invocation``: the types are the hook's, known to the advice
/// only as names, so values go in and out as `Any` and are checked against the hook.
///
/// ```swift
/// try registry.on(matching: "View.*").around { invocation in
///     let start = ContinuousClock.now
///     defer { print(invocation.hook.name, ContinuousClock.now - start) }
///     return invocation.proceed()
/// }
/// ```
///
/// The advice returns an outcome: the one ``proceed()`` gave (as often as it proceeded), or one
/// made with ``returning(_:)`` or ``throwing(_:)`` to end the call without proceeding.
public struct AnyInvocation: ~Copyable {
    @usableFromInline let call: BorrowedCall

    @inlinable
    init(borrowing call: BorrowedCall) {
        self.call = call
    }

    /// The hook the call goes through.
    public var hook: DeclaredHook { DeclaredHook(record: call.hookRecord) }

    /// The object the method was called on.
    public var receiver: AnyObject { call.receiver }

    /// The arguments this advice was called with: one value, or a tuple with its labels.
    public var arguments: HookValue { HookValue(call.frameArguments) }

    /// Runs the rest of the chain, and finally the body, with the arguments this advice got.
    ///
    /// - Returns: What the rest of the chain returned or threw.
    @inlinable
    public func proceed() -> HookOutcome {
        call.proceed()
    }

    /// Runs the rest of the chain, and finally the body, with other arguments.
    ///
    /// - Parameter arguments: Arguments of the hook's type (a tuple, with its labels, for
    ///   several).
    /// - Returns: What the rest of the chain returned or threw.
    /// - Throws: ``InvocationError/argumentsMismatch(hook:expected:given:)`` when the
    ///   arguments are of another type; nothing has run then.
    public func proceed(with arguments: Any) throws(InvocationError) -> HookOutcome {
        let record = call.hookRecord
        guard record.operations.acceptsArguments(arguments) else {
            throw .argumentsMismatch(
                hook: record.name, expected: record.argumentsType, given: HookValue(arguments).typeName)
        }
        return call.proceed(with: arguments)
    }

    /// An outcome that returns `value` without proceeding, for the advice to return.
    ///
    /// - Parameter value: A value of the hook's result type.
    /// - Returns: The outcome.
    /// - Throws: ``InvocationError/resultMismatch(hook:expected:given:)`` when the value is of
    ///   another type.
    public func returning(_ value: Any) throws(InvocationError) -> HookOutcome {
        try call.hookRecord.outcome(returning: value)
    }

    /// An outcome that throws `error` without proceeding, for the advice to return.
    ///
    /// - Parameter error: An error of the hook's error type.
    /// - Returns: The outcome.
    /// - Throws: ``InvocationError/errorMismatch(hook:expected:given:)`` when the hook cannot
    ///   throw it.
    public func throwing(_ error: any Error) throws(InvocationError) -> HookOutcome {
        try call.hookRecord.outcome(throwing: error)
    }
}

extension HookRecord {
    /// An outcome returning `value`, checked against the result type.
    func outcome(returning value: Any) throws(InvocationError) -> HookOutcome {
        guard operations.acceptsResult(value) else {
            throw .resultMismatch(hook: name, expected: resultType, given: HookValue(value).typeName)
        }
        return HookOutcome(returned: value)
    }

    /// An outcome throwing `error`, checked against the error type.
    func outcome(throwing error: any Error) throws(InvocationError) -> HookOutcome {
        guard operations.acceptsError(error) else {
            throw .errorMismatch(hook: name, expected: failureType, given: HookValue(error).typeName)
        }
        return HookOutcome(threw: error)
    }
}
