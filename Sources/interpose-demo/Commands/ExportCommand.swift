import Foundation
import Plugins

/// `export FILE --swift`: turns a script or suite, with everything it calls, into Swift Testing
/// tests a person can edit.
enum ExportCommand: DemoCommand {
    static let name = "export"
    static let summary = "turn a script or suite into Swift Testing tests"
    static let help = """
        usage: interpose-demo export FILE --swift [--out FILE]

        Writes Swift Testing tests that do what the script or suite in FILE does, on the sample
        app, through the same synthesizer: each script it holds becomes a function taking its
        Vars parameters, a Script call calls it, a RunWith loops over the data's rows; a suite
        becomes a @Test per Test line, a Test ... RunWith a parameterized @Test(arguments:) over
        the rows. What has no Swift form becomes a comment that says so.

          --swift      write Swift Testing source (the only form for now)
          --out FILE   write to FILE instead of standard output

        Exit codes: 0 written, 2 usage or parse errors.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(arguments, command: name, flags: ["swift"], options: ["out"])
        if parsed.has("help") { return Help.show(help) }
        let files = try parsed.positionals(atMost: 1, command: name)
        guard let path = files.first else { throw UsageError("export: which script? (try export --help)") }
        guard parsed.has("swift") else { throw UsageError("export: say which form: --swift") }
        _ = try Console.read(path)
        let secrets = Set(PlayCommand.secrets().names)
        guard let program = load(path, secrets: secrets) else { return 2 }
        let exporter = SwiftTestExporter(
            testName: path, imports: ["SampleApp"], setup: ["let sample = SampleApp(registry: AspectRegistry())"],
            application: "sample.application")
        try Console.emit(exporter.source(for: program, vocabulary: .sample), to: parsed.value("out"))
        return 0
    }

    /// The program at `path`, or `nil` once its errors are printed.
    private static func load(_ path: String, secrets: Set<String>) -> ScriptProgram? {
        do {
            return try ScriptProgram.load(path, from: FileSources(), variables: secrets, vocabulary: .sample)
        } catch {
            Console.error(error.description)
            return nil
        }
    }
}
