import Foundation
import Interpose
import Plugins
import TestSupport
import Testing

/// The tracer cuts long descriptions and leaves calls still under way out of the Chrome trace;
/// it counts both and says so.
@MainActor
@Suite struct TracerTruncationTests {
    let session = TracedApp()

    @Test("every description cut to the value limit is counted, in the summary and in the Chrome trace")
    func truncationsCounted() throws {
        let talker = Talker(registry: session.registry)
        session.registry.declare(Talker.self)
        let tracer = Tracer(selecting: "Talker.*", valueLimit: 8)
        try session.host.install(tracer)
        _ = talker.say(Quote("a sentence far longer than eight", whisperingTo: nil))
        _ = talker.say(Quote("hi", whisperingTo: nil))
        #expect(throws: TalkError.self) { try talker.shout("enormous") }
        let cut = tracer.spans.flatMap { [$0.arguments, $0.outcome?.description ?? ""] }.filter { $0.hasSuffix("…") }
        #expect(cut.count == 2, "\(tracer.tree())")
        #expect(tracer.truncatedValues == 2)
        #expect(tracer.summary == "3 calls traced; 2 values cut to 8 characters")
        let trace = try JSONSerialization.jsonObject(with: Data(tracer.chromeTrace().utf8)) as? [String: Any]
        let other = try #require(trace?["otherData"] as? [String: String])
        #expect(other["truncatedValues"] == "2")
        #expect(other["unfinishedCalls"] == "0")
        tracer.reset()
        #expect(tracer.truncatedValues == 0)
        #expect(tracer.summary == "0 calls traced")
    }

    @Test("calls still under way are left out of the Chrome trace, and it says how many")
    func unfinishedCallsCounted() throws {
        let talker = Talker(registry: session.registry)
        session.registry.declare(Talker.self)
        let tracer = Tracer(selecting: "Talker.*")
        try session.host.install(tracer)
        let seen = Guarded<(trace: String, summary: String)?>(nil)
        try session.registry.on(Talker.sayHook, named: "peek").before { _, _ in
            seen.withLock { $0 = (tracer.chromeTrace(), tracer.summary) }
        }
        _ = talker.say(Quote("hello", whisperingTo: nil))
        let (chrome, summary) = try #require(seen.withLock { $0 })
        #expect(summary == "1 call traced; 1 still under way")
        let trace = try JSONSerialization.jsonObject(with: Data(chrome.utf8)) as? [String: Any]
        #expect((trace?["otherData"] as? [String: String])?["unfinishedCalls"] == "1")
        #expect((trace?["traceEvents"] as? [[String: Any]])?.filter { $0["ph"] as? String == "B" }.isEmpty == true)
    }
}
