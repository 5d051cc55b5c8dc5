/// The speed and memory targets the project holds itself to, checked on every run.
enum Targets {
    static let all: [Target] = [
        ratio("hook, no advice", to: "direct call", atMost: 1.3, "no-advice hook within 1.3x of the direct call"),
        absolute("hook, 4 before + 4 after", atMost: 30, "4 before + 4 after within 30 ns"),
        absolute("hook, 1 around", atMost: 15, "1 around advice within 15 ns"),
        ratio(
            "hook, 1 around", to: "closure chain, 1 level", atMost: 3.5, "1 around within 3.5x a 1-level closure chain"),
        ratio(
            "hook, 4 before + 4 after", to: "closure arrays, 4 before + 4 after", atMost: 0.25,
            "4 before + 4 after within 0.25x of the closure arrays"),
        ratio(
            "instance advice, its instance", to: "closure chain, 1 level", atMost: 3,
            "instance advice on its own instance within 3x a 1-level closure chain"),
        // Twice what install + remove cost with a reader count on every call, on the Xeon the
        // benchmarks run on (about 8 µs alone and 11 µs with a thread calling the same hook).
        absolute(
            "install + remove, no callers", atMost: 16_000,
            "install + remove within 2x of the reader-count design, nobody calling"),
        absolute(
            "install + remove, 1 thread calling", atMost: 22_000,
            "install + remove within 2x of the reader-count design, a thread calling the hook"),
        ratio(
            "hook, 16 around", to: "closure chain, 16 levels", atMost: 1.5,
            "16 around within 1.5x a 16-level closure chain"),
        ratio(
            "instance advice, other instance", to: "hook, no advice", atMost: 1.5,
            "instance advice costs other instances within 1.5x of no advice"),
        absolute("instance advice, its instance", atMost: 25, "instance advice on its own instance within 25 ns"),
        ratio(
            "hook, 16 around", to: "NIO pipeline, 16 handlers", atMost: 1.0 / 3,
            "16 around at least 3x faster than NIO's 16 handlers"),
        ratio(
            "EventBus publish, 1 subscriber", to: "NotificationCenter post, 1 observer", atMost: 0.1,
            "bus to 1 subscriber at least 10x faster than NotificationCenter"),
        ratio(
            "EventBus publish, 1 subscriber", to: "OpenCombine send, 1 subscriber", atMost: 0.25,
            "bus to 1 subscriber at least 4x faster than OpenCombine"),
        ratio(
            "EventBus publish, 10 subscribers", to: "NotificationCenter post, 10 observers", atMost: 0.125,
            "bus to 10 subscribers at least 8x faster than NotificationCenter"),
        ratio(
            "EventBus publish, 10 subscribers", to: "OpenCombine send, 10 subscribers", atMost: 0.125,
            "bus to 10 subscribers at least 8x faster than OpenCombine"),
        ratio(
            "probe, 1 around through a selector", to: "probe, 1 around installed directly", atMost: 1.5,
            "selector around advice within 1.5x of the same advice installed directly"),
        ratio(
            "probe, 1 before through a selector", to: "probe, 1 before installed directly", atMost: 1.5,
            "selector before advice within 1.5x of the same advice installed directly"),
        ratio(
            "probe, hook the selector does not match", to: "probe, unadvised hook, no advice anywhere", atMost: 1.1,
            "a hook no selector matches within 1.1x of no advice"),
        ratio(
            StateBenchmarks.stateful, to: StateBenchmarks.plain, atMost: 1.5,
            "advice reading its per-receiver state within 1.5x of the same advice keeping none"),
        ratio(
            StateBenchmarks.property, to: StateBenchmarks.hook, atMost: 1.3,
            "an intercepted property read with no advice within 1.3x of a hook with no advice"),
        ratio(
            "probe, hook a type selector does not match", to: "probe, unadvised hook, no advice anywhere",
            atMost: 1.1, "a hook a selector by argument type does not match within 1.1x of no advice"),
        difference(
            "probe, 1 before, flow check passes", minus: "probe, 1 before installed directly", atMost: 5,
            "a control-flow check adds under 5 ns"),
        ratio(
            "synthesized swipe, 100,000 rows", to: "synthesized swipe, 100 rows", atMost: 1.5,
            "a swipe on 100,000 rows within 1.5x of the same swipe on 100"),
        ratio(
            "script, parse, 100,000 lines", to: ScriptBenchmarks.split, atMost: 5,
            "parsing a 100,000-line script within 5x of splitting it into lines"),
        ratio(
            "script, print, 100,000 lines", to: ScriptBenchmarks.split, atMost: 5,
            "printing a 100,000-line script within 5x of splitting it into lines"),
        absolute(
            "\(CompositionBenchmarks.load) 1,000 scripts of \(CompositionBenchmarks.linesPerScript) lines",
            atMost: 100_000_000, "loading and checking a suite of 1,000 scripts with variables within 100 ms"),
        ratio(
            startingWith: CompositionBenchmarks.runWith, to: CompositionBenchmarks.played, atMost: 1.5,
            "a script run over 1,000 data rows with RunWith within 1.5x of a play per row, values written in"),
        ratio(
            RecordingBenchmarks.recorded, to: RecordingBenchmarks.bare, atMost: 1.5,
            "a synthesized tap with the recorder within 1.5x of the bare tap"),
        absolute(
            ExplainBenchmarks.explain100, atMost: 1_000_000,
            "an explanation of a call through a hook with 100 advice under 1 ms"),
        absolute(
            CassetteBenchmarks.replayed, atMost: 2_000, "a call answered from a cassette within 2 µs"),
        difference(
            CassetteBenchmarks.recorded, minus: CassetteBenchmarks.plain, atMost: 5_000,
            "recording a call into a cassette adds under 5 µs, JSON encoding included"),
        absolute(
            StudioBenchmarks.redraw, atMost: 5_000_000,
            "the studio redraws the sample app's largest screen in a 200x60 terminal within 5 ms"),
        absolute(
            StudioBenchmarks.snapshot, atMost: 1_000_000,
            "snapshotting the sample app's largest screen and comparing it takes under 1 ms"),
        absolute(
            ReportingBenchmarks.text, atMost: 20_000,
            "a script's text report within 20 µs, 5% of its 0.4 ms in a run of 1,000 scripts"),
        absolute(
            "recorder heap per raw event", atMost: 100,
            "the recorder keeps under 100 bytes per raw event, provenance included"),
        ratio(
            "play a command, 1,000 views", to: "synthesize the same input directly", atMost: 2,
            "playing a script, finding each component among 1,000 views, within 2x of synthesizing the input directly"),
        equal(
            "heap per hooked receiver, no advice", to: "heap per hooked receiver, type advice installed",
            "installed advice adds no per-instance storage"),
        absolute(
            "captures alive after 1000 tidy receivers went", atMost: 0, "instance advice is freed with its instance"),
        absolute("heap kept per install + remove", atMost: 0, "a change keeps no heap once calls are quiet"),
        absolute(
            "heap kept per instance-advised receiver that went", atMost: 1,
            "an instance's advice, and the memory it pinned, come back once pruned"),
        prefix(
            "heap growth,", "install + remove", atMost: 1_048_576,
            "under 1 MB of growth over install + remove cycles while a thread calls"),
        prefix(
            "heap growth,", "subscribe + cancel", atMost: 1_048_576,
            "under 1 MB of growth over subscribe + cancel cycles while a thread publishes"),
    ]

