import Components
import Foundation
import Interpose
import Plugins
import SampleApp
import Testing

/// Record a session, replay the script on a fresh app, record the replay: the two scripts are
/// identical and the two apps end in the same state.
@MainActor
@Suite struct FidelityTests {
    /// What one round trip found: `nil` when the replay matched, else the first difference.
    struct Trip {
        let script: Script
        let report: RunReport
        let difference: String?
    }

    /// Records `session` on one sample app, replays it on another with a recorder, and compares.
    func roundTrip(in dialect: ScriptDialect = .interpose, _ session: (SampleApp, Recorder) throws -> Void) throws
        -> Trip
    {
        let (original, recorder, originalHost) = try Self.recordingApp(dialect)
        try session(original, recorder)
        original.application.clock.runUntilIdle()
        let script = recorder.script
        let (replay, rerecorder, replayHost) = try Self.recordingApp(dialect)
        defer { withExtendedLifetime((originalHost, replayHost)) {} }
        let player = Player(
            application: replay.application, secrets: PlaybackSecrets(["password": "correct horse"]),
            bus: replayHost.bus)
        let report = player.play(script)
        replay.application.clock.runUntilIdle()
        let difference =
            Self.firstDifference(script.commands.map(\.text), rerecorder.script.commands.map(\.text), "script")
            ?? SampleApp.firstDifference(original.stateDescription, replay.stateDescription).map { "state \($0)" }
        return Trip(script: script, report: report, difference: difference)
    }

    /// A sample app with a recorder, and the host that keeps the recorder's plugins installed.
    static func recordingApp(_ dialect: ScriptDialect = .interpose) throws -> (SampleApp, Recorder, PluginHost) {
        let sample = SampleApp(registry: AspectRegistry())
        let host = PluginHost(registry: sample.registry, bus: EventBus())
        let recorder = Recorder(application: sample.application)
        recorder.dialect = dialect
        try host.install(recorder)
        return (sample, recorder, host)
    }

    static func firstDifference(_ a: [String], _ b: [String], _ what: String) -> String? {
        for index in 0..<max(a.count, b.count) {
            let (left, right) = (index < a.count ? a[index] : "(nothing)", index < b.count ? b[index] : "(nothing)")
            if left != right { return "\(what) line \(index + 1): \(left)  ≠  \(right)" }
        }
        return nil
    }

    @Test("the built-in session survives record, replay, re-record")
    func builtInSession() throws {
        let trip = try roundTrip { sample, recorder in try sample.performSession { try recorder.checkpoint($0) } }
        #expect(trip.report.passed, "\(trip.report.text)")
        #expect(trip.difference == nil, "\(trip.difference ?? "")")
    }

    @Test("recorded in MonkeyTalk's names, the built-in session and 100 random ones replay and re-record the same")
    func monkeyTalkDialect() throws {
        let trip = try roundTrip(in: .monkeyTalk) { sample, recorder in
            try sample.performSession { try recorder.checkpoint($0) }
        }
        #expect(trip.report.passed, "\(trip.report.text)")
        #expect(trip.difference == nil, "\(trip.difference ?? "")")
        let lines = trip.script.commands.map(\.text)
        for line in [
            "Input password EnterText ${password} enter", "Toggle notifications On", "Slider volume Select 0.8",
            "ButtonSelector size SelectIndex 3", "ItemSelector colour SelectIndex 4", "Table settings SelectIndex 1",
            "Scroller photo Scroll 260 368",
        ] {
            #expect(lines.contains(line), "\(line) in \(lines)")
        }
        for seed in UInt64(1)...Swift.min(Self.seeds, 100) {
            let trip = try roundTrip(in: .monkeyTalk) { sample, recorder in
                try sample.performRandomSession(seed: seed, steps: 14) { try recorder.checkpoint($0) }
            }
            #expect(
                trip.report.passed && trip.difference == nil, "seed \(seed): \(trip.difference ?? trip.report.text)")
            if !trip.report.passed || trip.difference != nil { break }
        }
    }

    /// How many seeds to try: 300, unless `INTERPOSE_FIDELITY_SEEDS` says fewer (CI's
    /// ThreadSanitizer run, where each session costs about ten times as much, tries 100).
    static let seeds = ProcessInfo.processInfo.environment["INTERPOSE_FIDELITY_SEEDS"].flatMap(UInt64.init) ?? 300

    @Test("300 seeded random sessions over every component survive record, replay, re-record")
    func randomSessions() throws {
        var failures: [String] = []
        for seed in UInt64(1)...Swift.max(Self.seeds, 1) {
            let trip = try roundTrip { sample, recorder in
                try sample.performRandomSession(seed: seed, steps: 14) { try recorder.checkpoint($0) }
            }
            if !trip.report.passed {
                failures.append(
                    "seed \(seed): playback failed: \(trip.report.failures.first.map { "\($0.line) \($0.commandText): \($0.reason ?? "")" } ?? "")"
                )
            } else if let difference = trip.difference {
                failures.append("seed \(seed): \(difference)")
            }
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) of \(Self.seeds) failed; first: \(failures.prefix(5).joined(separator: "\n"))")
    }
}
