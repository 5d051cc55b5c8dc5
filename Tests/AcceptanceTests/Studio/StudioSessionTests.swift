import Components
import Interpose
import Plugins
import SampleApp
import Testing

/// A person's session in the studio, driven through ``StudioSession`` as the terminal drives
/// it: points on the screen, keys, checkpoints, undo and replay, on the sample app.
@MainActor
@Suite struct StudioSessionTests {
    /// A fresh sample app with a recorder, as the demo's studio makes one.
    static func makeRig() throws -> StudioRig {
        let sample = SampleApp(registry: AspectRegistry())
        let host = PluginHost(registry: sample.registry, bus: EventBus())
        let recorder = Recorder(application: sample.application)
        try host.install(recorder)
        return StudioRig(application: sample.application, recorder: recorder, bus: host.bus, keeping: [sample, host])
    }

    /// The centre of the component `type` `identifier` on the session's screen.
    static func center(_ session: StudioSession, _ type: String, _ identifier: String) throws -> Point {
        let screen = ScreenSnapshot(application: session.shownApplication)
        return try #require(screen.find(type: type, identifier: identifier).first).center
    }

    /// Clicks at `point`: down and up again where it went down.
    static func click(_ session: StudioSession, _ point: Point) {
        session.press(at: point)
        session.release(at: point)
    }

