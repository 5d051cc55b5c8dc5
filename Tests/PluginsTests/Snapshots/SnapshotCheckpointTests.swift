import ComponentTestSupport
import Components
import Foundation
import Plugins
import Testing

/// Snapshot checkpoints: recorded with the screen they check, written beside the script,
/// played back against it, and recorded again the same.
@MainActor
@Suite struct SnapshotCheckpointTests {
    /// Runs `body` with a script path in a fresh scratch folder, which goes afterwards.
    func scratch(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkpoints-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder.appendingPathComponent("form.mt").path)
    }

    /// Plays the script at `path` on a fresh form, recording it; returns the report and what was recorded.
    func replay(_ path: String, update: Bool = false) throws -> (PlaybackReport, Script) {
        let test = PluginTestApp()
        test.window.accessibilityIdentifier = "screen"
        let form = PlaybackForm(in: test)
        let recorder = try test.record()
        let player = test.player()
        player.snapshots.update = update
        let report = ScriptRunner(program: try ScriptProgram.load(path, from: FileSources()), player: player).run()
        return withExtendedLifetime(form) { (report, recorder.script) }
    }

    @Test("a snapshot checkpoint is recorded with its screen, written beside the script, replayed and recorded again")
    func fidelity() throws {
        try scratch { path in
            let test = PluginTestApp()
            let form = PlaybackForm(in: test)
            test.window.accessibilityIdentifier = "screen"
            let recorder = try test.record()
            try test.input.tap(form.wifi)
            try recorder.snapshotCheckpoint(form.wifi, named: "wifi-on")
            try test.input.tap(form.ok)
            try recorder.snapshotCheckpoint(test.window)
            #expect(
                recorder.lines == [
                    "Switch wifi Toggle", "Switch wifi VerifySnapshot wifi-on", "Button ok Tap",
                    "Window screen VerifySnapshot",
                ])
            try Data(recorder.script.text.utf8).write(to: URL(fileURLWithPath: path))
            let written = try recorder.writeSnapshots(beside: path)
            #expect(written == [path + ".snapshots/wifi-on.txt", path + ".snapshots/screen.txt"])
            #expect(try String(contentsOfFile: written[0], encoding: .utf8) == "Switch wifi: true\n")

            let (report, again) = try replay(path)
            #expect(report.passed, "\(report.text)")
            #expect(again.text == recorder.script.text)
        }
    }

    @Test("a screen that differs fails with the diff; updating writes it and says so")
    func mismatchAndUpdate() throws {
        try scratch { path in
            try Data("Switch wifi VerifySnapshot\n".utf8).write(to: URL(fileURLWithPath: path))
            let (missing, _) = try replay(path)
            #expect(
                missing.results.first?.reason
                    == "no snapshot at \(path).snapshots/wifi.txt; play with --update-snapshots to write it")
            let (written, _) = try replay(path, update: true)
            #expect(
                written.passed && written.results.first?.warnings == ["wrote the snapshot \(path).snapshots/wifi.txt"])
            try Data("Switch wifi: true\n".utf8).write(to: URL(fileURLWithPath: path + ".snapshots/wifi.txt"))
            let (failed, _) = try replay(path)
            #expect(
                failed.results.first?.reason
                    == "the screen does not match \(path).snapshots/wifi.txt:\n@@ -1,1 +1,1 @@\n-Switch wifi: true\n+Switch wifi: false"
            )
        }
    }

    @Test("the Swift export of a snapshot checkpoint is expectSnapshot, with the library that has it imported")
    func export() throws {
        let exporter = SwiftTestExporter(testName: "form", setup: ["let app = makeApp()"], application: "app")
        let source = exporter.source(
            for: try Script(parsing: "View form VerifySnapshot\nSwitch wifi VerifySnapshot on\n"))
        #expect(source.contains("import InterposeTesting\n"))
        #expect(source.contains("expectSnapshot(of: try find(View.self, \"form\"), named: \"form\")"))
        #expect(source.contains("expectSnapshot(of: try find(Switch.self, \"wifi\"), named: \"on\")"))
        let plain = exporter.source(for: try Script(parsing: "Switch wifi Toggle\n"))
        #expect(!plain.contains("InterposeTesting"))
    }
}
