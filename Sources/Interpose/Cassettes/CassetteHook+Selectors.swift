extension CassetteHook {
    /// Records and replays calls through every hook `selector` matches among those the registry
    /// knows when the cassette is installed (see ``AspectRegistry/knownHooks()``).
    ///
    /// ```swift
    /// .matching("Vault.*")
    /// .matching(.receiver(PaymentService.self) && !.named("*.setDelegate"))
    /// ```
    ///
    /// Every matched hook's types must be `Codable` (arguments `Encodable`): a selector that
    /// picks one whose types are not fails to install, naming the hook and the type; narrow the
    /// selector, or choose that hook with ``hook(_:scope:matching:redacting:coding:standIn:)-(ThrowingHook<R,A,Res,F>,_,_,_,_,_)``
    /// and a ``CassetteCoding``. Misses are answered as the typed form answers them without a
    /// stand-in. Sealed hooks are passed by, as selectors pass them by.
    ///
    /// - Parameters:
    ///   - selector: The hooks.
    ///   - matching: How a call's arguments are matched with a recorded call's; exactly by default.
    ///   - redacting: Parts of each call never written.
    ///   - errors: Error types read back as themselves from hooks that throw `any Error`.
    /// - Returns: The choice.
    public static func matching(
        _ selector: HookSelector, matching: CassetteMatcher = .exact, redacting: [CassetteRedaction] = [],
        errors: [any (Error & Decodable).Type] = []
    ) -> Self {
        let custom = CallCoding.Custom(errorTypes: errors)
        return Self(
            plan: { (registry) throws(CassetteError) in
                let hooks = registry.knownHooks().filter { selector.matches($0) && !$0.isSealed }
                guard !hooks.isEmpty else { throw .selectorMatchesNothing(selector.description) }
                return try hooks.map { (hook) throws(CassetteError) in
                    let missAnswer = MissAnswer.choose(
                        standIn: nil, result: hook.record.types.result, canThrow: hook.record.operations.acceptsError)
                    return try plan(hook, matching, redacting, custom, missAnswer)
                }
            },
            install: { context, tape, plans in
                let hooks = Dictionary(plans.map { ($0.declaration, $0) }, uniquingKeysWith: { first, _ in first })
                let (synchronous, asynchronous) = Array(hooks.keys).partitioned { $0.isAsync }
                if let exactly = exactly(synchronous) {
                    try context.install(
                        .around { CassetteAdvice.call($0, plans: hooks, tape: tape) }, on: exactly,
                        options: SelectorOptions(name: tape.cassette))
                }
                if let exactly = exactly(asynchronous) {
                    try context.install(
                        .aroundAsync { await CassetteAdvice.call($0, plans: hooks, tape: tape) }, on: exactly,
                        options: SelectorOptions(name: tape.cassette))
                }
            })
    }

    /// A selector for exactly `hooks`, or `nil` for none.
    private static func exactly(_ hooks: [DeclaredHook]) -> HookSelector? {
        hooks.map(HookSelector.hook).reduce(nil) { selector, hook in selector.map { $0 || hook } ?? hook }
    }
}
