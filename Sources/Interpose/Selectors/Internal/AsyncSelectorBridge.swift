// Unsafe: selector advice reads the typed arguments through their address on the bridge's stack, unboxed.

/// Turns selector advice into typed advice for one `async` hook's types; see
/// ``SelectorBridge``.
@usableFromInline
enum AsyncSelectorBridge<Receiver: Interceptable, Arguments, Result, Failure: Error> {
    @usableFromInline typealias Typed = AsyncAdvice<Receiver, Arguments, Result, Failure>

    /// The operations a ``HookRecord`` of such a hook carries.
    ///
    /// An ``AnyInvocation`` is only ever made for a synchronous hook, so `frameArguments` and
    /// `proceed` are never called here; they answer harmlessly.
    @inlinable
    static func operations() -> HookOperations {
        HookOperations(
            makeNode: { advice, recipe in
                Self.advice(advice, record: recipe.record, flow: recipe.flow).map {
                    makeAsyncAdviceNode($0, recipe: recipe)
                }
            },
            makeMarker: { recipe, region in makeAsyncAdviceNode(marker(region: region), recipe: recipe) },
            receiverAccepts: { $0 is Receiver.Type },
            boxArguments: { $0.assumingMemoryBound(to: Arguments.self).pointee },
            frameArguments: { _ in () },
            acceptsArguments: { $0 is Arguments },
            acceptsResult: { $0 is Result },
            acceptsError: { $0 is Failure },
            proceed: { _ in HookOutcome(returned: ()) },
            proceedWith: { _, _ in HookOutcome(returned: ()) })
    }

    /// `advice` as typed `async` advice on the hook `record` describes, running only where
    /// `flow` holds; `nil` for synchronous around advice.
    @inlinable
    static func advice(_ advice: SelectorAdvice, record: HookRecord, flow: CompiledFlow) -> Typed? {
        guard let typed = Self.advice(advice, record: record) else { return nil }
        return flow.isAnywhere ? typed : typed.limited(to: flow.test)
    }

    /// `advice` as typed `async` advice on the hook `record` describes; `nil` for synchronous
    /// around advice.
    @inlinable
    static func advice(_ advice: SelectorAdvice, record: HookRecord) -> Typed? {
        switch advice.body {
        case .before(let body):
            return .before { receiver, arguments in
                withUnsafePointer(to: arguments) { body(HookCall(record: record, receiver: receiver, arguments: $0)) }
            }
        case .after(let body):
            return .after { receiver, arguments, result in
                withUnsafePointer(to: arguments) {
                    body(HookCall(record: record, receiver: receiver, arguments: $0), HookValue(result))
                }
            }
        case .afterThrowing(let body):
            return .around { (invocation) async throws(Failure) -> Result in
                do throws(Failure) {
                    return try await invocation.proceed()
                } catch {
                    let replacement = withUnsafePointer(to: invocation.arguments) {
                        body(HookCall(record: record, receiver: invocation.receiver, arguments: $0), error)
                    }
                    if let replacement, let typed = replacement as? Failure { throw typed }
                    throw error
                }
            }
        case .around:
            return nil
        case .aroundAsync(let body):
            return .around { (invocation) async throws(Failure) -> Result in
                try await around(invocation, body: body, record: record)
            }
        }
    }

    /// Hands `body` an ``AsyncAnyInvocation`` and reads the call's typed result back from the
    /// outcome it returns.
    @inlinable
    static func around(
        _ invocation: borrowing AsyncInvocation<Receiver, Arguments, Result, Failure>,
        body: @Sendable (borrowing AsyncAnyInvocation) async -> HookOutcome, record: HookRecord
    ) async throws(Failure) -> Result {
        let (chain, next, arguments) = (invocation.chain, invocation.next, invocation.arguments)
        let state = AsyncAroundState<Result, Failure>()
        let outcome = await body(
            AsyncAnyInvocation(record: record, receiver: chain.receiver, arguments: HookValue(arguments)) { override in
                let result: Swift.Result<Result, Failure>
                do throws(Failure) {
                    let given = override.flatMap { $0 as? Arguments } ?? arguments
                    result = .success(try await chain.proceed(from: next, arguments: given))
                } catch {
                    result = .failure(error)
                }
                return state.keep(result)
            })
        if let result = try state.result(of: outcome, record: record) { return result }
        return try await chain.proceed(from: next, arguments: arguments)
    }

    /// Advice that keeps the current task inside `region` for the rest of the call.
    @inlinable
    static func marker(region: RegionGate) -> Typed {
        .around { (invocation) async throws(Failure) -> Result in
            let result = await region.run { () async -> Swift.Result<Result, Failure> in
                do throws(Failure) {
                    return .success(try await invocation.proceed())
                } catch {
                    return .failure(error)
                }
            }
            return try result.get()
        }
    }
}
