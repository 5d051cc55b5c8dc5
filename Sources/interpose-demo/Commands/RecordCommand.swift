import Foundation
import Plugins

/// `record`: records the built-in session and writes the script.
enum RecordCommand: DemoCommand {
    static let name = "record"
    static let summary = "record the built-in session as a script"
    static let help = """
        usage: interpose-demo record [--out FILE] [--json | --swift]

        Performs the built-in session on the sample app with synthesized input, records it, and
        writes the script (to standard output unless --out names a file, written atomically).

          --out FILE   write the script to FILE
          --json       write the JSON form, with each command's provenance
          --swift      write a Swift Testing test that performs the session, to edit by hand
        """

    /// How the demo exports its session as a Swift test.
    static let exporter = SwiftTestExporter(
        testName: "the sample app's recorded session", imports: ["SampleApp"],
        setup: ["let sample = SampleApp(registry: AspectRegistry())"], application: "sample.application")

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(arguments, command: name, flags: ["json", "swift"], options: ["out"])
        if parsed.has("help") { return Help.show(help) }
        _ = try parsed.positionals(atMost: 0, command: name)
        let script = try DemoRig().recordSession()
        if parsed.has("json"), parsed.has("swift") { throw UsageError("record: choose --json or --swift, not both") }
        if parsed.has("swift") {
            try Console.emit(exporter.source(for: script), to: parsed.value("out"))
        } else if parsed.has("json") {
            let json = String(decoding: try script.jsonData(), as: UTF8.self)
            try Console.emit(json, to: parsed.value("out"))
        } else {
            try Console.emit(script.text, to: parsed.value("out"))
        }
        return 0
    }
}
