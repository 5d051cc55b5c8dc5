/// The advice a cassette installs: a thin shell that asks its ``Tape`` what to do with each call
/// and does it, in the four forms a call can take (typed or through a selector, synchronous or
/// `async`).
///
/// Answers come back from the tape typed by construction: each was read with the hook's own
/// types when the cassette was installed.
enum CassetteAdvice {
    /// A call through a synchronous hook.
    static func call<R, A, Res, F>(
        _ invocation: borrowing Invocation<R, A, Res, F>, plan: HookPlan, tape: Tape
    ) throws(F) -> Res {
        let (receiver, arguments) = (invocation.receiver, invocation.arguments)
        let action = tape.begin(plan, receiver: receiver, arguments: arguments)
        if case .record(let pending) = action {
            let outcome = tape.whileRecording { () -> Swift.Result<Res, F> in
                do throws(F) { return .success(try invocation.proceed()) } catch { return .failure(error) }
            }
            tape.finish(pending, plan: plan, outcome: erased(outcome))
            return try outcome.get()
        }
        if let reply: Res = try reply(action, plan: plan, receiver: receiver, arguments: arguments, F.self) {
            return reply
        }
        return try invocation.proceed()
    }

    /// A call through an `async` hook.
    static func call<R, A, Res, F>(
        _ invocation: borrowing AsyncInvocation<R, A, Res, F>, plan: HookPlan, tape: Tape
    ) async throws(F) -> Res {
        let (receiver, arguments) = (invocation.receiver, invocation.arguments)
        let action = tape.begin(plan, receiver: receiver, arguments: arguments)
        if case .record(let pending) = action {
            let outcome = await tape.whileRecording { () async -> Swift.Result<Res, F> in
                do throws(F) { return .success(try await invocation.proceed()) } catch { return .failure(error) }
            }
            tape.finish(pending, plan: plan, outcome: erased(outcome))
            return try outcome.get()
        }
        if let reply: Res = try reply(action, plan: plan, receiver: receiver, arguments: arguments, F.self) {
            return reply
        }
        return try await invocation.proceed()
    }

    /// What a typed call answers for `action`, other than recording: a recorded answer, or the
    /// hook's miss answer; `nil` to proceed.
    private static func reply<Res, F>(
        _ action: Tape.Action, plan: HookPlan, receiver: AnyObject, arguments: Any, _: F.Type
    ) throws(F) -> Res? {
        switch action {
        case .passThrough, .record:
            return nil
        case .answer(let answer):
            return try typed(answer, plan: plan, receiver: receiver, arguments: arguments, as: Res.self, F.self)
        case .miss(let miss, let nearest):
            switch (plan.missAnswer, nearest) {
            case (.standIn(let value), _): return .some(value as! Res)
            case (.throwMiss, _): throw miss as! F
            case (.nearest, let answer?):
                return try typed(answer, plan: plan, receiver: receiver, arguments: arguments, as: Res.self, F.self)
            case (.nearest, nil): return nil
            }
        }
    }

    /// A call through a synchronous hook a selector picked.
    static func call(_ invocation: borrowing AnyInvocation, plans: [DeclaredHook: HookPlan], tape: Tape) -> HookOutcome
    {
        guard let plan = plans[invocation.hook] else { return invocation.proceed() }
        let (receiver, arguments) = (invocation.receiver, invocation.arguments.value)
        let action = tape.begin(plan, receiver: receiver, arguments: arguments)
        if case .record(let pending) = action {
            let outcome = tape.whileRecording { invocation.proceed() }
            tape.finish(pending, plan: plan, outcome: result(of: outcome))
            return outcome
        }
        return answer(action, plan: plan, receiver: receiver, arguments: arguments)
            ?? invocation.proceed()
    }

    /// A call through an `async` hook a selector picked.
    static func call(
        _ invocation: borrowing AsyncAnyInvocation, plans: [DeclaredHook: HookPlan], tape: Tape
    ) async -> HookOutcome {
        guard let plan = plans[invocation.hook] else { return await invocation.proceed() }
        let (receiver, arguments) = (invocation.receiver, invocation.arguments.value)
        let action = tape.begin(plan, receiver: receiver, arguments: arguments)
        if case .record(let pending) = action {
            let outcome = await tape.whileRecording { await invocation.proceed() }
            tape.finish(pending, plan: plan, outcome: result(of: outcome))
            return outcome
        }
        guard let outcome = answer(action, plan: plan, receiver: receiver, arguments: arguments) else {
            return await invocation.proceed()
        }
        return outcome
    }

    /// A recorded answer as the typed hook returns or throws it.
    private static func typed<Res, F>(
        _ answer: Reel.Answer, plan: HookPlan, receiver: AnyObject, arguments: Any, as _: Res.Type, _: F.Type
    ) throws(F) -> Res {
        switch answer {
        case .returned(let stored): return plan.coding.answer(receiver, arguments, stored) as! Res
        case .threw(let error): throw error as! F
        }
    }

    /// A recorded answer as a selector's advice returns it.
    private static func outcome(_ answer: Reel.Answer, plan: HookPlan, receiver: AnyObject, arguments: Any)
        -> HookOutcome
    {
        switch answer {
        case .returned(let stored): HookOutcome(returned: plan.coding.answer(receiver, arguments, stored))
        case .threw(let error): HookOutcome(threw: error)
        }
    }

    /// The outcome a selector's advice returns for `action`; `nil` to proceed.
    private static func answer(_ action: Tape.Action, plan: HookPlan, receiver: AnyObject, arguments: Any)
        -> HookOutcome?
    {
        switch action {
        case .passThrough, .record:
            return nil
        case .answer(let answer):
            return outcome(answer, plan: plan, receiver: receiver, arguments: arguments)
        case .miss(let miss, let nearest):
            switch (plan.missAnswer, nearest) {
            case (.standIn(let value), _): return HookOutcome(returned: value)
            case (.throwMiss, _): return HookOutcome(threw: miss)
            case (.nearest, let answer?): return outcome(answer, plan: plan, receiver: receiver, arguments: arguments)
            case (.nearest, nil): return nil
            }
        }
    }

    /// A typed call's outcome as the tape records it.
    private static func erased<Res, F>(_ outcome: Swift.Result<Res, F>) -> Swift.Result<Any, any Error> {
        switch outcome {
        case .success(let result): .success(result)
        case .failure(let error): .failure(error)
        }
    }

    /// A selector call's outcome as the tape records it.
    private static func result(of outcome: HookOutcome) -> Swift.Result<Any, any Error> {
        if let error = outcome.error { return .failure(error) }
        return .success(outcome.result?.value as Any)
    }
}