    /// A target on the row whose name starts with `start` and contains `part` (its name
    /// carries the run's cycle count).
    private static func prefix(_ start: String, _ part: String, atMost limit: Double, _ statement: String) -> Target {
        Target(statement: statement) { rows in
            rows.first { $0.key.hasPrefix(start) && $0.key.contains(part) }.map { $0.value <= limit }
        }
    }

    private static func ratio(_ row: String, to peer: String, atMost limit: Double, _ statement: String) -> Target {
        Target(statement: statement) { rows in
            guard let value = rows[row], let base = rows[peer], base > 0 else { return nil }
            return value / base <= limit
        }
    }

    /// A ratio between the rows whose names start with `row` and with `peer` (their names
    /// carry the run's sizes, which `--quick` makes smaller).
    private static func ratio(startingWith row: String, to peer: String, atMost limit: Double, _ statement: String)
        -> Target
    {
        Target(statement: statement) { rows in
            func cost(_ start: String) -> Double? { rows.first { $0.key.hasPrefix(start) }?.value }
            guard let value = cost(row), let base = cost(peer), base > 0 else { return nil }
            return value / base <= limit
        }
    }

    private static func difference(_ row: String, minus base: String, atMost limit: Double, _ statement: String)
        -> Target
    {
        Target(statement: statement) { rows in
            guard let value = rows[row], let baseline = rows[base] else { return nil }
            return value - baseline <= limit
        }
    }

    private static func absolute(_ row: String, atMost limit: Double, _ statement: String) -> Target {
        Target(statement: statement) { rows in rows[row].map { $0 <= limit } }
    }

    private static func equal(_ row: String, to other: String, _ statement: String) -> Target {
        Target(statement: statement) { rows in
            guard let value = rows[row], let base = rows[other] else { return nil }
            return abs(value - base) < 1
        }
    }
}
