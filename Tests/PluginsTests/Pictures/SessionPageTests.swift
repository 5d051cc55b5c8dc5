import ComponentTestSupport
import Components
import Foundation
import Interpose
import Plugins
import Testing

/// The session page: well-formed, a frame per command with its outcome, links to each frame,
/// no secrets, and small for long sessions.
@Suite @MainActor struct SessionPageTests {
    @Test("a replay's page parses as XML, with one frame per command in its outcome's class")
    func framesAndOutcomes() throws {
        let scene = try CameraScene.playing()
        try scene.play(
            """
            Button save Tap
            Label status Verify Done
            Switch wifi Toggle %ignore=true
            Button nothing Tap %shouldfail=true
            """)
        let html = scene.camera.page(title: "Replay <of> the form").html
        let xml = ParsedXML(html)
        let articles = xml.all("article")
        #expect(articles.count == 4)
        #expect(
            articles.map(\.classes) == [
                ["frame", "passed"], ["frame", "failed", "wide"], ["frame", "skipped"], ["frame", "expected"],
            ])
        #expect(xml.all("pre", class: "tree").count == 1, "the failed frame shows its screen's components")
        #expect(articles.map { $0.attributes["id"] } == ["f1", "f2", "f3", "f4"])
        #expect(xml.all("svg", class: "shot").count == 4)
        #expect(xml.text.contains("Replay <of> the form"))
        #expect(xml.text.contains("4 commands: 1 passed, 1 failed, 1 failed as expected, 1 skipped"))
        #expect(xml.all("table", class: "check").count == 1)
        #expect(xml.text.contains("\"Done\"") && xml.text.contains("\"Saved\""), "expected beside actual")
    }

    @Test("the timeline and the command list link to every frame")
    func linksToEveryFrame() throws {
        let scene = try CameraScene.recording()
        try scene.app.input.tap(scene.form.wifi)
        try scene.app.input.tap(scene.form.save)
        try scene.app.input.tapRow(at: IndexPath(row: 1, section: 0), in: scene.form.list)
        let xml = ParsedXML(scene.camera.page(title: "Form").html)
        let links = xml.all("a").compactMap { $0.attributes["href"] }
        for index in 1...3 {
            #expect(links.count { $0 == "#f\(index)" } >= 3, "timeline, list and frame header for frame \(index)")
        }
        #expect(xml.all("article", class: "recorded").count == 3)
        #expect(!xml.text.contains("FAILED"))
    }

    @Test("a known tap is drawn where it landed: a ring at the button's centre in window coordinates")
    func tapIsDrawnAtTheCentre() throws {
        let scene = try CameraScene.recording()
        try scene.app.input.tap(scene.form.save)
        let xml = ParsedXML(scene.camera.page(title: "Form").html)
        let ring = try #require(xml.all("circle", class: "tap").first)
        #expect(ring.attributes["cx"] == "90" && ring.attributes["cy"] == "270")
        let outline = try #require(xml.all("rect", class: "tg").first)
        #expect(outline.attributes["x"] == "26" && outline.attributes["width"] == "128")
        #expect(xml.text.contains("tap at (90, 270)"))
    }

    @Test("a secure field's secret appears nowhere: not in the recording's page, the replay's, or the frames")
    func secretNeverAppears() throws {
        let secret = "hunter2-Zebra!"
        let recording = try CameraScene.recording()
        try recording.app.input.typeText(secret, into: recording.form.pin)
        try recording.app.input.press(.return)
        try recording.app.input.tap(recording.form.save)
        let script = try #require(recording.recorder?.script)
        #expect(script.text.contains("${pin}"))
        let recorded = recording.camera.page(title: "Recording").html
        #expect(!recorded.contains(secret) && recorded.contains("•"))
        #expect(recording.camera.frames.first?.keyPresses == secret.count + 1, "the secret's keys and return")
        #expect(recorded.contains("\(secret.count + 1) key presses"))

        let replay = try CameraScene.playing()
        let report = try replay.play(script.text, secrets: PlaybackSecrets(["pin": secret]))
        report.expectPassed()
        #expect(replay.form.pin.text == secret, "the secret was typed")
        let played = replay.camera.page(title: "Replay").html
        #expect(!played.contains(secret))
        let frames = try JSONEncoder().encode(recording.camera.frames + replay.camera.frames)
        #expect(!String(decoding: frames, as: UTF8.self).contains(secret))
    }

    @Test("a page of 1,000 commands, no two screens alike, stays under 5 MB")
    func thousandCommandsStaySmall() throws {
        let scene = try CameraScene.playing()
        let actions = [
            "Switch wifi Toggle", "Stepper guests Increment", "SegmentedControl size Select 2", "Button save Tap",
            "Stepper guests Decrement", "SegmentedControl size Select 0",
        ]
        let lines = (0..<1_000).map { index in
            // A new value each time, so no two screens are alike; in 1024ths, which the slider's
            // width turns into touch points and back exactly.
            index % 2 == 0 ? "Slider volume Slide \(Double(index) / 1024)" : actions[(index / 2) % actions.count]
        }
        var options = PlaybackOptions()
        options.thinkTime = 0
        let report = try scene.play(lines.joined(separator: "\n"), options: options)
        report.expectPassed()
        let html = scene.camera.page(title: "A long session").html
        let bytes = html.utf8.count
        #expect(scene.camera.frames.count == 1_000)
        #expect(bytes < 5_000_000, "the page has \(bytes) bytes")
        #expect(html.components(separatedBy: "<article ").count - 1 == 1_000)
    }
}
