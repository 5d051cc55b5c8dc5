/// A hook a cassette records and replays, or the hooks a selector picks, with how their calls
/// are matched, redacted and written.
///
/// ```swift
/// let cassette = Cassette(file: url, hooks: [
///     .hook(Vault.depositHook, standIn: 0),
///     .hook(Vault.withdrawHook, matching: .ignoring("timestamp")),
///     .hook(Session.signInHook, redacting: [.arguments("password"), .result("token")]),
///     .matching("Feed.*"),
/// ])
/// ```
///
/// A hook's arguments must be `Encodable` and its result and error `Codable`, or the hook's
/// ``CassetteCoding`` must say how to write them: installing the cassette otherwise fails,
/// naming the hook and the type (``CassetteError/notCodable(hook:part:type:)``).
///
/// The cassette's advice goes innermost on each hook (position `.last`), so it stands in for
/// the body alone: other advice on the hook runs around a replayed call as around a real one.
public struct CassetteHook: Sendable {
    /// Checks the hooks' types and makes their plans; selectors match the registry's known hooks.
    let plan: @Sendable (_ registry: AspectRegistry) throws(CassetteError) -> [HookPlan]
    /// Installs the advice that serves the planned hooks.
    let install: @Sendable (_ context: PluginContext, _ tape: Tape, _ plans: [HookPlan]) throws -> Void

    /// Records and replays calls through a synchronous hook (`Hook` or `ThrowingHook`).
    ///
    /// - Parameters:
    ///   - hook: The hook.
    ///   - scope: Which receivers' calls; all by default.
    ///   - matching: How a call's arguments are matched with a recorded call's; exactly by default.
    ///   - redacting: Parts of each call never written.
    ///   - coding: How arguments and results that are not `Codable` are written, and which
    ///     error types read back; the types' `Codable` conformances by default.
    ///   - standIn: The answer to a call a replaying cassette does not hold. Without one, a miss
    ///     is thrown when the hook's error type is `any Error`, answered with `nil` or nothing
    ///     when the hook returns an optional or nothing, and otherwise answered as the nearest
    ///     recorded call of the hook was; a cassette holding no call of such a hook refuses to
    ///     replay it without a stand-in.
    /// - Returns: The choice.
    public static func hook<R, A, Res, F>(
        _ hook: ThrowingHook<R, A, Res, F>, scope: AdviceScope<R> = .all, matching: CassetteMatcher = .exact,
        redacting: [CassetteRedaction] = [], coding: CassetteCoding<R, A, Res> = .codable, standIn: Res? = nil
    ) -> Self {
        typed(hook.declaration, F.self, matching, redacting, coding, standIn) { context, tape, plan in
            let advice = Advice<R, A, Res, F>.around { (invocation) throws(F) -> Res in
                try CassetteAdvice.call(invocation, plan: plan, tape: tape)
            }
            try context.install(
                advice, on: hook, options: AdviceOptions(name: tape.cassette, scope: scope, position: .last))
        }
    }

    /// Records and replays calls through an `async` hook; see
    /// ``hook(_:scope:matching:redacting:coding:standIn:)-(ThrowingHook<R,A,Res,F>,_,_,_,_,_)``.
    ///
    /// - Parameters:
    ///   - hook: The hook.
    ///   - scope: Which receivers' calls; all by default.
    ///   - matching: How a call's arguments are matched with a recorded call's; exactly by default.
    ///   - redacting: Parts of each call never written.
    ///   - coding: How arguments and results that are not `Codable` are written, and which
    ///     error types read back.
    ///   - standIn: The answer to a call a replaying cassette does not hold; see the synchronous
    ///     form.
    /// - Returns: The choice.
    public static func hook<R, A, Res, F>(
        _ hook: AsyncHook<R, A, Res, F>, scope: AdviceScope<R> = .all, matching: CassetteMatcher = .exact,
        redacting: [CassetteRedaction] = [], coding: CassetteCoding<R, A, Res> = .codable, standIn: Res? = nil
    ) -> Self {
        typed(hook.declaration, F.self, matching, redacting, coding, standIn) { context, tape, plan in
            let advice = AsyncAdvice<R, A, Res, F>.around { (invocation) async throws(F) -> Res in
                try await CassetteAdvice.call(invocation, plan: plan, tape: tape)
            }
            try context.install(
                advice, on: hook, options: AdviceOptions(name: tape.cassette, scope: scope, position: .last))
        }
    }

    /// One hook chosen by itself: its plan, and `install`, which installs its advice for the plan.
    private static func typed<R, A, Res, F>(
        _ hook: DeclaredHook, _: F.Type, _ matching: CassetteMatcher, _ redacting: [CassetteRedaction],
        _ coding: CassetteCoding<R, A, Res>, _ standIn: Res?,
        install: @escaping @Sendable (PluginContext, Tape, HookPlan) throws -> Void
    ) -> Self {
        let missAnswer = MissAnswer.choose(standIn: standIn, result: Res.self) { $0 is F }
        return Self(
            plan: { (_) throws(CassetteError) in [try plan(hook, matching, redacting, coding.custom, missAnswer)] },
            install: { context, tape, plans in try install(context, tape, plans[0]) })
    }

    /// The plan of one hook, once its types are checked.
    static func plan(
        _ hook: DeclaredHook, _ matcher: CassetteMatcher, _ redactions: [CassetteRedaction],
        _ custom: CallCoding.Custom, _ missAnswer: MissAnswer
    ) throws(CassetteError) -> HookPlan {
        let record = hook.record
        let coding = try CallCoding.make(
            hook: hook.name, arguments: record.types.arguments, result: record.types.result, failure: record.failure,
            custom: custom)
        return HookPlan(
            declaration: hook, coding: coding, matcher: matcher, redactions: redactions, missAnswer: missAnswer)
    }
}
