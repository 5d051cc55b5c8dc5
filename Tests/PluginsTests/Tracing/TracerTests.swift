import Components
import Foundation
import Interpose
import Plugins
import Testing

@MainActor
@Suite struct TracerTests {
    let session = TracedApp()

    @Test("a synthesized tap is an indented tree of nested calls with labelled arguments, results and virtual times")
    func tree() throws {
        let tracer = Tracer(clock: .virtual(session.app.clock))
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
        #expect(lines[0] == "Application.sendEvent(Event(touches: 1 at 0)) on Application → ()  [at 0 s, took 0 s]")
        #expect(
            lines[2].contains("Control.sendActions(events: [touchDown], event: ")
                && lines[2].contains(#"on Button "ok""#))
        #expect(lines[3].hasSuffix("[at 80.000 ms, took 0 s]"))
        #expect(lines[6].contains("on Application → true"))
        #expect(session.taps == 1)
        let spans = tracer.spans
        #expect(spans.map(\.parent) == [nil, 0, 1, nil, 3, 4, 5, 4])
        #expect(spans.allSatisfy { $0.track == 1 && $0.duration == 0 })
    }

    @Test("the Chrome trace parses back as begin and end events that nest properly, with arguments and results")
    func chrome() throws {
        let tracer = Tracer(clock: .virtual(session.app.clock))
        try session.host.install(tracer)
        try session.input.tap(session.button)
        let data = Data(tracer.chromeTrace().utf8)
        let trace = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(trace["displayTimeUnit"] as? String == "ms")
        let events = try #require(trace["traceEvents"] as? [[String: Any]])
        let calls = events.filter { $0["ph"] as? String != "M" }
        #expect(calls.count == 2 * tracer.spans.count)
        var open: [Int: [String]] = [:]
        var lastStamp: [Int: Double] = [:]
        for event in calls {
            let (tid, name) = (try #require(event["tid"] as? Int), try #require(event["name"] as? String))
            let stamp = try #require(event["ts"] as? Double)
            #expect(stamp > lastStamp[tid] ?? -1, "timestamps keep the order of events on a thread")
            lastStamp[tid] = stamp
            switch event["ph"] as? String {
            case "B": open[tid, default: []].append(name)
            case "E": #expect(open[tid]?.popLast() == name, "an end closes the innermost open call")
            default: Issue.record("unexpected event \(event)")
            }
        }
        #expect(open.values.allSatisfy { $0.isEmpty })
        let action = try #require(calls.first { $0["name"] as? String == "Application.sendAction" })
        let arguments = try #require((action["args"] as? [String: String])?["arguments"])
        #expect(arguments.hasPrefix("(action: count → TracedApp, target: "))
        let ends = calls.filter { $0["ph"] as? String == "E" && $0["name"] as? String == "Application.sendAction" }
        #expect((ends.first?["args"] as? [String: String])?["result"] == "true")
        let touchUp = try #require(
            calls.last { $0["name"] as? String == "Application.sendEvent" && $0["ph"] as? String == "B" })
        #expect((touchUp["ts"] as? Double ?? 0) >= 80_000)
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
        tracer.reset()
        #expect(tracer.spans.isEmpty && tracer.tree().isEmpty)
        let trace = try JSONSerialization.jsonObject(with: Data(tracer.chromeTrace().utf8)) as? [String: Any]
        #expect((trace?["otherData"] as? [String: String])?["clock"] == "wall")
    }
}
