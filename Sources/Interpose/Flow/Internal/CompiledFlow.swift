/// A ``ControlFlow`` made ready to install: its test, and the markers that make the test true.
struct CompiledFlow: Sendable {
    /// Whether the current thread or task is where the advice applies. Not an optional: an
    /// optional's closure is stored in its most general form and costs a conversion per call.
    let test: @Sendable () -> Bool
    /// Whether the flow has no condition.
    let isAnywhere: Bool
    /// The condition in words, for listings.
    let label: String
    /// The regions hooks must mark for the test to work.
    let markers: [FlowMarker]

    /// No condition.
    static let anywhere = CompiledFlow(test: { true }, isAnywhere: true, label: "anywhere", markers: [])
}

/// A region that the hooks a selector matches enter for the duration of each call.
struct FlowMarker: Sendable {
    let region: UInt64
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
        var markers: [FlowMarker] = []
        let check = try condition.compile(into: &markers, stack: .shared)
        return CompiledFlow(test: check, isAnywhere: false, label: description, markers: markers)
    }
}

extension ControlFlow.Condition {
    /// The condition as one closure; the common conditions, inside or outside one target,
    /// are a single closure over the stack with nothing in between.
    func compile(into markers: inout [FlowMarker], stack: FlowStack) throws(AdviceError) -> @Sendable () -> Bool {
        switch self {
        case .anywhere:
            return { true }
        case .inside(let target):
            let region = try target.region(into: &markers)
            return { stack.contains(region) }
        case .not(.inside(let target)):
            let region = try target.region(into: &markers)
            return { !stack.contains(region) }
        case .not(let condition):
            let test = try condition.compile(into: &markers, stack: stack)
            return { !test() }
        case .and(let lhs, let rhs):
            let (left, right) = (try lhs.compile(into: &markers, stack: stack), try rhs.compile(into: &markers, stack: stack))
            return { left() && right() }
        case .or(let lhs, let rhs):
            let (left, right) = (try lhs.compile(into: &markers, stack: stack), try rhs.compile(into: &markers, stack: stack))
            return { left() || right() }
        }
    }
}

extension ControlFlow.Target {
    /// The region a call is inside while it is inside this target, adding the marker that
    /// enters it when the target is hooks.
    func region(into markers: inout [FlowMarker]) throws(AdviceError) -> UInt64 {
        switch self {
        case .region(let region):
            return region.id
        case .hook(let hook):
            if hook.isSealed { throw .sealedHook(hook.name) }
            let region = FlowRegion.makeID()
            markers.append(FlowMarker(region: region, selector: .hook(hook), hook: hook))
            return region
        case .selector(let selector):
            let region = FlowRegion.makeID()
            markers.append(FlowMarker(region: region, selector: selector, hook: nil))
            return region
        }
    }
}
