import Foundation
import Interpose
import Plugins
import SampleApp

/// `play FILE`: plays a script on a fresh sample app and reports each command.
enum PlayCommand: DemoCommand {
    static let name = "play"
    static let summary = "play a script on a fresh sample app"
    static let help = """
        usage: interpose-demo play FILE [--json] [--junit FILE] [--html FILE] [--stop-on-failure]
                                   [--secret NAME=VALUE]... [--secrets-file FILE]

        Plays the script in FILE (text, or JSON when it ends in .json) on a fresh sample app: each
        command finds its component by type and identifier and acts through the same hooks a
        person's touches take. Prints a line per command, or the report as JSON.

          --json               print the report as JSON
          --junit FILE         also write the report as JUnit XML, for CI
          --html FILE          also write a page picturing each command: the screen before it,
                               its touches, and passed or failed (a failed Verify shows
                               expected beside actual)
          --stop-on-failure    stop at the first failed command; the rest are not run
          --secret NAME=VALUE  fill ${NAME} placeholders (secure text) with VALUE
          --secrets-file FILE  read NAME=VALUE lines from FILE
        Secrets also come from INTERPOSE_SECRET_NAME environment variables. They never appear
        in any output.

        Exit codes: 0 every command passed, 1 a command failed, 2 usage or parse errors.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(
            arguments, command: name, flags: ["json", "stop-on-failure"],
            options: ["junit", "html", "secret", "secrets-file"])
        if parsed.has("help") { return Help.show(help) }
        let files = try parsed.positionals(atMost: 1, command: name)
        guard let path = files.first else { throw UsageError("play: which script? (try play --help)") }
        let secrets = try secrets(from: parsed)
        let script: Script
        do {
            script = try ScriptFile.read(path)
        } catch let error as ScriptError {
            Console.error(error.description)
            return 2
        }
        // --html: a camera pictures each command the player plays.
        var camera: SessionCamera?
        let rig = try DemoRig { sample in
            guard parsed.value("html") != nil else { return [] }
            let made = SessionCamera(application: sample.application, source: .player)
            camera = made
            return [made]
        }
        var options = PlaybackOptions()
        options.stopOnFailure = parsed.has("stop-on-failure")
        let player = Player(
            application: rig.sample.application, options: options, secrets: secrets, bus: rig.host.bus)
        let report = player.play(script)
        Console.out(parsed.has("json") ? report.json() : report.text)
        if let junit = parsed.value("junit") {
            try Console.write(Data(report.junitXML(suiteName: path).utf8), to: junit)
        }
        if let camera, let page = parsed.value("html") {
            try Console.write(Data(camera.page(title: "Replay of \(path)").html.utf8), to: page)
        }
        return report.exitCode
    }

    /// The secrets the environment holds (`INTERPOSE_SECRET_NAME` variables).
    static func secrets() -> PlaybackSecrets {
        PlaybackSecrets.environment(ProcessInfo.processInfo.environment)
    }

    private static func secrets(from parsed: Arguments) throws(UsageError) -> PlaybackSecrets {
        var secrets = secrets()
        do {
            if let file = parsed.value("secrets-file") { secrets.merge(try PlaybackSecrets(contentsOfFile: file)) }
            for assignment in parsed.values("secret") { try secrets.add(assignment: assignment) }
        } catch {
            throw UsageError("play: \(error)")
        }
        return secrets
    }
}
