import Components
import Foundation
import Interpose
import Plugins
import Testing

@MainActor
@Suite struct TracerTests {
    let session = TracedApp()

    @Test(
        "a synthesized tap is an indented tree of nested calls with labelled arguments, results, virtual and wall times"
    )
    func tree() throws {
        let tracer = Tracer(clock: .virtual(session.app.clock), wallClock: SteppingClock().clock)
        try session.host.install(tracer)
        try session.input.tap(session.button)
        let lines = tracer.tree().split(separator: "\n").map(String.init)
        let outline = lines.map { line in
            let depth = line.prefix { $0 == " " }.count / 2
            return "\(depth) " + line.drop { $0 == " " }.prefix { $0 != "(" }
        }
        #expect(
            outline == [
                "0 Application.sendEvent", "1 Responder.deliverTouches", "2 Control.sendActions",
                "0 Application.sendEvent", "1 Responder.deliverTouches", "2 Control.sendActions",
                "3 Application.sendAction", "2 Control.sendActions",
            ])
        #expect(
            lines[0]
                == "Application.sendEvent(Event(touches: 1 at 0)) on Application → ()  [at 0 s, took 0 s, 5.000 ms wall]"
        )
        #expect(
            lines[2].contains("Control.sendActions(events: [touchDown], event: Event(touches: 1 at 0))")
                && lines[2].contains(#"on Button "ok""#) && lines[2].hasSuffix("[at 0 s, took 0 s, 1.000 ms wall]"))
        #expect(lines[3].hasSuffix("[at 80.000 ms, took 0 s, 9.000 ms wall]"))
        #expect(lines[6].contains("on Application → true"))
        #expect(session.taps == 1)
        let spans = tracer.spans
        #expect(spans.map(\.parent) == [nil, 0, 1, nil, 3, 4, 5, 4])
        #expect(spans.allSatisfy { $0.track == 1 && $0.duration == 0 })
        #expect(spans.map { milliseconds($0.wallDuration) } == [5, 3, 1, 9, 7, 3, 1, 1])
    }

    @Test("an optional argument is traced as what it holds, or nil")
    func optionalArguments() throws {
        let tracer = Tracer(selecting: "Control.sendActions")
        try session.host.install(tracer)
        session.button.sendActions(for: .touchUpInside)
        #expect(tracer.spans.map(\.arguments) == ["(events: [touchUpInside], event: nil)"])
    }

    @Test("the Chrome trace lays calls out in wall time, nested on their thread, with virtual times in their args")
    func chrome() throws {
        let tracer = Tracer(clock: .virtual(session.app.clock), wallClock: SteppingClock().clock)
        try session.host.install(tracer)
        try session.input.tap(session.button)
        let data = Data(tracer.chromeTrace().utf8)
        let trace = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(trace["displayTimeUnit"] as? String == "ms")
        #expect((trace["otherData"] as? [String: String])?["clock"] == "virtual")
        #expect((trace["otherData"] as? [String: String])?["wallClock"] == "steps")
        let events = try #require(trace["traceEvents"] as? [[String: Any]])
        let calls = events.filter { $0["ph"] as? String != "M" }
        #expect(calls.count == tracer.spans.count && calls.allSatisfy { $0["ph"] as? String == "X" })
        let timed = try calls.map { event in
            (
                name: try #require(event["name"] as? String), tid: try #require(event["tid"] as? Int),
                ts: try #require(event["ts"] as? Double), dur: try #require(event["dur"] as? Double)
            )
        }
        #expect(timed.map { $0.ts.rounded() } == [0, 1000, 2000, 6000, 7000, 8000, 9000, 12_000])
        #expect(timed.map { $0.dur.rounded() } == [5000, 3000, 1000, 9000, 7000, 3000, 1000, 1000])
        var open: [(name: String, end: Double)] = []
        for call in timed {
            #expect(call.tid == 1)
            while let last = open.last, last.end <= call.ts { open.removeLast() }
            #expect(call.ts + call.dur <= open.last?.end ?? .infinity, "\(call.name) ends inside its caller")
            open.append((call.name, call.ts + call.dur))
        }
        let action = try #require(calls.first { $0["name"] as? String == "Application.sendAction" })
        let args = try #require(action["args"] as? [String: String])
        #expect(args["arguments"]?.hasPrefix("(action: count → TracedApp, target: ") == true)
        #expect(args["result"] == "true")
        #expect(args["virtual at"] == "80.000 ms" && args["virtual took"] == "0 s")
    }

    @Test("a tracer on the wall clock alone gives each time once")
    func wallOnly() throws {
        let tracer = Tracer(selecting: "Application.*", wallClock: SteppingClock().clock)
        try session.host.install(tracer)
        try session.input.tap(session.button)
        let lines = tracer.tree().split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasSuffix("→ ()  [at 0 s, took 1.000 ms]"))
        #expect(lines[1].hasSuffix("→ ()  [at 2.000 ms, took 3.000 ms]"))
        let data = Data(tracer.chromeTrace().utf8)
        let trace = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let events = try #require(trace["traceEvents"] as? [[String: Any]])
        let args = events.compactMap { $0["ph"] as? String == "X" ? $0["args"] as? [String: String] : nil }
        #expect(args.count == 3 && args.allSatisfy { $0.keys.sorted() == ["arguments", "receiver", "result"] })
        #expect((trace["otherData"] as? [String: String])?["clock"] == "steps")
    }

    /// `seconds` in whole milliseconds, or -1 for `nil`.
    private func milliseconds(_ seconds: Double?) -> Int {
        seconds.map { Int(($0 * 1000).rounded()) } ?? -1
    }

    @Test("the tracer never traces its own work: hooks its descriptions call are not traced and cannot recurse")
    func ownWork() throws {
        let talker = Talker(registry: session.registry)
        session.registry.declare(Talker.self)
        let tracer = Tracer(selecting: "Talker.*")
        try session.host.install(tracer)
        #expect(talker.say(Quote("hello", whisperingTo: talker)) == 5)
        _ = talker.whisper()
        #expect(tracer.spans.map(\.hook) == ["Talker.say", "Talker.whisper"])
        #expect(tracer.spans[0].arguments == #""hello" (psst)"#)
        #expect(tracer.tree().split(separator: "\n").count == 2)
    }

    @Test("errors are traced as thrown, and async hooks are traced across their suspensions")
    func errorsAndAsync() async throws {
        let talker = Talker(registry: session.registry)
        session.registry.declare(Talker.self)
        let tracer = Tracer(selecting: "Talker.*")
        try session.host.install(tracer)
        #expect(throws: TalkError.tooLoud("enormous")) { try talker.shout("enormous") }
        #expect(await talker.listen(2) == ["word 0", "word 1"])
        let spans = tracer.spans
        #expect(spans.map(\.hook) == ["Talker.shout", "Talker.listen", "Talker.say", "Talker.say"])
        #expect(spans[0].outcome == .threw("tooLoud(\"enormous\")"))
        #expect(spans[1].outcome == .returned(#"["word 0", "word 1"]"#))
        #expect(spans.allSatisfy { ($0.duration ?? -1) >= 0 })
        #expect(tracer.tree().contains(#"Talker.shout(enormous) on Talker threw tooLoud("enormous")"#))
    }

    @Test("uninstalling the tracer leaves nothing behind in the registry, and it records no more")
    func uninstall() throws {
        let tracer = Tracer(clock: .virtual(session.app.clock))
        try session.host.install(tracer)
        let installed = session.registry.installedAdvice()
        #expect(installed.contains { $0.hook == "Application.sendEvent" })
        #expect(installed.allSatisfy { $0.owner == "tracer" })
        try session.input.tap(session.button)
        let recorded = tracer.spans.count
        try session.host.uninstall("tracer")
        #expect(session.registry.isEmpty)
        try session.input.tap(session.button)
        #expect(tracer.spans.count == recorded)
        #expect(session.taps == 2)
    }

    @Test("a tracer installed before the components exist traces them from their first call")
    func beforeComponents() throws {
        let registry = AspectRegistry()
        let host = PluginHost(registry: registry)
        let tracer = Tracer(selecting: "View.didInit")
        try host.install(tracer)
        _ = AspectRegistry.$current.withValue(registry) { Slider(frame: .zero) }
        #expect(tracer.spans.map { "\($0.hook) on \($0.receiver)" } == ["View.didInit on Slider"])
    }

    @Test("reset forgets what was traced; the wall clock gives real, ordered times")
    func resetAndWall() throws {
        let tracer = Tracer(selecting: "Application.*")
        try session.host.install(tracer)
        try session.input.tap(session.button)
        #expect(tracer.spans.count == 3)
        let times = tracer.spans.map(\.start)
        #expect(times == times.sorted())
        #expect(tracer.spans.map(\.start) == tracer.spans.map(\.wallStart), "one clock, read once")
        tracer.reset()
        #expect(tracer.spans.isEmpty && tracer.tree().isEmpty)
        let trace = try JSONSerialization.jsonObject(with: Data(tracer.chromeTrace().utf8)) as? [String: Any]
        #expect((trace?["otherData"] as? [String: String])?["clock"] == "wall")
    }
}