    @Test("a click on the settings tab, a row, a field, typing and a slider drag record what a person did")
    func recordsAPersonsSession() throws {
        let session = try StudioSession(makeRig: Self.makeRig)
        Self.click(session, try Self.center(session, "Button", "settings"))
        session.wait(1)
        Self.click(session, try Self.center(session, "TableViewCell", "Profile"))
        session.wait(1)
        Self.click(session, try Self.center(session, "TextField", "name"))
        session.type("Ada")
        let volume = try #require(
            ScreenSnapshot(application: session.application).find(type: "Slider", identifier: "volume").first)
        session.press(at: volume.center)
        session.drag(to: Point(x: volume.frame.maxX - 45, y: volume.center.y))
        session.release(at: Point(x: volume.frame.maxX - 45, y: volume.center.y))
        let text = session.recorder.script.text
        #expect(text.hasPrefix("TabBar tabs Select settings\nTableView settings Select 0\n"), "\(text)")
        #expect(text.contains("TextField name EnterText Ada"), "\(text)")
        #expect(text.contains("Slider volume Slide 0.75"), "\(text)")
    }

    @Test("a checkpoint verifies the component under the pointer, or the nearest around it that has a state")
    func checkpoint() throws {
        let session = try StudioDrawingTests.profile()
        session.checkpoint(at: try Self.center(session, "Slider", "volume"))
        #expect(session.recorder.script.commands.last?.text == "Slider volume Verify 0")
        #expect(session.message == "checkpoint: Slider volume Verify 0")
        let count = session.recorder.script.commands.count
        session.checkpoint(at: Point(x: 5, y: 5000))
        #expect(session.recorder.script.commands.count == count)
        #expect(session.message == "no component there to check")
    }

    @Test("a snapshot checkpoint snapshots the named component under the pointer, or the whole screen")
    func snapshotCheckpoint() throws {
        let session = try StudioDrawingTests.profile()
        session.snapshotCheckpoint(at: try Self.center(session, "Slider", "volume"))
        #expect(session.message == "snapshot: Slider volume VerifySnapshot")
        #expect(session.recorder.recordedCommands.last?.snapshot?.text == "Slider volume: 0\n")
        session.snapshotCheckpoint(at: nil)
        #expect(session.recorder.script.commands.last?.text == "Window #1 VerifySnapshot screen")
        #expect(session.recorder.recordedCommands.last?.snapshot?.root.children.count ?? 0 > 10)

        let replay = try #require(session.replay())
        #expect(replay.results.allSatisfy { $0.outcome == .passed }, "\(replay.results.map { $0.reason ?? "ok" })")
        Self.click(session, try Self.center(session, "Switch", "notifications"))
        session.undo()
        #expect(session.recorder.snapshots.keys.sorted() == ["screen", "volume"])
    }

    @Test("undo takes the last command back, and the app with it: a fresh app replays the rest")
    func undo() throws {
        let session = try StudioDrawingTests.profile()
        Self.click(session, try Self.center(session, "Switch", "notifications"))
        #expect(session.recorder.script.commands.map(\.text).last == "Switch notifications Toggle")
        session.undo()
        #expect(session.message == "undid Switch notifications Toggle")
        #expect(
            session.recorder.script.commands.map(\.text) == [
                "TabBar tabs Select settings", "TableView settings Select 0",
            ])
        let toggle = ScreenSnapshot(application: session.application).find(type: "Switch", identifier: "notifications")
        #expect(toggle.first?.content == .toggle(isOn: false), "the app is back where it was")
        session.undo()
        session.undo()
        session.undo()
        #expect(session.recorder.script.commands.isEmpty && session.message == "nothing to undo")
    }

    @Test("a replay marks each command; a Verify that no longer holds fails, with its reason, until the next input")
    func replayFailure() throws {
        var rigs = 0
        let session = try StudioSession {
            rigs += 1
            let rig = try Self.makeRig()
            // Every app after the first starts with a name in the username field.
            if rigs > 1 { (rig.application.view(withIdentifier: "username") as? TextField)?.text = "mallory" }
            return rig
        }
        session.checkpoint(at: try Self.center(session, "TextField", "username"))
        Self.click(session, try Self.center(session, "Button", "forms"))
        #expect(
            session.recorder.script.commands.map(\.text) == [
                "TextField username Verify \"\"", "TabBar tabs Select forms",
            ])
        let replay = try #require(session.replay())
        #expect(replay.isFinished && replay.results.map(\.outcome.isSuccess) == [false, true])
        #expect(session.shownApplication !== session.application, "the replay's app is shown")
        let lines = StudioFrame(session: session, title: "", pointer: nil, layout: nil).script
        #expect(lines.map(\.mark) == [.failed, .none, .passed])
        #expect(lines[1].kind == .failure && lines[1].text.contains("mallory"), "\(lines[1].text)")
        #expect(session.message.hasPrefix("replayed 2 of 2 commands on a fresh app, 1 failed: "))
        session.type("x")
        #expect(session.replay == nil, "any input goes back to recording")
        #expect(session.message == "click a field before typing")
    }

    @Test("the wheel scrolls the table under the pointer; pinch, shake and rotate record their commands")
    func gestures() throws {
        let session = try StudioSession(makeRig: Self.makeRig)
        Self.click(session, try Self.center(session, "Button", "List"))
        session.wait(1)
        let table = try Self.center(session, "TableView", "countries")
        session.scroll(at: table, by: 120)
        session.scroll(at: Point(x: 1, y: 520), by: 120)
        #expect(session.message == "nothing to scroll there")
        session.shake()
        session.rotate()
        let text = session.recorder.script.commands.map(\.text)
        #expect(text.contains("TableView countries ScrollTo 0 120"), "\(text)")
        #expect(text.contains("Device * Shake"), "\(text)")
        #expect(text.contains { $0.hasPrefix("Device * Rotate") }, "\(text)")
    }

    @Test("nonsense input does nothing and crashes nothing")
    func nonsense() throws {
        let session = try StudioSession(makeRig: Self.makeRig)
        session.drag(to: Point(x: 10, y: 10))
        session.release(at: Point(x: 10, y: 10))
        session.press(at: Point(x: .nan, y: .infinity))
        session.press(at: Point(x: -100, y: 10))
        session.pinch(at: Point(x: 1e9, y: 1e9), scale: 2)
        session.wait(.nan)
        session.wait(-3)
        session.press(.return)
        session.checkpoint(at: Point(x: .nan, y: 0))
        #expect(session.recorder.script.commands.isEmpty)
        #expect(!session.isTouching)
        #expect(session.replay() == nil && session.message == "nothing to replay yet")
    }

    /// Drags from `start` to `end` in `steps` moves, as a person's mouse reports come.
    static func drag(_ session: StudioSession, from start: Point, to end: Point, steps: Int = 8) {
        session.press(at: start)
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            session.drag(
                to: Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
        }
        session.release(at: end)
    }

    @Test("a drag spins the picker and draws on the canvas, as the recorder writes them")
    func dragsSpinAndDraw() throws {
        let session = try StudioDrawingTests.profile()
        let picker = try Self.center(session, "PickerView", "colour")
        Self.drag(session, from: picker, to: Point(x: picker.x, y: picker.y - 64))
        session.wait(2)
        let spun = session.recorder.script.commands.last?.text ?? ""
        #expect(spun.hasPrefix("PickerView colour Select"), "\(spun)")
        #expect(!spun.hasSuffix("Select red"), "the wheel turned: \(spun)")
        let back = try Self.center(session, "Button", "Settings")
        Self.click(session, back)
        session.wait(1)
        Self.click(session, try Self.center(session, "TableViewCell", "Sketch"))
        session.wait(1)
        let canvas = try Self.center(session, "Canvas", "canvas")
        Self.drag(session, from: canvas, to: Point(x: canvas.x + 60, y: canvas.y + 40))
        let drawn = session.recorder.script.commands.map(\.text)
        #expect(drawn.contains { $0.hasPrefix("Canvas canvas Move") }, "\(drawn)")
        #expect(session.trail.count == 9, "the trail the finger drew")
    }

    @Test("a password typed is recorded as a placeholder, and a replay and an undo type it again")
    func secrets() throws {
        let session = try StudioSession(makeRig: Self.makeRig)
        Self.click(session, try Self.center(session, "TextField", "username"))
        session.type("fred")
        Self.click(session, try Self.center(session, "TextField", "password"))
        session.type("hunter2")
        Self.click(session, try Self.center(session, "Button", "LOGIN"))
        let text = session.recorder.script.text
        #expect(text.contains("TextField password EnterText ${password}") && !text.contains("hunter2"), "\(text)")
        session.checkpoint(at: try Self.center(session, "Label", "welcome"))
        let replay = try #require(session.replay())
        #expect(replay.failures.isEmpty, "\(replay.failures.map(\.reason))")
        Self.click(session, try Self.center(session, "Button", "LOGOUT"))
        session.undo()
        #expect(session.message.hasPrefix("undid Button LOGOUT Tap"), "\(session.message)")
        let welcome = ScreenSnapshot(application: session.application).find(type: "Label", identifier: "welcome")
        #expect(welcome.first?.content == .text("Welcome, fred!"), "the undo's replay signed in again")
    }

    @Test("time a person holds still passes on the app's clock: a stepper held down repeats")
    func heldPress() throws {
        let session = try StudioDrawingTests.profile()
        let stepper = try #require(
            ScreenSnapshot(application: session.application).find(type: "Stepper", identifier: "guests").first)
        let plus = Point(x: stepper.frame.maxX - 10, y: stepper.center.y)
        session.press(at: plus)
        for _ in 0..<15 { session.wait(0.1) }
        session.release(at: plus)
        let after = ScreenSnapshot(application: session.application).find(type: "Stepper", identifier: "guests").first
        #expect(after?.content == .stepper(value: 8, minimum: 1, maximum: 8), "from 2, stepped up to its maximum")
        #expect(session.recorder.script.commands.last?.text.hasPrefix("Stepper guests") == true)
    }
}
