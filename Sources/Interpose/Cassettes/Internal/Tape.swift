/// A cassette's run: the recorded calls it has loaded, which of them have answered, the calls it
/// has recorded, and what went wrong. The advice on each hook asks it what to do with a call
/// (``begin(_:receiver:arguments:)``) and does it.
///
/// ```
///   call ─▶ write arguments ─▶ lock: name the receiver, ─▶ match outside ─▶ lock: claim ─▶ answer
///           (redacted)               find the candidates     the lock          the call      (body un-run)
///                                    │                                         │
///                                    └─ recording ─▶ run the body ─▶ write ─▶ lock: log the call
///                                                                    outcome   └─ no match: miss
///                                                                                 or new episode
/// ```
///
/// User code (arguments' and results' `Encodable` conformances, custom matchers, the problem
/// handler) runs outside the lock.
final class Tape: Sendable {
    /// What to do with a call.
    enum Action {
        /// Let it run untouched: it is made inside a call that runs for real.
        case passThrough
        /// Answer it with a recorded outcome; the body does not run.
        case answer(Reel.Answer)
        /// It is not recorded: answer with the hook's miss answer, or with the answer of the
        /// nearest recorded call of the hook when that is its miss answer; the body does not run.
        case miss(CassetteMiss, nearest: Reel.Answer?)
        /// Run it, then hand its outcome to ``finish(_:plan:outcome:)``.
        case record(Pending)
    }

    /// A call being recorded.
    struct Pending: Sendable {
        let sequence: Int
        let hook: String
        let receiver: String
        let arguments: CassetteValue
    }

    /// The cassette's identifier, for messages.
    let cassette: String
    private let report: @Sendable (CassetteError) -> Void
    /// Whether this task is inside a call that runs for real under the cassette.
    private let inside = TaskLocal<Bool>(wrappedValue: false)
    private let state = Locked(TapeState())

    init(cassette: String, report: @escaping @Sendable (CassetteError) -> Void) {
        self.cassette = cassette
        self.report = report
    }

    /// Starts the run on `reel`; `false` when a run has started before.
    func load(_ reel: Reel) -> Bool {
        state.withLock { $0.load(reel) }
    }

    /// Names `receiver` for the calls made on it from now on.
    func assign(_ name: String, to receiver: AnyObject) {
        state.withLock { $0.names.assign(name, to: receiver) }
    }

    /// What to do with a call through `plan`'s hook on `receiver` with `arguments`.
    func begin(_ plan: HookPlan, receiver: AnyObject, arguments: Any) -> Action {
        if inside.get() { return .passThrough }
        let written = Swift.Result { try plan.writeArguments(arguments) }
        let builtIn = plan.matcher.isBuiltIn ? plan.matcher.compare : nil
        let (name, sequence, reel, claimed) = state.withLock { state -> (String, Int, Reel?, Int?) in
            let name = state.names.name(of: receiver)
            let sequence = state.nextSequence()
            guard let builtIn, case .success(let value) = written else { return (name, sequence, state.reel, nil) }
            let claimed = state.claimFirst(hook: plan.hook, receiver: name, sequence: sequence) { builtIn($0, value) }
            return (name, sequence, state.reel, claimed)
        }
        guard let reel else { return .passThrough }
        let value: CassetteValue
        switch written {
        case .success(let arguments): value = arguments
        case .failure(let error):
            return cannotWrite(plan.hook, receiver: name, error: error, session: reel.session)
        }
        let pending = Pending(sequence: sequence, hook: plan.hook, receiver: name, arguments: value)
        if reel.session == .recording { return .record(pending) }
        if let index = claimed ?? (builtIn == nil ? claim(pending, plan: plan, reel: reel) : nil) {
            return reel.calls[index].answer.map(Action.answer) ?? .passThrough
        }
        if reel.session == .replayingNewEpisodes { return .record(pending) }
        return miss(pending, plan: plan, reel: reel)
    }

