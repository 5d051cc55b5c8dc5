import Foundation

extension Tracer {
    /// The traced calls as Chrome trace event JSON, which Perfetto (ui.perfetto.dev) and
    /// chrome://tracing open as a timeline.
    ///
    /// ```swift
    /// try tracer.chromeTrace().write(to: URL(filePath: "tap.json"), atomically: true, encoding: .utf8)
    /// ```
    ///
    /// Each finished call is one complete event (`"ph": "X"`) on its track's thread, laid out in
    /// real time: `ts` is when it began and `dur` how long it took, in microseconds of the
    /// tracer's ``wallClock`` since the trace started, so nested calls sit inside their callers
    /// and the widest bars are where the time went. Two readings never share an instant on a
    /// track: each is placed at least a nanosecond after the one before, so calls keep their
    /// order and nesting in viewers that sort by time.
    ///
    /// An event's `args` hold the receiver, the arguments, and the result or error; when the
    /// tracer has a ``clock`` of its own (a virtual clock, say), also when the call began and
    /// how long it took on that clock, under the clock's name:
    ///
    /// ```json
    /// {"args": {"arguments": "Event(touches: 1 at 0.08)", "receiver": "Application", "result": "()",
    ///           "virtual at": "80.000 ms", "virtual took": "0 s"},
    ///  "cat": "hook", "dur": 797.425, "name": "Application.sendEvent", "ph": "X", "pid": 1, "tid": 1, "ts": 5237.823}
    /// ```
    ///
    /// Calls still under way are left out, and `otherData` says how many (`unfinishedCalls`), as
    /// it says how many descriptions were cut to the value limit (`truncatedValues`).
    ///
    /// - Returns: A JSON object with `traceEvents`, `displayTimeUnit` and `otherData` (the names
    ///   of the two clocks, the tracer's identifier and those two counts, as strings).
    public func chromeTrace() -> String {
        let all = spans
        let finished = all.filter { $0.wallEnd != nil }
        var events: [[String: Any]] = Set(finished.map(\.track)).sorted().map(threadName)
        events += Self.wallStamps(finished).map { span, begin, end in event(span, at: begin, lasting: end - begin) }
        let trace: [String: Any] = [
            "traceEvents": events, "displayTimeUnit": "ms",
            "otherData": [
                "clock": clock.name, "wallClock": wallClock.name, "tracer": id,
                "truncatedValues": String(truncatedValues), "unfinishedCalls": String(all.count - finished.count),
            ],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: trace, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Each finished span, in the order calls began, with its wall-clock begin and end in
    /// microseconds, every reading on a track at least a nanosecond after the one before.
    private static func wallStamps(_ spans: [TraceSpan]) -> [(span: TraceSpan, begin: Double, end: Double)] {
        let readings =
            (spans.indices.map { (order: spans[$0].beganAt, index: $0, isBegin: true) }
            + spans.indices.map { (order: spans[$0].endedAt ?? spans[$0].beganAt, index: $0, isBegin: false) })
            .sorted { $0.order < $1.order }
        var stamps = spans.map { _ in (begin: 0.0, end: 0.0) }
        var last: [Int: Double] = [:]
        for reading in readings {
            let span = spans[reading.index]
            let time = reading.isBegin ? span.wallStart : (span.wallEnd ?? span.wallStart)
            let stamp = max(time * 1e6, (last[span.track] ?? -.infinity) + 0.001)
            last[span.track] = stamp
            if reading.isBegin { stamps[reading.index].begin = stamp } else { stamps[reading.index].end = stamp }
        }
        return spans.indices.map { (spans[$0], stamps[$0].begin, stamps[$0].end) }
    }

    private func event(_ span: TraceSpan, at stamp: Double, lasting duration: Double) -> [String: Any] {
        var args = ["receiver": span.receiver, "arguments": span.arguments]
        switch span.outcome {
        case .returned(let value): args["result"] = value
        case .threw(let error): args["error"] = error
        case nil: break
        }
        if !clockIsWall {
            args["\(clock.name) at"] = Self.time(span.start)
            args["\(clock.name) took"] = span.duration.map(Self.time)
        }
        return [
            "name": span.hook, "cat": "hook", "ph": "X", "ts": stamp, "dur": duration, "pid": 1, "tid": span.track,
            "args": args,
        ]
    }

    private func threadName(_ track: Int) -> [String: Any] {
        [
            "name": "thread_name", "ph": "M", "pid": 1, "tid": track,
            "args": ["name": track == 1 ? "main actor" : "thread \(track)"],
        ]
    }
}
