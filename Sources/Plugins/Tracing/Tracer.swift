import Components
import Interpose

/// A plugin that traces every hook a selector matches: nested calls with their arguments,
/// results or errors and times, as an indented tree or as Chrome trace JSON.
///
/// ```swift
/// let tracer = Tracer(selecting: "Application.*" || "Responder.*" || "Control.*", clock: .virtual(app.clock))
/// try host.install(tracer)
/// try input.tap(okButton)
/// print(tracer.tree())
/// // Application.sendEvent(Event(touches: 1 at 0)) on Application → ()  [at 0 s, took 0 s, 41.2 µs wall]
/// //   Responder.deliverTouches(touches: […], phase: began, event: …) on Button "ok" → ()  [at 0 s, took 0 s, 30.5 µs wall]
/// try tracer.chromeTrace().write(to: url, atomically: true, encoding: .utf8)   // open in Perfetto
/// ```
///
/// Every call is timed on the tracer's ``clock``, the time the traced program keeps (an
/// application's virtual clock, under which a tap takes no time at all), and on its
/// ``wallClock``, real time, which shows where the time went; by default the two are one. The
/// tree gives both; the Chrome trace lays calls out in real time and carries the clock's times
/// in each event's `args`.
///
/// Synchronous hooks are wrapped with selector around advice, `async` ones with `async` around
/// advice, both installed `outside` the tracer's own `FlowRegion`: describing arguments,
/// receivers and results runs inside it, so hooks the descriptions call are never traced and
/// cannot recurse. Everything is installed through the plugin's context, so uninstalling the
/// tracer removes all of it; what it recorded stays readable.
public final class Tracer: Plugin {
    /// The plugin's identifier, also the name of its advice on each hook.
    public let id: String
    /// The hooks it traces.
    public let selector: HookSelector
    /// Where it reads the time the traced program keeps: the spans' ``TraceSpan/start`` and
    /// ``TraceSpan/end``. The wall clock unless the tracer was given another.
    public let clock: TraceClock
    /// Where it reads real time: the spans' ``TraceSpan/wallStart`` and ``TraceSpan/wallEnd``,
    /// and the Chrome trace's timestamps and durations.
    public let wallClock: TraceClock
    /// The longest description kept of a receiver, arguments or result; longer ones are cut
    /// with `…` and counted in ``truncatedValues``.
    public let valueLimit: Int
    /// The tracer's own work, which its advice stays out of.
    public let region: FlowRegion
    /// Whether ``clock`` is ``wallClock``, read once for both.
    let clockIsWall: Bool
    let log = TraceLog()

    /// Creates a tracer.
    ///
    /// - Parameters:
    ///   - id: The plugin's identifier; `"tracer"` by default.
    ///   - selector: The hooks to trace; all by default.
    ///   - clock: The time the traced program keeps, such as ``TraceClock/virtual(_:)``; by
    ///     default the wall clock, so calls are timed once.
    ///   - wallClock: Real time; by default ``TraceClock/wall``, a monotonic clock counting from
    ///     the tracer's making. Tests pass a clock that advances by fixed steps.
    ///   - valueLimit: The longest description kept, in characters; 120 by default.
    public init(
        id: String = "tracer", selecting selector: HookSelector = .any, clock: TraceClock? = nil,
        wallClock: TraceClock = .wall, valueLimit: Int = 120
    ) {
        self.id = id
        self.selector = selector
        self.clock = clock ?? wallClock
        self.wallClock = wallClock
        self.clockIsWall = clock == nil
        self.valueLimit = max(1, valueLimit)
        self.region = FlowRegion(id)
    }

    /// Installs around advice on every synchronous hook the selector matches and `async` around
    /// advice on every `async` one, now and as hooks become known.
    ///
    /// - Throws: `AdviceError` when a matched hook already has advice named like
    ///   the tracer.
    public func install(into context: PluginContext) throws {
        try context.on(matching: selector, named: id, flow: .outside(region)).around { [self] invocation in
            let span = begin(invocation.hook, receiver: invocation.receiver, arguments: invocation.arguments)
            let outcome = invocation.proceed()
            end(span, outcome)
            return outcome
        }
        try context.on(matching: selector, named: id, flow: .outside(region)).aroundAsync { [self] invocation in
            let span = begin(invocation.hook, receiver: invocation.receiver, arguments: invocation.arguments)
            let outcome = await invocation.proceed()
            end(span, outcome)
            return outcome
        }
    }

