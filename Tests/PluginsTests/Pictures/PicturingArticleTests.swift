import ComponentTestSupport
import Components
import Foundation
import Interpose
import Plugins
import Testing

/// The "Picturing a session" article's examples, kept compiling and true.
@Suite @MainActor struct PicturingArticleTests {
    @Test("record with a camera, then play with one: each writes a page of its frames")
    func recordThenPlay() throws {
        let recording = PluginTestApp()
        let form = PictureForm(in: recording)
        let recorder = Recorder(application: recording.app)
        let camera = SessionCamera(application: recording.app, source: .recorder)
        try recording.host.install([recorder, camera])
        try recording.input.tap(form.save)
        try recording.input.slide(form.volume, to: 0.8)
        let page = camera.page(title: "Settings, recorded")
        #expect(page.frames.map(\.command.text) == ["Button save Tap", "Slider volume Slide 0.8"])
        #expect(!page.isReplay && page.html.hasPrefix("<!DOCTYPE html>"))

        let replay = PluginTestApp()
        let replayForm = PictureForm(in: replay)
        let player = SessionCamera(application: replay.app, source: .player)
        try replay.host.install(player)
        let report = Player(application: replay.app, bus: replay.host.bus).play(recorder.script)
        report.expectPassed()
        let replayed = player.page(title: "Nightly replay")
        #expect(replayed.isReplay && replayed.frames.allSatisfy { $0.outcome == .passed })
        #expect(ParsedXML(replayed.html).all("article").count == 2)
        #expect(replayForm.status.text == "Saved")
    }
}
