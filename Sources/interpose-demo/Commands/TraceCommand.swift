import Components
import Foundation
import Interpose
import Plugins
import SampleApp

/// `trace [FILE]`: the built-in session, or a script, under the tracer.
enum TraceCommand: DemoCommand {
    static let name = "trace"
    static let summary = "trace the hooks a session goes through"
    static let help = """
        usage: interpose-demo trace [FILE] [--chrome FILE] [--hooks PATTERN[,PATTERN...]]

        Runs the built-in session (or plays the script in FILE) on the sample app with a tracer
        installed, and prints every call through the selected hooks as an indented tree, with
        arguments, results, when it began and took in virtual time, and how long it took in
        real time. The tracer is a plugin built on selector advice: no hook was written with
        tracing in mind.

          --chrome FILE     also write Chrome trace event JSON (open it in Perfetto or
                            chrome://tracing): calls laid out in real time, virtual times
                            in each event's args
          --hooks PATTERNS  the hooks to trace, by name; * matches any run of characters, and
                            patterns separated by commas add up. Default: \(defaultHooks)
        """

    /// The hooks traced unless `--hooks` says otherwise: the ones a person reads a session by.
    static let defaultHooks = [
        "Application.sendEvent", "Control.sendActions", "*.didSelectRow", "NavigationController.*", "Device.rotate",
    ].joined(separator: ",")

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(arguments, command: name, flags: [], options: ["chrome", "hooks"])
        if parsed.has("help") { return Help.show(help) }
        let file = try parsed.positionals(atMost: 1, command: name).first
        let selector = try selector(parsed.value("hooks") ?? defaultHooks)
        let script: Script?
        do {
            script = try file.map(ScriptFile.read)
        } catch let error as ScriptError {
            Console.error(error.description)
            return 2
        }
        var tracer: Tracer?
        let rig = try DemoRig { sample in
            let made = Tracer(selecting: selector, clock: .virtual(sample.application.clock))
            tracer = made
            return [made]
        }
        let status = try perform(script, on: rig)
        guard let tracer else { return status }
        Console.out(tracer.tree())
        Console.out("\n\(tracer.summary)")
        if let chrome = parsed.value("chrome") { try Console.write(Data(tracer.chromeTrace().utf8), to: chrome) }
        return status
    }

    /// Plays `script`, or performs the built-in session, and returns the exit code.
    private static func perform(_ script: Script?, on rig: DemoRig) throws -> Int32 {
        guard let script else {
            _ = try rig.recordSession()
            return 0
        }
        let player = Player(
            application: rig.sample.application, secrets: PlayCommand.secrets(), bus: rig.host.bus, vocabulary: .sample)
        return player.play(script).exitCode
    }

    /// The selector the comma-separated name patterns in `text` make together; `none`, the
    /// usage error when they name none.
    static func selector(_ text: String, none: String = "trace: --hooks needs at least one name pattern")
        throws(UsageError) -> HookSelector
    {
        let patterns = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard let first = patterns.first else { throw UsageError(none) }
        return patterns.dropFirst().reduce(HookSelector.named(first)) { $0 || .named($1) }
    }
}
