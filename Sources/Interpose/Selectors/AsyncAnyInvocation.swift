/// An `async` call through a hook, as `async` around advice installed through a selector sees
/// it; the `async` form of ``AnyInvocation``.
///
/// ```swift
/// try registry.on(matching: .async).aroundAsync { invocation in
///     let outcome = await invocation.proceed()
///     print(invocation.hook.name, outcome)
///     return outcome
/// }
/// ```
public struct AsyncAnyInvocation: ~Copyable {
    @usableFromInline let record: HookRecord
    /// The object the method was called on.
    public let receiver: AnyObject
    /// The arguments this advice was called with: one value, or a tuple with its labels.
    public let arguments: HookValue
    /// Runs the rest of the chain with the given arguments (checked) or the advice's own.
    @usableFromInline let run: (Any?) async -> HookOutcome

    @inlinable
    init(record: HookRecord, receiver: AnyObject, arguments: HookValue, run: @escaping (Any?) async -> HookOutcome) {
        self.record = record
        self.receiver = receiver
        self.arguments = arguments
        self.run = run
    }

    /// The hook the call goes through.
    public var hook: DeclaredHook { DeclaredHook(record: record) }

    /// Runs the rest of the chain, and finally the body, with the arguments this advice got.
    ///
    /// - Returns: What the rest of the chain returned or threw.
    public func proceed() async -> HookOutcome {
        await run(nil)
    }

    /// Runs the rest of the chain, and finally the body, with other arguments.
    ///
    /// - Parameter arguments: Arguments of the hook's type.
    /// - Returns: What the rest of the chain returned or threw.
    /// - Throws: ``InvocationError/argumentsMismatch(hook:expected:given:)`` when the
    ///   arguments are of another type; nothing has run then.
    public func proceed(with arguments: Any) async throws(InvocationError) -> HookOutcome {
        guard record.operations.acceptsArguments(arguments) else {
            throw .argumentsMismatch(
                hook: record.name, expected: record.argumentsType, given: HookValue(arguments).typeName)
        }
        return await run(arguments)
    }

    /// An outcome that returns `value` without proceeding; see ``AnyInvocation/returning(_:)``.
    ///
    /// - Parameter value: A value of the hook's result type.
    /// - Returns: The outcome.
    /// - Throws: ``InvocationError/resultMismatch(hook:expected:given:)`` for another type.
    public func returning(_ value: Any) throws(InvocationError) -> HookOutcome {
        try record.outcome(returning: value)
    }

    /// An outcome that throws `error` without proceeding; see ``AnyInvocation/throwing(_:)``.
    ///
    /// - Parameter error: An error of the hook's error type.
    /// - Returns: The outcome.
    /// - Throws: ``InvocationError/errorMismatch(hook:expected:given:)`` when the hook cannot
    ///   throw it.
    public func throwing(_ error: any Error) throws(InvocationError) -> HookOutcome {
        try record.outcome(throwing: error)
    }
}
