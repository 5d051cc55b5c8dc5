import Foundation

extension Tracer {
    /// The traced calls as an indented tree, one call a line, two spaces per level of nesting:
    /// hook, arguments, receiver, how it ended, when it began and how long it took on the
    /// tracer's ``clock``, and how long it took in real time.
    ///
    /// ```
    /// Application.sendEvent(Event(touches: 1 at 0)) on Application → ()  [at 0 s, took 0 s, 41.2 µs wall]
    ///   Responder.deliverTouches(touches: […], phase: began, event: …) on Button "ok" → ()  [at 0 s, took 0 s, 30.5 µs wall]
    /// ```
    ///
    /// A tracer whose clock is the wall clock gives its times once: `[at 1.250 ms, took 41.2 µs]`.
    /// Calls on several threads appear in the order they began, each indented under its own
    /// track's enclosing call; a call still under way ends in `…`.
    ///
    /// - Returns: The tree, lines separated by newlines.
    public func tree() -> String {
        spans.map(line).joined(separator: "\n")
    }

    private func line(_ span: TraceSpan) -> String {
        let indent = String(repeating: "  ", count: span.depth)
        let arguments = span.arguments.hasPrefix("(") ? span.arguments : "(\(span.arguments))"
        let thread = span.track == 1 ? "" : "  [thread \(span.track)]"
        guard let outcome = span.outcome, let duration = span.duration, let wall = span.wallDuration else {
            return "\(indent)\(span.hook)\(arguments) on \(span.receiver) …  [at \(Self.time(span.start))]\(thread)"
        }
        let real = clockIsWall ? "" : ", \(Self.time(wall)) wall"
        return "\(indent)\(span.hook)\(arguments) on \(span.receiver) \(outcome)  "
            + "[at \(Self.time(span.start)), took \(Self.time(duration))\(real)]\(thread)"
    }

    /// Seconds as people read them: `0 s`, `12.5 µs`, `3.200 ms`, `1.250 s`.
    static func time(_ seconds: Double) -> String {
        switch abs(seconds) {
        case 0: "0 s"
        case ..<1e-3: String(format: "%.1f µs", seconds * 1e6)
        case ..<1: String(format: "%.3f ms", seconds * 1e3)
        default: String(format: "%.3f s", seconds)
        }
    }
}
