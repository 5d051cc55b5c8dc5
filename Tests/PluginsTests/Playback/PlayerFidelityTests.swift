import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// Record a session, play the script on a fresh app with a recorder installed, and record
/// the replay: the two scripts are the same command for command, and the two apps end alike.
@MainActor
@Suite struct PlayerFidelityTests {
    /// One session: the scene it runs on, what a person does, and the command kinds it covers.
    struct Session: Sendable, CustomTestStringConvertible {
        let name: String
        let navigation: Bool
        let act: @MainActor @Sendable (PluginTestApp, Recorder) throws -> Void
        var testDescription: String { name }
    }

    nonisolated static let sessions: [Session] = [
        Session(name: "Tap on a button, then a Verify checkpoint", navigation: false) { test, recorder in
            let ok = try #require(test.window.view(withIdentifier: "ok"))
            try test.input.tap(ok)
            try recorder.checkpoint(try #require(test.window.view(withIdentifier: "status")))
        },
        Session(name: "Slide, to a round value and to where a finger happened to stop", navigation: false) {
            test, _ in
            let volume = try #require(test.window.view(withIdentifier: "volume") as? Slider)
            try test.input.slide(volume, to: 0.8)
            try test.input.tap(try #require(test.window.view(withIdentifier: "wifi")))
            try test.input.drag(volume, from: Point(x: 124, y: 20), to: Point(x: 37.3, y: 22))
        },
        Session(name: "Toggle, Increment, Decrement, Select a segment", navigation: false) { test, _ in
            try test.input.tap(try #require(test.window.view(withIdentifier: "wifi")))
            let guests = try #require(test.window.view(withIdentifier: "guests"))
            try test.input.tap(guests, at: Point(x: 140, y: 20))
            try test.input.tap(guests, at: Point(x: 140, y: 20))
            try test.input.tap(guests, at: Point(x: 10, y: 20))
            try test.input.tap(try #require(test.window.view(withIdentifier: "size")), at: Point(x: 130, y: 20))
        },
        Session(name: "EnterText, with return, and a secret in a secure field", navigation: false) { test, _ in
            let name = try #require(test.window.view(withIdentifier: "name") as? TextField)
            try test.input.typeText("Joe", into: name)
            try test.input.press(.return)
            try test.input.typeText(
                "hunter2", into: try #require(test.window.view(withIdentifier: "password") as? TextField))
            try test.input.typeText("Ann", into: name)
        },
        Session(name: "Select on a picker's two wheels", navigation: false) { test, _ in
            let wheels = try #require(test.window.view(withIdentifier: "wheels") as? PickerView)
            try test.input.spin(wheels, component: 0, rows: 3)
            try test.input.spin(wheels, component: 1, rows: 2)
            try test.input.spin(wheels, component: 0, rows: -1)
        },
        Session(name: "Tap, DoubleTap, LongPress, Move, Swipe and Pinch on views", navigation: false) { test, _ in
            let pad = try #require(test.window.view(withIdentifier: "pad"))
            try test.input.tap(pad)
            try test.input.doubleTap(pad)
            try test.input.longPress(pad, duration: 1.25)
            try test.input.drag(pad, along: [Point(x: 10, y: 10), Point(x: 20, y: 15), Point(x: 60, y: 70)])
            try test.input.swipe(try #require(test.window.view(withIdentifier: "swiper")), .left)
            try test.input.pinch(pad, scale: 0.5, at: Point(x: 77, y: 50))
        },
        Session(name: "ScrollTo and Pinch on a scroll view", navigation: false) { test, _ in
            let photo = try #require(test.window.view(withIdentifier: "photo") as? ScrollView)
            try test.input.scroll(photo, by: Point(x: 120, y: 200))
            try test.input.pinch(photo, scale: 2)
            test.app.clock.runUntilIdle()
            try test.input.scroll(photo, by: Point(x: -50, y: 30))
        },
        Session(name: "Select rows, ScrollTo by dragging and by a coasting fling", navigation: true) { test, _ in
            let table = try #require(test.window.view(withIdentifier: "list") as? TableView)
            try test.input.tapRow(at: IndexPath(row: 30, section: 0), in: table)
            try test.input.scroll(table, by: Point(x: 0, y: -300))
            let top = table.bounds.minY
            try test.input.drag(table, from: Point(x: 160, y: top + 400), to: Point(x: 160, y: top + 100), steps: 3)
            test.app.clock.runUntilIdle()
            try test.input.tapRow(at: IndexPath(row: 3, section: 0), in: table)
        },
        Session(name: "Back on a navigation bar", navigation: true) { test, _ in
            let table = try #require(test.window.view(withIdentifier: "list") as? TableView)
            try test.input.tapRow(at: IndexPath(row: 0, section: 0), in: table)
            test.app.clock.advance(by: 1)
            try test.input.tap(try #require(test.window.view(withIdentifier: NavigationBar.backButtonIdentifier)))
        },
        Session(name: "Shake and Rotate the device", navigation: false) { test, _ in
            test.input.shake()
            test.input.rotateDevice(to: .landscapeLeft)
            test.input.rotateDevice(to: .portrait)
        },
    ]

    /// A fresh app with the session's scene, and the scene (which keeps its delegates alive).
    func scene(for session: Session) -> (PluginTestApp, AnyObject) {
        let test = PluginTestApp()
        return (test, session.navigation ? PlaybackNavigation(in: test) : PlaybackForm(in: test))
    }

    @Test("record, play on a fresh app, record again: the same commands, and the same final state", arguments: sessions)
    func roundTrip(_ session: Session) throws {
        let (original, originalScene) = scene(for: session)
        let recorder = try original.record()
        try session.act(original, recorder)
        original.app.clock.runUntilIdle()
        let script = recorder.script
        #expect(!script.commands.isEmpty)

        let (replay, replayScene) = scene(for: session)
        let rerecorder = try replay.record()
        let report = replay.play(script.commands, secrets: PlaybackSecrets(["password": "hunter2"]))
        replay.app.clock.runUntilIdle()

        report.expectPassed()
        // A replay records the checks the player plays, so the scripts match line for line.
        #expect(rerecorder.lines == recorder.lines)
        let before = PlaybackSnapshot.of(original.window)
        let after = PlaybackSnapshot.of(replay.window)
        let difference = zip(before, after).first { $0 != $1 }
        #expect(before == after, "first difference: \(String(describing: difference))")
        withExtendedLifetime((originalScene, replayScene)) {}
    }
}