    /// Runs `body` as a call that runs for real: calls it makes through the cassette's hooks
    /// pass through.
    func whileRecording<Result>(_ body: () -> Result) -> Result {
        inside.withValue(true, operation: body)
    }

    /// Runs `body` as a call that runs for real; the `async` form of ``whileRecording(_:)``.
    func whileRecording<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async -> Result
    ) async -> Result {
        await inside.withValue(true, operation: body)
    }

    /// Records a call that has run.
    func finish(_ pending: Pending, plan: HookPlan, outcome: Swift.Result<Any, any Error>) {
        do {
            let call = RecordedCall(
                hook: pending.hook, receiver: pending.receiver, arguments: pending.arguments,
                outcome: try plan.writeOutcome(outcome))
            state.withLock { $0.log.append(.recorded(call, sequence: pending.sequence)) }
        } catch {
            let described = RecordedCall.describe(
                hook: pending.hook, receiver: pending.receiver, arguments: pending.arguments)
            keep(.unencodable(call: described, reason: "its outcome cannot be written: \(error)"))
        }
    }

    /// The first candidate whose arguments a custom matcher, run outside the lock, says match,
    /// claimed for `pending`; `nil` when none does.
    private func claim(_ pending: Pending, plan: HookPlan, reel: Reel) -> Int? {
        while true {
            let candidates = state.withLock { $0.candidates(hook: pending.hook, receiver: pending.receiver) }
            guard
                let index = candidates.first(where: {
                    plan.matcher.compare(reel.calls[$0].call.arguments, pending.arguments)
                })
            else { return nil }
            // Another call may have claimed it meanwhile: then look again.
            if state.withLock({ $0.claim(index, sequence: pending.sequence) }) { return index }
        }
    }

    /// The miss for `pending`, kept and reported, with the answer of the nearest recorded call
    /// of its hook.
    private func miss(_ pending: Pending, plan: HookPlan, reel: Reel) -> Action {
        let (used, cursor) = state.withLock { ($0.used, $0.cursor) }
        let miss = NearestCall.miss(
            of: pending, cassette: cassette, matcher: plan.matcher, calls: reel.calls, used: used, cursor: cursor)
        keep(.missed(miss))
        let nearest = NearestCall.sameHook(as: pending, calls: reel.calls, used: used)
        return .miss(miss, nearest: nearest.flatMap { reel.calls[$0].answer })
    }

    /// What to do with a call whose arguments cannot be written: let it run unrecorded while
    /// recording; a miss while replaying, since it can match nothing.
    private func cannotWrite(_ hook: String, receiver: String, error: any Error, session: Reel.Session) -> Action {
        let reason = "its arguments cannot be written: \(error)"
        guard session != .recording else {
            keep(.unencodable(call: "\(hook)(…) on \(receiver)", reason: reason))
            return .passThrough
        }
        let miss = CassetteMiss(
            cassette: cassette, hook: hook, receiver: receiver, arguments: .null, nearest: nil, nearestNumber: nil,
            reason: reason)
        keep(.missed(miss))
        return .miss(miss, nearest: nil)
    }

    /// Keeps a problem for ``problems`` and reports it, outside the lock.
    private func keep(_ problem: CassetteError) {
        state.withLock { $0.problems.append(problem) }
        report(problem)
    }

    /// Whether the run records calls: it has started, and not only to replay.
    var records: Bool {
        state.withLock { $0.reel.map { $0.session != .replaying } ?? false }
    }

    /// Whether this run has recorded a call.
    var hasRecorded: Bool {
        state.withLock { $0.hasRecorded }
    }

    /// The problems met so far, in order.
    var problems: [CassetteError] {
        state.withLock { $0.problems }
    }

    /// The calls the cassette holds now: see ``TapeState/held``.
    var held: [RecordedCall] {
        state.withLock { $0.held }
    }

    /// The loaded calls no call has used, in the file's order.
    var unused: [RecordedCall] {
        state.withLock { $0.unused }
    }
}
