import Interpose
import Plugins
import SampleApp

/// The demo with no arguments: the whole story, each step labelled.
///
/// A person's session is recorded on one sample app; its script is printed, replayed on a
/// fresh app (with a recorder on that one too), and the two scripts and the two apps' final
/// states are compared. Exit code 0 only if both are equal and every command passed.
@MainActor
enum StoryCommand {
    /// What the person types into the secure field, handed to the player as a secret.
    static let password = "correct horse"

    /// Runs the story and returns the exit code.
    static func runStory() -> Int32 {
        do {
            return try tell()
        } catch {
            Console.error("interpose-demo: \(error)")
            return 1
        }
    }

    private static func tell() throws -> Int32 {
        let original = try DemoRig()
        step(1, "A person uses the sample app: synthesized touches and keys go through Application.sendEvent")
        Console.out("   Plugins see them through declared hooks, no swizzling. Installed:")
        Console.out("   \(original.host.installedPlugins.joined(separator: ", "))")
        let script = try original.recordSession()

        step(2, "The recorder wrote \(script.commands.count) commands, at the level a person would name them")
        Console.out(indent(script.text.trimmingTrailingNewlines))

        step(3, "Replay on a fresh app (the password comes from a secret, never from the script)")
        let replay = try DemoRig()
        let player = Player(
            application: replay.sample.application, secrets: PlaybackSecrets(["password": password]),
            bus: replay.host.bus, vocabulary: .sample)
        let report = player.play(script)
        Console.out(indent(report.text.trimmingTrailingNewlines))

        step(4, "Record the replay, and compare")
        let same = compare(original: original, script: script, replay: replay)

        step(5, "Analytics of the replay, from the same bus: screens, controls, and each command's virtual time")
        Console.out(indent(replay.analytics.summary.table))
        let passed = same && report.passed
        Console.out("\n" + (passed ? "Record, replay, re-record: identical." : "The replay differs; see above."))
        return passed ? 0 : 1
    }

    /// Prints whether the replay re-recorded the same script (its checkpoints included: the
    /// recorder keeps the checks a player plays) and ended in the same state.
    private static func compare(original: DemoRig, script: Script, replay: DemoRig) -> Bool {
        let expected = script.commands.map(\.text)
        let again = replay.recorder.script.commands.map(\.text)
        let scriptLine = firstDifference(expected, again)
        Console.out(
            "   scripts:      "
                + (scriptLine.map { "differ at command \($0.index + 1): \($0.detail)" }
                    ?? "identical (\(again.count) commands)"))
        let states = (original.sample.stateDescription, replay.sample.stateDescription)
        let stateLine = SampleApp.firstDifference(states.0, states.1)
        let count = states.0.split(separator: "\n").count
        Console.out(
            "   final states: " + (stateLine.map { "differ at \($0)" } ?? "equal (\(count) lines, to the hundredth)"))
        return scriptLine == nil && stateLine == nil
    }

    private static func firstDifference(_ a: [String], _ b: [String]) -> (index: Int, detail: String)? {
        for index in 0..<max(a.count, b.count) {
            let (left, right) = (index < a.count ? a[index] : "(nothing)", index < b.count ? b[index] : "(nothing)")
            if left != right { return (index, "\(left)  ≠  \(right)") }
        }
        return nil
    }

    /// Prints a step's number and title.
    static func step(_ number: Int, _ title: String) {
        Console.out("\n\(number). \(title)\n")
    }

    /// `text` indented three spaces a line, to sit under a step's title.
    static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "   " + $0 }.joined(separator: "\n")
    }
}

extension String {
    /// The text without the newlines at its end.
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
