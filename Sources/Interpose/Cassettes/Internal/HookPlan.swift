/// One hook as a cassette serves it: its name, how its calls are written and read, how they
/// are matched and redacted, and what a call it does not hold is answered with.
final class HookPlan: Sendable {
    /// The hook.
    let declaration: DeclaredHook
    /// The hook's name, as the file writes it.
    let hook: String
    let coding: CallCoding
    let matcher: CassetteMatcher
    let redactions: [CassetteRedaction]
    let missAnswer: MissAnswer

    init(
        declaration: DeclaredHook, coding: CallCoding, matcher: CassetteMatcher, redactions: [CassetteRedaction],
        missAnswer: MissAnswer
    ) {
        self.declaration = declaration
        self.hook = declaration.name
        self.coding = coding
        self.matcher = matcher
        self.redactions = redactions
        self.missAnswer = missAnswer
    }

    /// A call's arguments as the file writes them and matching compares them: redacted.
    func writeArguments(_ arguments: Any) throws -> CassetteValue {
        CassetteRedaction.apply(redactions, to: .arguments, of: try coding.writeArguments(arguments))
    }

    /// A call's outcome as the file writes it: a result redacted, or an error.
    func writeOutcome(_ outcome: Swift.Result<Any, any Error>) throws -> RecordedCall.Outcome {
        switch outcome {
        case .success(let result):
            .returned(CassetteRedaction.apply(redactions, to: .result, of: try coding.writeResult(result)))
        case .failure(let error):
            .threw(try coding.writeError(error))
        }
    }
}

/// What a replaying cassette answers a call it does not hold with. The body never runs.
enum MissAnswer {
    /// Throws the miss: the hook's error type is `any Error`.
    case throwMiss
    /// Returns this value: the hook's stand-in, `()` or `nil`.
    case standIn(Any)
    /// Answers as the nearest recorded call of the hook did: the hook can neither throw the
    /// miss nor return nothing, and has no stand-in. The miss is reported all the same.
    case nearest

    /// The answer for a hook with result type `result` that throws `probe` when `canThrow`
    /// says so, given an optional stand-in.
    static func choose(standIn: Any?, result: Any.Type, canThrow: (any Error) -> Bool) -> MissAnswer {
        if let standIn { return .standIn(standIn) }
        if canThrow(CassetteMiss.probe) { return .throwMiss }
        if result == Void.self { return .standIn(()) }
        if let optional = result as? any ExpressibleByNilLiteral.Type { return .standIn(optional.init(nilLiteral: ())) }
        return .nearest
    }
}

// A stand-in is handed to every missed call, as a constant in the hook's declaring code would
// be; it is never changed.
extension MissAnswer: @unchecked Sendable {}

extension CassetteMiss {
    /// A miss to ask a hook whether it can throw one.
    static let probe = CassetteMiss(
        cassette: "", hook: "", receiver: "", arguments: .null, nearest: nil, nearestNumber: nil, reason: "")
}
