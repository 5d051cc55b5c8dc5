import Components
import Foundation
import Interpose
import Plugins
import SampleApp
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The player takes hostile scripts on the sample app: every command ends in a result, every
/// failure says why, the reports stay well formed, the app keeps working, and the longest
/// waits a script can ask for end in bounded time.
@MainActor
@Suite struct PlayerFuzzTests {
    static let options = PlaybackOptions(timeout: 200, thinkTime: 0, retryDelay: 50)
    /// Scripts per shard; 1,500 per shard (6,000 scripts, about 30,000 commands) ran clean too.
    static let rounds = 60

    @Test(
        "hostile scripts played on the sample app each end in results, with reasons and well-formed reports",
        arguments: 0..<4)
    func hostileScripts(shard: UInt64) throws {
        var scripts = HostileScripts(random: SeededRandom(seed: 0x5C41_7000 + shard))
        var problems: [String] = []
        var played = 0
        for round in 0..<Self.rounds where problems.count < 5 {
            let sample = SampleApp(registry: AspectRegistry())
            let player = Player(
                application: sample.application, options: Self.options, secrets: PlaybackSecrets(["password": "pw"]))
            let script = scripts.script()
            let report = player.play(script)
            played += report.results.count
            if let problem = Self.problem(with: report, of: script) { problems.append("round \(round): \(problem)") }
            if sample.stateDescription.isEmpty { problems.append("round \(round): the app describes nothing") }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(played > 200)
    }

    /// What is wrong with `report` as the result of playing `script`, or `nil`.
    static func problem(with report: RunReport, of script: Script) -> String? {
        guard report.results.map(\.line) == script.numberedCommands.map(\.line) else {
            return "results for lines \(report.results.map(\.line)), not \(script.numberedCommands.map(\.line))"
        }
        if let silent = report.results.first(where: { $0.outcome == .failed && ($0.reason ?? "").isEmpty }) {
            return "a failure without a reason: \(silent.commandText)"
        }
        guard (try? JSONSerialization.jsonObject(with: Data(report.written(by: JSONFormat.init).utf8))) != nil else {
            return "the JSON report does not parse"
        }
        guard XMLParser(data: Data(report.written(by: JUnitFormat.init).utf8)).parse() else {
            return "the JUnit report does not parse"
        }
        return nil
    }

    @Test("the longest waits a script may ask for end after at most 10,000 looks; longer ones are refused")
    func longestWaits() throws {
        let sample = SampleApp(registry: AspectRegistry())
        let player = Player(application: sample.application, options: Self.options)
        let script = try Script(
            parsing: """
                Button nowhere Tap %timeout=2147483647 %retrydelay=0
                Button nowhere WaitFor 2147483.647 %retrydelay=0
                TabBar tabs WaitForNot 2147483.647
                Button nowhere WaitFor 1e12
                TabBar tabs LongPress 1e300
                """)
        let report = player.play(script)
        #expect(report.results.map(\.outcome) == [.failed, .failed, .failed, .failed, .failed])
        #expect(abs(report.results[0].duration - 2_147_483.647) < 0.001, "it looked until the timeout")
        #expect(report.results[3].reason == "WaitFor on Button: seconds must be at most 2147483.647, got 1e12")
        #expect(report.results[4].reason == "LongPress on TabBar: seconds must be at most 2147483.647, got 1e300")
    }
}
