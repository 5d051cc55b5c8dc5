/// A ``ControlFlow`` made ready to install: its test, and the markers that make the test true.
@usableFromInline
struct CompiledFlow: Sendable {
    /// Whether the current thread or task is where the advice applies. Not an optional: an
    /// optional's closure is stored in its most general form and costs a conversion per call.
    @usableFromInline let test: @Sendable () -> Bool
    /// Whether the flow has no condition.
    @usableFromInline let isAnywhere: Bool
    /// The condition in words, for listings.
    let label: String
    /// The regions hooks must mark for the test to work.
    let markers: [FlowMarker]
    /// The condition with each target's region: what ``test`` is made from, and what an
    /// explanation reads to say which part of the condition failed.
    let clause: FlowClause

    /// No condition.
    static let anywhere = CompiledFlow(
        test: { true }, isAnywhere: true, label: "anywhere", markers: [], clause: .anywhere)
}

/// A region that the hooks a selector matches enter for the duration of each call.
struct FlowMarker: Sendable {
    let region: RegionGate
    let selector: HookSelector
    /// The hook, when the flow named one hook, so the registry can learn of it.
    let hook: DeclaredHook?
}

extension ControlFlow {
    /// The test and its markers, each hook or selector target given a region of its own.
    ///
    /// - Throws: ``AdviceError/sealedHook(_:)`` when the flow names a sealed hook, which
    ///   refuses the marker as it refuses all advice.
    func compiled() throws(AdviceError) -> CompiledFlow {
        if isAnywhere { return .anywhere }
        if let sealed = condition.sealedHook { throw .sealedHook(sealed) }
        var markers: [FlowMarker] = []
        let clause = condition.clause(into: &markers)
        return CompiledFlow(test: clause.test, isAnywhere: false, label: description, markers: markers, clause: clause)
    }
}

extension ControlFlow.Condition {
    /// The name of a sealed hook the condition names, which refuses the marker it would need.
    var sealedHook: String? {
        switch self {
        case .anywhere: nil
        case .inside(.hook(let hook)) where hook.isSealed: hook.name
        case .inside: nil
        case .not(let condition): condition.sealedHook
        case .and(let lhs, let rhs), .or(let lhs, let rhs): lhs.sealedHook ?? rhs.sealedHook
        }
    }

    /// The condition with a region for each target, adding the marker each hook or selector
    /// target needs.
    func clause(into markers: inout [FlowMarker]) -> FlowClause {
        switch self {
        case .anywhere: .anywhere
        case .inside(let target): .inside(target, target.region(into: &markers))
        case .not(let condition): .not(condition.clause(into: &markers))
        case .and(let lhs, let rhs): .and(lhs.clause(into: &markers), rhs.clause(into: &markers))
        case .or(let lhs, let rhs): .or(lhs.clause(into: &markers), rhs.clause(into: &markers))
        }
    }
}

extension ControlFlow.Target {
    /// The region a call is inside while it is inside this target, adding the marker that
    /// enters it when the target is hooks.
    func region(into markers: inout [FlowMarker]) -> RegionGate {
        switch self {
        case .region(let region):
            return region.gate
        case .hook(let hook):
            let region = RegionGate()
            markers.append(FlowMarker(region: region, selector: .hook(hook), hook: hook))
            return region
        case .selector(let selector):
            let region = RegionGate()
            markers.append(FlowMarker(region: region, selector: selector, hook: nil))
            return region
        }
    }
}
