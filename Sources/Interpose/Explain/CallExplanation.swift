/// Why each advice runs, or does not, on a call through a hook: the registry's answer to "why
/// didn't my advice run?".
///
/// Ask a registry for one (``AspectRegistry/explain(_:on:inside:insideRegions:)-(H,_,_,_)``), or for the
/// next real call (``AspectRegistry/explainNextCall(on:scope:_:)-(ThrowingHook<R,A,Res,F>,_,_)``):
///
/// ```swift
/// print(registry.explain(Vault.withdrawHook, on: vault))
/// // Vault.withdraw on Vault 0x600000c04000, in the current control flow
/// //   runs, in this order:
/// //     1. #1 before 'audit' (all receivers) owned by compliance
/// //        the body
/// //   does not run:
/// //     #2 before 'vip' (PremiumVault and subclasses): the receiver is a Vault, not PremiumVault and subclasses
/// ```
///
/// Every advice on the hook's chain gets a verdict, in chain order; so does selector advice
/// that did not join the hook, and advice removed from it lately (the registry remembers its
/// last 64 removals). An explanation is computed from the registry's state off the call path,
/// and says what a call made in the same state would do: it asks scopes' predicates, as calls
/// do, and assumes that around advice proceeds.
public struct CallExplanation: Sendable, CustomStringConvertible {
    /// The hook's name.
    public let hook: String
    /// The receiver, as its type and address; `nil` when none was given, and verdicts that
    /// depend on it say so.
    public let receiver: String?
    /// The control flow the call was explained in, in words.
    public let flow: String
    /// The call's arguments, for an explanation of a real call.
    public let arguments: String?
    /// Whether the hook is sealed, and so refuses all advice.
    public let isSealed: Bool
    /// One verdict per advice: the hook's chain outermost first, then selector advice that did
    /// not join it, then advice removed from it.
    public let verdicts: [AdviceVerdict]
    /// Whether the body runs: `false` when instead advice takes its place.
    public let bodyRuns: Bool

    /// The advice that runs, in the order it runs.
    public var running: [AdviceVerdict] {
        verdicts.filter(\.runs).sorted { ($0.step ?? 0) < ($1.step ?? 0) }
    }

    /// The advice that does not run, each with its ``AdviceVerdict/miss``.
    public var skipped: [AdviceVerdict] {
        verdicts.filter { $0.miss != nil }
    }

    /// The advice whose running depends on the receiver, when none was given.
    public var conditional: [AdviceVerdict] {
        verdicts.filter { if case .dependsOnReceiver = $0.outcome { true } else { false } }
    }

    /// The verdict on the advice named `name`, if any advice of that name is listed.
    public func verdict(named name: String) -> AdviceVerdict? {
        verdicts.first { $0.advice.name == name }
    }

    /// The explanation as lines: the advice that runs in order, with the body among them, then
    /// what depends on the receiver, then what does not run and why.
    public var description: String {
        var lines = [heading]
        if let arguments { lines.append("  arguments: \(arguments)") }
        if isSealed { lines.append("  \(AdviceMiss.sealedHook)") }
        lines += runningLines
        if !conditional.isEmpty { lines += ["  runs depending on the receiver:"] + conditional.map { "    \($0)" } }
        if !skipped.isEmpty { lines += ["  does not run:"] + skipped.map { "    \($0)" } }
        if verdicts.isEmpty, !isSealed { lines.append("  no advice: the body runs alone") }
        return lines.joined(separator: "\n")
    }

    private var heading: String {
        "\(hook) on \(receiver ?? "any receiver"), \(flow)"
    }

    /// The running advice in order, with the body after the advice that runs before it.
    private var runningLines: [String] {
        let running = running
        guard !running.isEmpty else { return [] }
        let beforeBody = running.filter { $0.advice.kind != .after }
        var lines = ["  runs, in this order:"] + beforeBody.map { "    \($0)" }
        lines.append(bodyRuns ? "       the body" : "       (not the body: instead advice replaces it)")
        lines += running.dropFirst(beforeBody.count).map { "    \($0)" }
        return lines
    }
}
