/// What a hook's operations need to build a node for advice a registry installs by selector or
/// for a control-flow marker: identity, listing, receivers and flow condition.
@usableFromInline
struct NodeRecipe: Sendable {
    let id: UInt64
    /// The token's identifier: the selector advice's, or for a marker the advice it serves.
    let group: UInt64
    let summary: AdviceDescription
    let token: AdviceToken
    /// The receivers the node applies to: all, or those passing a test of their type.
    let receivers: SelectorMatch
    /// Where in the control flow the node applies: the advice closures the hook's operations
    /// build test it themselves, so the node stays unconditional.
    @usableFromInline let flow: CompiledFlow
    /// The hook, for the calls the node hands to advice.
    @usableFromInline let record: HookRecord
    /// The region a control-flow marker enters, for explanations; `nil` for selector advice.
    var marks: RegionGate? = nil

    /// The node's scope on a hook whose receiver type is `Receiver`.
    func scope<Receiver: AnyObject>(for _: Receiver.Type) -> AdviceScope<Receiver> {
        switch receivers {
        case .when(let label, let test): .receivers(label, test)
        case .always, .never: .all
        }
    }
}

/// The node for synchronous advice built by a hook's operations.
@usableFromInline
func makeAdviceNode<R, A, Res, F>(_ advice: Advice<R, A, Res, F>, recipe: NodeRecipe) -> AnyAdviceNode {
    AdviceNode(
        advice, id: recipe.id, summary: recipe.summary, token: recipe.token, scope: recipe.scope(for: R.self),
        group: recipe.group, flow: recipe.flow, marks: recipe.marks)
}

/// The node for `async` advice built by a hook's operations.
@usableFromInline
func makeAsyncAdviceNode<R, A, Res, F>(_ advice: AsyncAdvice<R, A, Res, F>, recipe: NodeRecipe) -> AnyAdviceNode {
    AsyncAdviceNode(
        advice, id: recipe.id, summary: recipe.summary, token: recipe.token, scope: recipe.scope(for: R.self),
        group: recipe.group, flow: recipe.flow, marks: recipe.marks)
}

/// Says that around advice returned an outcome its hook cannot return, so the call ends with
/// the advice's last proceed (or proceeds now, if it never did).
@usableFromInline
func reportForeignOutcome(hook: HookRecord) {
    StandardError.write(
        "Interpose: around advice on \(hook.name) returned an outcome that is not \(hook.resultType) "
            + "or \(hook.failureType); the call goes on with its own\n")
}
