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
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("form.mt.snapshots"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder.appendingPathComponent("form.mt").path)
    }

    /// Plays the script at `path` on a fresh form, recording it; returns the report and what was recorded.
    func replay(_ path: String, update: Bool = false) throws -> (RunReport, Script) {
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
            #expect(written == [path + ".snapshots/screen.txt", path + ".snapshots/wifi-on.txt"])
            #expect(try String(contentsOfFile: written[1], encoding: .utf8) == "Switch wifi: true\n")

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

    @Test("updating waits for the screen to settle: a snapshot it matches in time is left as it is")
    func updateWaitsForTheScreen() throws {
        try scratch { path in
            try Data("Label status VerifySnapshot\n".utf8).write(to: URL(fileURLWithPath: path))
            let file = path + ".snapshots/status.txt"
            try Data("Label status: Saved\n".utf8).write(to: URL(fileURLWithPath: file))
            let test = PluginTestApp()
            let form = PlaybackForm(in: test)
            form.status.text = "Saving"
            _ = test.app.clock.schedule(after: 0.5) { form.status.text = "Saved" }
            let player = test.player()
            player.snapshots.update = true
            let report = ScriptRunner(program: try ScriptProgram.load(path, from: FileSources()), player: player).run()
            #expect(report.passed && report.results.first?.warnings == [])
            #expect(try String(contentsOfFile: file, encoding: .utf8) == "Label status: Saved\n")
        }
    }

    @Test("updating a partial snapshot the screen no longer matches keeps its shape, patterns that still match and all")
    func updateKeepsTheShape() throws {
        try scratch { path in
            try Data("Window screen VerifySnapshot\n".utf8).write(to: URL(fileURLWithPath: path))
            let file = path + ".snapshots/screen.txt"
            try Data("Window screen\n  Label status: /R.*/\n  Switch wifi: true\n".utf8).write(
                to: URL(fileURLWithPath: file))
            let (report, _) = try replay(path, update: true)
            #expect(report.passed && report.results.first?.warnings == ["updated the snapshot \(file)"])
            #expect(
                try String(contentsOfFile: file, encoding: .utf8)
                    == "Window screen\n  Label status: /R.*/\n  Switch wifi: false\n")
        }
    }

    @Test("a file that cannot be read fails, even when updating, and is left as it was")
    func unreadableFile() throws {
        try scratch { path in
            try Data("Switch wifi VerifySnapshot\n".utf8).write(to: URL(fileURLWithPath: path))
            let file = path + ".snapshots/wifi.txt"
            try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: file))
            let (report, _) = try replay(path, update: true)
            #expect(report.results.first?.reason == "snapshot \(file): it cannot be read as text")
            #expect(FileManager.default.contents(atPath: file) == Data([0xFF, 0xFE, 0x00]))
        }
    }

    @Test("each snapshot checkpoint gets a file of its own, numbered on when a name is taken")
    func uniqueNames() throws {
        let test = PluginTestApp()
        let form = PlaybackForm(in: test)
        test.window.accessibilityIdentifier = "screen"
        let recorder = try test.record()
        try recorder.snapshotCheckpoint(test.window)
        try test.input.tap(form.wifi)
        try recorder.snapshotCheckpoint(test.window)
        try recorder.snapshotCheckpoint(form.wifi, named: "screen")
        #expect(
            recorder.lines == [
                "Window screen VerifySnapshot", "Switch wifi Toggle", "Window screen VerifySnapshot screen-2",
                "Switch wifi VerifySnapshot screen-3",
            ])
        #expect(recorder.snapshots.keys.sorted() == ["screen", "screen-2", "screen-3"])
    }

    @Test("a script from no file checks recorded snapshots, and fails a VerifySnapshot it has none for, saying why")
    func noFile() throws {
        let test = PluginTestApp()
        _ = PlaybackForm(in: test)
        let player = test.player()
        let script = try Script(parsing: "Switch wifi VerifySnapshot\n")
        #expect(
            player.play(script).results.first?.reason
                == "snapshot wifi: VerifySnapshot keeps its snapshots beside a script file")
        player.snapshots.recorded = ["wifi": try TreeSnapshot(parsing: "Switch wifi: false")]
        #expect(player.play(script).passed)
        player.snapshots.recorded = ["wifi": try TreeSnapshot(parsing: "Switch wifi: true")]
        #expect(
            player.play(script).results.first?.reason?.hasPrefix(
                "the screen does not match the recorded snapshot wifi:") == true)
    }

    @Test("a snapshot's diff is in the report, line by line, in every format")
    func reports() throws {
        let test = PluginTestApp()
        _ = PlaybackForm(in: test)
        let player = test.player()
        player.snapshots.recorded = ["wifi": try TreeSnapshot(parsing: "Switch wifi: true")]
        let report = player.play(try Script(parsing: "Switch wifi VerifySnapshot\n"))
        let diff = "@@ -1,1 +1,1 @@\n-Switch wifi: true\n+Switch wifi: false"
        #expect(report.text.contains(diff.replacingOccurrences(of: "\n", with: "\n      ")), "under the command")
        #expect(
            String(decoding: try JSONEncoder().encode(report), as: UTF8.self).contains(
                diff.replacingOccurrences(of: "\n", with: "\\n")))
        #expect(report.written(by: JUnitFormat.init).contains(diff.replacingOccurrences(of: "\n", with: "&#10;")))
        let junit = try JUnitReading(report.written(by: JUnitFormat.init))
        #expect(
            junit.failures.first?.hasSuffix(diff) == true && junit.text.contains(diff), "the body's lines as they are")
        let page = report.written { HTMLFormat(title: "run", write: $0) }
        #expect(page.contains("wifi:\n  @@ -1,1 +1,1 @@\n  -Switch wifi: true\n  +Switch wifi: false\n"))
        let github = report.written { GitHubFormat(summaryFile: nil, write: $0) }
        #expect(github.contains(diff.replacingOccurrences(of: "\n", with: "%0A")))
    }
}
