import Foundation
import Plugins
import SampleApp

/// `record`: records the built-in session and writes the script.
enum RecordCommand: DemoCommand {
    static let name = "record"
    static let summary = "record the built-in session as a script"
    static let help = """
        usage: interpose-demo record [--out FILE] [--json | --swift] [--html FILE]
                                     [--dialect interpose|monkeytalk]

        Performs the built-in session on the sample app with synthesized input, records it, and
        writes the script (to standard output unless --out names a file, written atomically).

          --out FILE   write the script to FILE
          --json       write the JSON form, with each command's provenance
          --swift      write a Swift Testing test that performs the session, to edit by hand
          --html FILE  also write a page picturing each command: the screen before it, its
                       target outlined and its touches drawn (self-contained, no scripts)
          --dialect D  write our names (interpose, the default) or MonkeyTalk's (monkeytalk:
                       Input, Toggle wifi On, Table settings SelectIndex 1, ...); both play
        """

    /// How the demo exports its session as a Swift test.
    static let exporter = SwiftTestExporter(
        testName: "the sample app's recorded session", imports: ["SampleApp"],
        setup: ["let sample = SampleApp(registry: AspectRegistry())"], application: "sample.application")

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(
            arguments, command: name, flags: ["json", "swift"], options: ["out", "html", "dialect"])
        if parsed.has("help") { return Help.show(help) }
        _ = try parsed.positionals(atMost: 0, command: name)
        let dialect = try parsed.value("dialect").map { name throws(UsageError) in
            guard let dialect = ScriptDialect(rawValue: name.lowercased()) else {
                throw UsageError("record: --dialect is interpose or monkeytalk, not \(name)")
            }
            return dialect
        }
        // --html: a camera beside the recorder pictures each command.
        var camera: SessionCamera?
        let rig = try DemoRig { sample in
            guard parsed.value("html") != nil else { return [] }
            let made = SessionCamera(application: sample.application, source: .recorder)
            camera = made
            return [made]
        }
        rig.recorder.dialect = dialect ?? .interpose
        let script = try rig.recordSession()
        if parsed.has("json"), parsed.has("swift") { throw UsageError("record: choose --json or --swift, not both") }
        if let camera, let page = parsed.value("html") {
            try Console.write(Data(camera.page(title: "The sample app's session, recorded").html.utf8), to: page)
        }
        if parsed.has("swift") {
            try Console.emit(exporter.source(for: script), to: parsed.value("out"))
        } else if parsed.has("json") {
            let json = String(decoding: try script.jsonData(), as: UTF8.self)
            try Console.emit(json, to: parsed.value("out"))
        } else {
            try Console.emit(script.text, to: parsed.value("out"))
            // The snapshot checkpoints' screens go beside the script, where playing it reads them.
            if let out = parsed.value("out") { try rig.recorder.writeSnapshots(beside: out) }
        }
        return 0
    }
}