    /// Every call traced so far, in the order they began.
    public var spans: [TraceSpan] { log.spans }

    /// Forgets every call traced so far, and the count of descriptions cut.
    public func reset() {
        log.reset()
    }

    /// How many descriptions of receivers, arguments, results or errors were cut to
    /// ``valueLimit`` characters since the tracer was made or reset.
    ///
    /// Nothing is cut silently: ``summary`` and the Chrome trace's `otherData` say how many.
    public var truncatedValues: Int { log.truncated }

    /// One line that says how many calls were traced, how many are still under way, and how
    /// many descriptions were cut.
    ///
    /// ```
    /// 412 calls traced; 35 values cut to 120 characters
    /// ```
    public var summary: String {
        let spans = spans
        var parts = ["\(spans.count) call\(spans.count == 1 ? "" : "s") traced"]
        let running = spans.count { $0.end == nil }
        if running > 0 { parts.append("\(running) still under way") }
        let cut = truncatedValues
        if cut > 0 { parts.append("\(cut) value\(cut == 1 ? "" : "s") cut to \(valueLimit) characters") }
        return parts.joined(separator: "; ")
    }

    /// Opens a span for a call, describing it inside the tracer's region, then reading the time.
    private func begin(_ hook: DeclaredHook, receiver: AnyObject, arguments: HookValue) -> (id: Int, onMainActor: Bool)
    {
        region.run {
            let onMainActor = receiver is any MainActorInterceptable
            let (receiver, arguments) = (describe(receiver: receiver), describe(arguments))
            let (time, wall) = now(onMainActor: onMainActor)
            let id = log.begin(
                hook: hook.name, receiver: receiver, arguments: arguments, onMainActor: onMainActor, at: time,
                wall: wall)
            return (id, onMainActor)
        }
    }

    /// Closes a span, reading the time before describing how the call ended.
    private func end(_ span: (id: Int, onMainActor: Bool), _ outcome: HookOutcome) {
        region.run {
            let (time, wall) = now(onMainActor: span.onMainActor)
            let ended: TraceSpan.Outcome =
                if let error = outcome.error { .threw(shorten(String(describing: error))) } else {
                    .returned(outcome.result.map(describe) ?? "()")
                }
            log.end(span.id, outcome: ended, at: time, wall: wall)
        }
    }

    /// The time on the tracer's clock and on its wall clock.
    private func now(onMainActor: Bool) -> (time: Double, wall: Double) {
        let wall = wallClock.now(onMainActor: onMainActor)
        return (clockIsWall ? wall : clock.now(onMainActor: onMainActor), wall)
    }

    private func describe(_ value: HookValue) -> String {
        shorten(Self.readable(value))
    }

    /// `value` as a person reads it: a tuple's fields with their labels, as Swift prints them,
    /// and an optional as what it holds, or `nil`.
    static func readable(_ value: HookValue) -> String {
        let mirror = Mirror(reflecting: value.value)
        switch mirror.displayStyle {
        case .tuple:
            let fields = value.fields.map { field in (field.label.map { "\($0): " } ?? "") + readable(field.value) }
            return "(" + fields.joined(separator: ", ") + ")"
        case .optional:
            guard let wrapped = mirror.children.first else { return "nil" }
            return readable(HookValue(wrapped.value))
        default:
            return value.description
        }
    }

    private func describe(receiver: AnyObject) -> String {
        if let described = receiver as? any CustomStringConvertible { return shorten(described.description) }
        return String(describing: type(of: receiver))
    }

    private func shorten(_ text: String) -> String {
        let flat = String(text.map { $0.isNewline ? " " : $0 })
        guard flat.count > valueLimit else { return flat }
        log.noteTruncated()
        return String(flat.prefix(valueLimit - 1)) + "…"
    }
}
