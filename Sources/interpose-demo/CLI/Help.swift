import Foundation

/// The demo's overview and help.
@MainActor
enum Help {
    /// Every subcommand, in the order the overview lists them.
    static let commands: [any DemoCommand.Type] = [
        DescribeCommand.self, RecordCommand.self, PlayCommand.self, CheckCommand.self, MergeReportsCommand.self,
        ExportCommand.self, TraceCommand.self, ExplainCommand.self, WorkerCommand.self, StudioCommand.self,
    ]

    /// The overview: what the demo does and its subcommands.
    static var overview: String {
        let lines = commands.map { "  " + $0.name.padding(toLength: 15, withPad: " ", startingAt: 0) + $0.summary }
        return """
            usage: interpose-demo [command] [options]

            With no command, runs the whole story: a user session on the sample app is recorded,
            the script printed, replayed on a fresh app and recorded again, and the two scripts and
            final states compared; then the analytics summary.

            commands:
            \(lines.joined(separator: "\n"))
              help           show this overview, or a command's help

            Each command takes --help. Exit codes: 0 all passed, 1 a command failed, 2 usage or
            parse errors.
            """
    }

    /// Prints `text` and returns exit code 0.
    static func show(_ text: String) -> Int32 {
        Console.out(text)
        return 0
    }
}
