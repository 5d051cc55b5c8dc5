import Interpose
import Plugins

/// The demo with no arguments: the whole story, each step labelled.
@MainActor
enum StoryCommand {
    /// Records the built-in session and prints its script.
    static func runStory() -> Int32 {
        do {
            let rig = try DemoRig()
            step(1, "A person uses the sample app: synthesized touches and keys go through Application.sendEvent")
            Console.out("   plugins installed: \(rig.host.installedPlugins.joined(separator: ", "))")
            let script = try rig.recordSession()
            step(2, "The recorder wrote \(script.commands.count) commands, at the level a person would name them")
            Console.out(indent(script.text.trimmingTrailingNewlines))
            step(3, "Analytics, from the same bus")
            Console.out(indent(rig.analytics.summary.table))
            return 0
        } catch {
            Console.error("interpose-demo: \(error)")
            return 1
        }
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
