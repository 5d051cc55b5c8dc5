import Components
import Foundation
import Interpose
import Plugins
import SampleApp
import TestSupport
import Testing

/// Secure text stays secret: a password typed into the sample app's secure field reaches no
/// recording, provenance, export, analytics, trace, report, bus event or description, whole or
/// one key at a time.
@MainActor
@Suite struct PrivateDataTests {
    static let secret = "Qx7-hunter-Zw9"
    let search = SecretSearch(secret: secret)

    @Test("a password typed in the built-in session is in no output of the recording or of its replay")
    func recordedAndReplayed() throws {
        let recording = try WatchedApp()
        try recording.sample.performSession(password: Self.secret) { try recording.recorder.checkpoint($0) }
        #expect(recording.secureText.withLock { $0 } == Self.secret, "the secret was typed")
        let script = recording.recorder.script
        let replay = try WatchedApp()
        let player = Player(
            application: replay.sample.application, secrets: PlaybackSecrets(["password": Self.secret]),
            bus: replay.host.bus)
        let report = player.play(script)
        #expect(report.passed, "\(report.text)")
        #expect(replay.secureText.withLock { $0 } == Self.secret, "the replay typed the secret")
        let outputs =
            recording.outputs.map { ("recording: \($0.name)", $0.text) }
            + replay.outputs.map { ("replay: \($0.name)", $0.text) }
            + [
                ("report", report.text), ("report JSON", report.written(by: JSONFormat.init)),
                ("report JUnit", report.written(by: JUnitFormat.init)),
            ]
        for (name, text) in outputs {
            #expect(search.leak(in: text) == nil, "\(name) gives the secret away \(search.leak(in: text) ?? "")")
        }
        #expect(recording.tap.count > 100 && replay.tap.count > 100, "the bus carried the session")
        let visible = SecretSearch(secret: "ada@example.com")
        #expect(visible.leak(in: recording.tracer.tree()) != nil, "the search finds text typed in the clear")
    }

    @Test(
        "a failure that would show a typed secret, in its reason or its screen, shows its placeholder in every format")
    func failureMessages() throws {
        let app = SampleApp(registry: AspectRegistry())
        let script = try Script(
            parsing: """
                TabBar tabs Select settings
                TableView settings Select 0
                TextField name EnterText ${password}
                TextField name Verify nope
                TextField password EnterText ${password}
                TextField password Verify wrong
                """)
        let player = Player(application: app.application, secrets: PlaybackSecrets(["password": Self.secret]))
        let report = player.play(script)
        #expect(report.failures.count == 2)
        #expect(report.failures.first?.reason?.contains("${password}") == true, "\(report.text)")
        #expect(report.failures.last?.reason?.contains("••••") == true, "\(report.text)")
        #expect(report.failures.first?.screen?.lines.contains { $0.contains("text=\"${password}\"") } == true)
        for (name, text) in [
            ("report", report.text), ("JSON", report.written(by: JSONFormat.init)),
            ("JUnit", report.written(by: JUnitFormat.init)),
            ("HTML", report.written { HTMLFormat(title: "run", write: $0) }),
            ("GitHub", report.written { GitHubFormat(summaryFile: nil, write: $0) }),
        ] {
            let leak = search.leak(in: text)
            #expect(leak == nil, "the \(name) report gives the secret away \(leak ?? "")")
        }
    }

    @Test("the demo's record, trace, describe and play print and write the built-in session's password nowhere")
    func commandLine() throws {
        let password = "correct horse"
        let search = SecretSearch(secret: password)
        try DemoProcess.withScratchDirectory { directory in
            let file = { (name: String) in directory.appendingPathComponent(name).path }
            let runs = [
                try DemoProcess.run(["record", "--out", file("session.mt")]),
                try DemoProcess.run(["record", "--json", "--out", file("session.json")]),
                try DemoProcess.run(["record", "--swift"]),
                try DemoProcess.run(["trace", "--hooks", "*", "--chrome", file("trace.json")]),
                try DemoProcess.run(["describe"]),
                try DemoProcess.run([
                    "play", file("session.mt"), "--secret", "password=\(password)", "--junit", file("r.xml"),
                ]),
                try DemoProcess.run(
                    ["play", file("session.json"), "--json"], environment: ["INTERPOSE_SECRET_password": password]),
            ]
            #expect(runs.allSatisfy { $0.status == 0 }, "\(runs.map(\.errors))")
            var outputs = runs.map { $0.output + $0.errors }
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
                outputs.append(try String(contentsOfFile: file(name), encoding: .utf8))
            }
            #expect(outputs.count == runs.count + 4)
            for (index, output) in outputs.enumerated() {
                #expect(search.leak(in: output) == nil, "output \(index): \(search.leak(in: output) ?? "")")
            }
        }
    }

    @Test("a secret typed in a plain field is its placeholder in every pictured replay, played here or by workers")
    func picturedReplays() throws {
        try DemoProcess.withScratchDirectory { directory in
            let script = directory.appendingPathComponent("typed.mt")
            try "TextField username EnterText ${pw}\nTextField username Verify nothing\n"
                .write(to: script, atomically: true, encoding: .utf8)
            let secret = ["INTERPOSE_SECRET_pw": Self.secret]
            let here = try DemoProcess.run(
                ["play", "typed.mt", "--html", "here.html"], environment: secret, in: directory)
            let workers = try DemoProcess.run(
                ["play", "typed.mt", "typed.mt", "--workers", "2", "--html", "run.html"], environment: secret,
                in: directory)
            #expect(here.status == 1 && workers.status == 1, "\(here.errors) \(workers.errors)")
            let replays = directory.appendingPathComponent("run-replays").path
            let pages =
                try ["here.html"] + FileManager.default.contentsOfDirectory(atPath: replays).map { "run-replays/" + $0 }
            #expect(pages.count == 2)
            for page in pages {
                let html = try String(contentsOf: directory.appendingPathComponent(page), encoding: .utf8)
                #expect(html.contains("${pw}"), "\(page) shows the placeholder where the secret was")
                #expect(search.leak(in: html) == nil, "\(page) gives the secret away \(search.leak(in: html) ?? "")")
            }
        }
    }
}
