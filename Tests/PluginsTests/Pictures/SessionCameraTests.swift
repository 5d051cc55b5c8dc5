import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// The camera beside a recorder or a player: a frame per command, with the screen before it,
/// its target and its touches.
@Suite @MainActor struct SessionCameraTests {
    @Test("a recorded tap's frame: the screen before it, its target, and a trail from the button's centre")
    func recordedTap() throws {
        let scene = try CameraScene.recording()
        let form = scene.form
        try scene.app.input.tap(form.save)
        #expect(scene.camera.frames.count == 1)
        let frame = try #require(scene.camera.frames.first)
        #expect(frame.command.text == "Button save Tap" && frame.outcome == nil && frame.index == 1)
        #expect(
            form.centerInWindow(form.save) == Point(x: 90, y: 270), "the panel sets the button off the window's corner")
        #expect(frame.trails.count == 1)
        #expect(frame.trails.first?.start == Point(x: 90, y: 270))
        #expect(frame.trails.first?.isStill() == true)
        #expect(frame.target?.frame == Rect(x: 30, y: 250, width: 120, height: 40))
        #expect(CameraScene.text(of: "status", on: frame.screen) == "Ready", "the screen before the tap")
        #expect(form.status.text == "Saved")
    }

    @Test("each frame shows the screen before its own command: a switch off before Toggle, on before the next")
    func screenBeforeEachCommand() throws {
        let scene = try CameraScene.recording()
        try scene.app.input.tap(scene.form.wifi)
        try scene.app.input.tap(scene.form.save)
        let frames = scene.camera.frames
        #expect(frames.map(\.command.text) == ["Switch wifi Toggle", "Button save Tap"])
        #expect(frames.map { CameraScene.isOn("wifi", on: $0.screen) } == [false, true])
        #expect(frames[0].start < frames[1].start)
    }

    @Test("a command the recorder builds from many events keeps the first screen and every touch")
    func replacedCommandsKeepTheirFirstScreen() throws {
        let scene = try CameraScene.recording()
        try scene.app.input.slide(scene.form.volume, to: 0.9)
        try scene.app.input.doubleTap(scene.form.panel, at: Point(x: 5, y: 100))
        let frames = scene.camera.frames
        #expect(frames.map(\.command.action) == ["Slide", "DoubleTap"])
        guard
            case .slider(let value, _, _)? = frames[0].screen.find(type: "Slider", identifier: "volume").first?.content
        else { throw PictureTestFailure("no slider on the first screen") }
        #expect(value == 0.25, "the slider as it was before the drag")
        #expect(frames[0].trails.count == 1 && frames[0].trails[0].isStill() == false)
        #expect(abs((frames[0].trails[0].end?.x ?? 0) - (10 + 20 + 0.9 * 260)) < 1, "the thumb's place for 0.9")
        #expect(frames[1].trails.map(\.finger) == [0, 0], "one finger, twice")
    }

    @Test("a long press's trail lasts as long as it was held, and a pinch has a trail per finger")
    func longPressAndPinch() throws {
        let app = PluginTestApp()
        let pad = app.add("pad") { View(frame: Rect(x: 20, y: 20, width: 280, height: 280)) }
        pad.isMultipleTouchEnabled = true
        _ = try app.record()
        let camera = SessionCamera(application: app.app, source: .recorder)
        try app.host.install(camera)
        try app.input.longPress(pad, duration: 1.2)
        try app.input.pinch(pad, scale: 2)
        let frames = camera.frames
        #expect(frames.map(\.command.action) == ["LongPress", "Pinch"])
        #expect(abs((frames.first?.trails.first?.duration ?? 0) - 1.2) < 1e-9)
        #expect(frames.last?.trails.map(\.finger).sorted() == [0, 1])
        let page = camera.page(title: "pad").html
        #expect(page.contains("held 1.2 s"))
        #expect(page.contains("2 fingers spreading"))
        let xml = ParsedXML(page)
        #expect(!xml.all("g", class: "f1").isEmpty && xml.all("polyline").count == 2)
    }

    @Test("a replay's frames: the outcome of each command, and a failed Verify's expected beside actual")
    func replayOutcomes() throws {
        let scene = try CameraScene.playing()
        try scene.play(
            """
            Button save Tap
            Label status Verify Saved
            Label status Verify Done
            Button nothing Tap
            Switch wifi Toggle %ignore=true
            """)
        let frames = scene.camera.frames
        #expect(frames.map(\.outcome) == [.passed, .passed, .failed, .failed, .skipped])
        #expect(frames.map(\.line) == [1, 2, 3, 4, 5])
        #expect(frames[0].trails.first?.start == Point(x: 90, y: 270))
        #expect(CameraScene.text(of: "status", on: frames[0].screen) == "Ready")
        #expect(frames[2].check == SessionFrame.Check(property: "text", expected: "\"Done\"", actual: "Saved"))
        #expect(frames[2].reason?.contains("expected \"Done\"") == true)
        #expect(frames[3].target == nil && frames[3].check == nil)
        #expect(frames[1].check == nil, "a check that held has nothing to show")
    }

    @Test("a camera forgets its frames when cleared, and sees nothing once uninstalled")
    func clearAndUninstall() throws {
        let scene = try CameraScene.recording()
        try scene.app.input.tap(scene.form.save)
        scene.camera.clear()
        #expect(scene.camera.frames.isEmpty)
        try scene.app.input.tap(scene.form.wifi)
        #expect(scene.camera.frames.count == 1)
        try scene.app.host.uninstall(SessionCamera.defaultID)
        try scene.app.input.tap(scene.form.wifi)
        #expect(scene.camera.frames.count == 1)
        #expect(scene.recorder?.recordedCommands.count == 3)
    }

    @Test("two cameras on one host, one for recorded commands and one for played ones, each keep their own")
    func recordingAReplay() throws {
        let scene = try CameraScene.recording()
        let played = SessionCamera(application: scene.app.app, source: .player, id: "replay-camera")
        try scene.app.host.install(played)
        try scene.play("Button save Tap\nLabel status Verify Saved")
        #expect(scene.camera.frames.map(\.command.text) == ["Button save Tap", "Label status Verify Saved"])
        #expect(scene.camera.frames.allSatisfy { $0.outcome == nil })
        #expect(played.frames.map(\.outcome) == [.passed, .passed])
    }
}
