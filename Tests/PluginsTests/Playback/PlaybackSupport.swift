import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

extension PluginTestApp {
    /// A player for this application, publishing on its bus.
    func player(
        options: PlaybackOptions = PlaybackOptions(), secrets: PlaybackSecrets = PlaybackSecrets()
    ) -> Player {
        Player(application: app, options: options, secrets: secrets, bus: bus)
    }

    /// Plays `commands` as a script, one a line, and returns the report.
    func play(
        _ commands: [Command], options: PlaybackOptions = PlaybackOptions(),
        secrets: PlaybackSecrets = PlaybackSecrets()
    ) -> RunReport {
        player(options: options, secrets: secrets).play(Script(commands: commands))
    }

    /// Plays one command and returns its result.
    func perform(_ command: Command, secrets: PlaybackSecrets = PlaybackSecrets()) -> CommandResult {
        player(secrets: secrets).perform(command)
    }
}

extension RunReport {
    /// Expects every command to have passed, showing the report when one did not.
    func expectPassed(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(passed, "\(text)", sourceLocation: sourceLocation)
    }
}

/// Builds a command from a script-like line split on spaces: `c("Slider volume Slide 0.75")`.
func c(_ line: String, modifiers: Modifiers = Modifiers()) -> Command {
    let words = line.split(separator: " ").map(String.init)
    return Command(words[0], words[1], words[2], Array(words.dropFirst(3)), modifiers: modifiers)
}
