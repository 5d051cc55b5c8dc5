/// What one advice does on an explained call: runs (and when), may run depending on the
/// receiver, or does not run (and why).
public struct AdviceVerdict: Sendable, Hashable, CustomStringConvertible {
    /// Whether, and when, the advice runs.
    public enum Outcome: Sendable, Hashable {
        /// It runs, as the `step`-th advice of the call (1 first): advice before the body in
        /// chain order, then after advice innermost first once the body returns. Around
        /// advice is counted when it starts, and assumed to proceed. "Runs" means the call
        /// reaches the advice: after advice runs when the call returns, not when it throws, and
        /// `afterThrowing` advice wraps the call and runs its closure only when it throws.
        case runs(step: Int)
        /// No receiver was given, and whether it runs depends on it: the scope in words.
        case dependsOnReceiver(String)
        /// It does not run.
        case skipped(AdviceMiss)
    }

    /// The advice, as listings show it. Selector advice that did not join the hook is listed
    /// with the hook's name and no scope.
    public let advice: AdviceDescription
    /// Where it sits in the hook's chain, 1 outermost; `nil` for advice not on the chain
    /// (selector advice that did not join it, advice removed).
    public let position: Int?
    /// Whether, and when, it runs.
    public let outcome: Outcome

    /// Whether the advice runs on the call.
    public var runs: Bool { outcome.isRunning }

    /// Why it does not run, when it does not.
    public var miss: AdviceMiss? {
        if case .skipped(let miss) = outcome { return miss }
        return nil
    }

    /// The step at which it runs, when it does.
    public var step: Int? {
        if case .runs(let step) = outcome { return step }
        return nil
    }

    /// The advice without its hook's name, with its chain position: `#2 before 'audit' (all receivers)`.
    var line: String {
        position.map { "#\($0) \(advice.withoutHook)" } ?? advice.withoutHook
    }

    /// One line: the advice, and when it runs or why it does not.
    public var description: String {
        switch outcome {
        case .runs(let step): "\(step). \(line)"
        case .dependsOnReceiver(let scope): "\(line): runs for \(scope)"
        case .skipped(let miss): "\(line): \(miss)"
        }
    }
}

extension AdviceDescription {
    /// The listing without the hook's name: `before 'audit' (all receivers) owned by metrics`.
    var withoutHook: String {
        String(description.dropFirst(hook.count + 2))
    }
}
