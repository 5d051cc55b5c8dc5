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
        try host.install(recorder.withDependencies())
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
}
