import Foundation

extension Tracer {
    /// The traced calls as Chrome trace event JSON, which Perfetto (ui.perfetto.dev) and
    /// chrome://tracing open as a timeline.
    ///
    /// ```swift
    /// try tracer.chromeTrace().write(to: URL(filePath: "tap.json"), atomically: true, encoding: .utf8)
    /// ```
    ///
    /// Each finished call is a begin (`"ph": "B"`) and an end (`"ph": "E"`) event on its track's
    /// thread, in the order they happened, so events nest as the calls did. Arguments and the
    /// receiver go in the begin event's `args`, the result or error in the end event's.
    /// Timestamps are microseconds of the tracer's clock; where several events share one
    /// instant (a virtual clock stands still during an event), each is placed a nanosecond
    /// after the one before on its track, so viewers that sort by time keep their order.
    ///
    /// Calls still under way are left out, and `otherData` says how many (`unfinishedCalls`), as
    /// it says how many descriptions were cut to the value limit (`truncatedValues`).
    ///
    /// - Returns: A JSON object with `traceEvents`, `displayTimeUnit` and `otherData` (the
    ///   clock's name, the tracer's identifier and those two counts, as strings).
    public func chromeTrace() -> String {
        let all = spans
        let finished = all.filter { $0.end != nil }
        var events: [[String: Any]] = Set(finished.map(\.track)).sorted().map(threadName)
        var last: [Int: Double] = [:]
        for (span, isBegin) in Self.timeline(finished) {
            let time = isBegin ? span.start : (span.end ?? span.start)
            let stamp = max(time * 1e6, (last[span.track] ?? -.infinity) + 0.001)
            last[span.track] = stamp
            events.append(event(span, isBegin: isBegin, at: stamp))
        }
        let trace: [String: Any] = [
            "traceEvents": events, "displayTimeUnit": "ms",
            "otherData": [
                "clock": clock.name, "tracer": id, "truncatedValues": String(truncatedValues),
                "unfinishedCalls": String(all.count - finished.count),
            ],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: trace, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Every begin and end, in the order they happened.
    private static func timeline(_ spans: [TraceSpan]) -> [(span: TraceSpan, isBegin: Bool)] {
        let begins = spans.map { (order: $0.beganAt, span: $0, isBegin: true) }
        let ends = spans.map { (order: $0.endedAt ?? $0.beganAt, span: $0, isBegin: false) }
        return (begins + ends).sorted { $0.order < $1.order }.map { ($0.span, $0.isBegin) }
    }

    private func event(_ span: TraceSpan, isBegin: Bool, at stamp: Double) -> [String: Any] {
        var event: [String: Any] = [
            "name": span.hook, "cat": "hook", "ph": isBegin ? "B" : "E", "ts": stamp, "pid": 1, "tid": span.track,
        ]
        if isBegin {
            event["args"] = ["receiver": span.receiver, "arguments": span.arguments]
        } else {
            switch span.outcome {
            case .returned(let value): event["args"] = ["result": value]
            case .threw(let error): event["args"] = ["error": error]
            case nil: break
            }
        }
        return event
    }

    private func threadName(_ track: Int) -> [String: Any] {
        [
            "name": "thread_name", "ph": "M", "pid": 1, "tid": track,
            "args": ["name": track == 1 ? "main actor" : "thread \(track)"],
        ]
    }
}
