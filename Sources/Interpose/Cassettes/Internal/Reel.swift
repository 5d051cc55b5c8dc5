/// What a cassette loaded when it was installed, fixed from then on: whether it records or
/// replays, in which order, and the recorded calls with their answers read back.
final class Reel: Sendable {
    /// What a cassette does with calls in this run.
    enum Session: Sendable, Equatable {
        /// Lets every call run and records it.
        case recording
        /// Answers every call from the recorded ones.
        case replaying
        /// Answers from the recorded calls what it can, and records the rest.
        case replayingNewEpisodes
    }

    /// A recorded call, with its answer read back; `nil` for a hook the cassette does not serve.
    struct Call: Sendable {
        let call: RecordedCall
        let answer: Answer?
    }

    /// A recorded outcome read back: the stored result, or the error.
    enum Answer {
        case returned(Any)
        case threw(any Error)
    }

    let session: Session
    let order: CassetteOrder
    let calls: [Call]

    init(session: Session, order: CassetteOrder, calls: [Call]) {
        self.session = session
        self.order = order
        self.calls = calls
    }

    /// A reel for `session` holding `recorded`, each answer read back through its hook's plan.
    ///
    /// - Throws: ``CassetteError/undecodable(file:call:hook:reason:)`` for the first recorded
    ///   outcome that does not read back as its hook's result or error.
    static func load(
        _ recorded: [RecordedCall], session: Session, order: CassetteOrder, plans: [String: HookPlan], file: String
    ) throws(CassetteError) -> Reel {
        var calls: [Call] = []
        for (index, call) in recorded.enumerated() {
            guard let plan = plans[call.hook] else {
                calls.append(Call(call: call, answer: nil))
                continue
            }
            do {
                let answer: Answer
                switch call.outcome {
                case .returned(let value): answer = .returned(try plan.coding.readResult(value))
                case .threw(let error): answer = .threw(try plan.coding.readError(error))
                }
                calls.append(Call(call: call, answer: answer))
            } catch {
                throw .undecodable(file: file, call: index + 1, hook: call.hook, reason: ValueCoder.reason(error))
            }
        }
        try checkMissAnswers(plans: plans, calls: recorded, session: session)
        return Reel(session: session, order: order, calls: calls)
    }

    /// Refuses a replaying run for a hook whose misses would be answered by the nearest
    /// recorded call of the hook, when the file holds none.
    private static func checkMissAnswers(
        plans: [String: HookPlan], calls: [RecordedCall], session: Session
    ) throws(CassetteError) {
        guard session == .replaying else { return }
        let held = Set(calls.map(\.hook))
        for plan in plans.values.sorted(by: { $0.hook < $1.hook }) where !held.contains(plan.hook) {
            if case .nearest = plan.missAnswer {
                throw .needsStandIn(hook: plan.hook, result: plan.declaration.resultType)
            }
        }
    }
}

// The answers are read once, when the cassette is installed, and never changed; each answers
// one call, to whose caller it is handed as the hook's body would hand its own result.
extension Reel.Answer: @unchecked Sendable {}
