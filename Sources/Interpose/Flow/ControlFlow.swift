/// Where in the control flow advice applies: only inside a call to another hook, only outside
/// one, inside a region you mark, or any combination (AspectJ's `cflow` and `!cflow`).
///
/// ```swift
/// // Count layout passes only while an event is being delivered.
/// try registry.on(View.layoutHook, flow: .inside(Application.sendEventHook)).before { _, _ in count += 1 }
///
/// // Trace every view hook, but never from inside the tracer's own work.
/// try registry.on(matching: "View.*", flow: .outside(tracerRegion)).before { call in … }
/// ```
///
/// "Inside a call" means from the moment the call enters its hook's chain until it returns:
/// its advice, its body and everything they call, on the same thread for a synchronous hook
/// and on the same task (and its child tasks) for an `async` one. Calls nest and re-enter:
/// advice `inside` a hook applies at every depth of a recursion through it, and advice
/// `outside` it at none.
///
/// To know when a call is inside another hook, the registry puts a small marker (an around
/// advice listed with the advice it serves) at the front of that hook's chain; it goes when the
/// advice goes. The test itself is a thread-local read and a scan of the regions entered,
/// a few nanoseconds.
public struct ControlFlow: Sendable, CustomStringConvertible {
    indirect enum Condition: Sendable {
        case anywhere
        case inside(Target)
        case not(Condition)
        case and(Condition, Condition)
        case or(Condition, Condition)
    }

    /// What a call can be inside of.
    enum Target: Sendable {
        case hook(DeclaredHook)
        case selector(HookSelector)
        case region(FlowRegion)
    }

    let condition: Condition

    init(_ condition: Condition) {
        self.condition = condition
    }

    /// Anywhere: no condition. The default.
    public static var anywhere: Self { Self(.anywhere) }

    /// Only while a call to `hook` is under way on this thread or task.
    ///
    /// - Parameter hook: A hook (`Hook`, `ThrowingHook` or `AsyncHook`).
    /// - Returns: The condition.
    public static func inside<H: _AdvisableHook>(_ hook: H) -> Self {
        Self(.inside(.hook(hook.declaration)))
    }

    /// Only while a call to any hook `selector` matches is under way.
    ///
    /// - Parameter selector: The hooks to be inside of.
    /// - Returns: The condition.
    public static func inside(_ selector: HookSelector) -> Self {
        Self(.inside(.selector(selector)))
    }

    /// Only while the current thread or task runs inside `region`.
    ///
    /// - Parameter region: A region marked with ``FlowRegion/run(_:)-81ylh``.
    /// - Returns: The condition.
    public static func inside(_ region: FlowRegion) -> Self {
        Self(.inside(.region(region)))
    }

    /// Only while no call to `hook` is under way on this thread or task.
    ///
    /// - Parameter hook: A hook (`Hook`, `ThrowingHook` or `AsyncHook`).
    /// - Returns: The condition.
    public static func outside<H: _AdvisableHook>(_ hook: H) -> Self {
        !inside(hook)
    }

    /// Only while no call to a hook `selector` matches is under way.
    ///
    /// - Parameter selector: The hooks to be outside of.
    /// - Returns: The condition.
    public static func outside(_ selector: HookSelector) -> Self {
        !inside(selector)
    }

    /// Only while the current thread or task is not inside `region`.
    ///
    /// - Parameter region: A region marked with ``FlowRegion/run(_:)-81ylh``.
    /// - Returns: The condition.
    public static func outside(_ region: FlowRegion) -> Self {
        !inside(region)
    }

    /// Where both conditions hold.
    public static func && (lhs: Self, rhs: Self) -> Self { Self(.and(lhs.condition, rhs.condition)) }

    /// Where either condition holds.
    public static func || (lhs: Self, rhs: Self) -> Self { Self(.or(lhs.condition, rhs.condition)) }

    /// Where the condition does not hold.
    public static prefix func ! (flow: Self) -> Self { Self(.not(flow.condition)) }

    /// Whether this is ``anywhere``.
    var isAnywhere: Bool {
        if case .anywhere = condition { return true }
        return false
    }

    /// The condition in words, such as `inside Application.sendEvent`.
    public var description: String { condition.description }
}

extension ControlFlow.Condition: CustomStringConvertible {
    var description: String {
        switch self {
        case .anywhere: "anywhere"
        case .inside(let target): "inside \(target)"
        case .not(.inside(let target)): "outside \(target)"
        case .not(let condition): "not (\(condition))"
        case .and(let lhs, let rhs): "(\(lhs)) and (\(rhs))"
        case .or(let lhs, let rhs): "(\(lhs)) or (\(rhs))"
        }
    }
}

extension ControlFlow.Target: CustomStringConvertible {
    var description: String {
        switch self {
        case .hook(let hook): hook.name
        case .selector(let selector): "[\(selector)]"
        case .region(let region): region.description
        }
    }
}
