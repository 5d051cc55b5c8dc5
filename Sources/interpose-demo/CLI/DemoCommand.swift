/// A subcommand of the demo.
@MainActor
protocol DemoCommand {
    /// The word that selects it.
    static var name: String { get }
    /// One line for the overview.
    static var summary: String { get }
    /// Its `--help` text.
    static var help: String { get }
    /// Runs it on `arguments` (the words after its name) and returns the exit code: 0 all
    /// passed, 1 a command failed, 2 usage or parse errors.
    static func run(_ arguments: [String]) throws -> Int32
}
