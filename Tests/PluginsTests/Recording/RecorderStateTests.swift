import Components
import Testing

// The state's transitions are internal: a clear-box test of the recorder's core, driven with
// no application, no screen and no rule.
@testable import Plugins

/// The recorder's state alone: each transition returns what its shell must do.
@MainActor
@Suite struct RecorderStateTests {
    let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let button = View(frame: Rect(x: 0, y: 0, width: 100, height: 40))
    let elsewhere = View(frame: Rect(x: 0, y: 100, width: 100, height: 40))

    struct Changed: ComponentChange {
        var description: String { "changed" }
    }

    /// A state with a gesture begun on `button`, owned by a component that records nothing.
    func touching() -> (RecorderState, Touch) {
        var state = RecorderState()
        state.beginGesture(on: button, start: GestureStart())
        return (state, Touch(location: Point(x: 10, y: 10), in: window, timestamp: 1))
    }

    func command(_ action: String) -> Command {
        Command("View", "button", action, [])
    }

    @Test("a change from the touched component goes to a rule and is kept as a raw event; another's is ignored")
    func changes() {
        var (state, _) = touching()
        #expect(state.hear(Changed(), from: button, at: 2).handsChange(from: button))
        #expect(state.hear(Changed(), from: elsewhere, at: 3).isNone)
        state.isPaused = true
        #expect(state.hear(Changed(), from: button, at: 4).isNone)
    }

    @Test("a command for the same component replaces the last when it was recorded as one of the actions named")
    func replacing() {
        var (state, _) = touching()
        let tap = state.record(
            command("Tap"), as: "Tap", warnings: [], for: button, replacing: [], withinGesture: false)
        #expect(tap.replacesPrevious == false)
        let double = state.record(
            command("DoubleTap"), as: "DoubleTap", warnings: [], for: button, replacing: ["Tap"], withinGesture: false)
        #expect(double.replacesPrevious == true)
        let other = state.record(
            command("DoubleTap"), as: "DoubleTap", warnings: [], for: elsewhere, replacing: ["DoubleTap"],
            withinGesture: false)
        #expect(other.replacesPrevious == false)
        #expect(state.log.recordedCommands.map(\.command.action) == ["DoubleTap", "DoubleTap"])
    }

    @Test("a gesture that recorded nothing and caused no change goes whole to its owner; else it is settled")
    func gestureEnd() {
        var (state, touch) = touching()
        _ = state.follow([touch])
        touch.update(phase: .ended, timestamp: 2)
        _ = state.follow([touch])
        #expect(state.finishRouting(.touches([touch], timestamp: 2)).handsGesture)
        state.settle()
        #expect(!state.isInGesture)

        var (claimed, second) = touching()
        _ = claimed.follow([second])
        _ = claimed.hear(Changed(), from: button, at: 1)
        second.update(phase: .ended, timestamp: 2)
        _ = claimed.follow([second])
        #expect(claimed.finishRouting(.touches([second], timestamp: 2)).isNone)
        #expect(!claimed.isInGesture)
    }

    @Test("a gesture's raw events go to the command recorded in it, and are dropped when none was")
    func provenance() {
        var (state, touch) = touching()
        _ = state.follow([touch])
        _ = state.record(command("Tap"), as: "Tap", warnings: [], for: button, replacing: [], withinGesture: false)
        touch.update(phase: .ended, timestamp: 2)
        _ = state.follow([touch])
        #expect(state.finishRouting(.touches([touch], timestamp: 2)).isNone)
        #expect(state.log.recordedCommands.first?.command.provenance?.entries.map(\.detail) == ["began", "ended"])
    }
}

extension RecorderStateTests {
    @Test("a key press to a component makes its changes heard, until the event finished routing")
    func keyPresses() {
        var state = RecorderState()
        let field = View()
        #expect(state.hear(Changed(), from: field, at: 1).isNone)
        state.press([], to: field, secure: false)
        #expect(state.hear(Changed(), from: field, at: 2).handsChange(from: field))
        #expect(state.finishRouting(.presses([], timestamp: 2)).isNone)
        #expect(state.hear(Changed(), from: field, at: 3).isNone)
    }

    @Test("a command replaces one within its gesture only when asked; a device's command is an input of its own")
    func inputs() {
        var (state, _) = touching()
        _ = state.record(command("Pinch"), as: "Pinch", warnings: [], for: button, replacing: [], withinGesture: true)
        #expect(state.recordInput(command("Shake"), for: button, withRawEvents: true).replacesPrevious == false)
        let pinch = state.record(
            command("Pinch"), as: "Pinch", warnings: [], for: button, replacing: ["Pinch"], withinGesture: true)
        #expect(pinch.replacesPrevious == false)
        let again = state.record(
            command("Pinch"), as: "Pinch", warnings: [], for: button, replacing: ["Pinch"], withinGesture: true)
        #expect(again.replacesPrevious == true)
        state.isPaused = true
        #expect(state.recordInput(command("Shake"), for: button, withRawEvents: true).isNone)
        #expect(state.log.recordedCommands.map(\.command.action) == ["Pinch", "Shake", "Pinch"])
    }
}

extension RecorderAction {
    var isNone: Bool {
        if case .none = self { true } else { false }
    }

    var replacesPrevious: Bool? {
        if case .publish(let replaces) = self { replaces } else { nil }
    }

    var handsGesture: Bool {
        if case .handGesture = self { true } else { false }
    }

    func handsChange(from component: View) -> Bool {
        if case .handChange(_, let from, _) = self { from === component } else { false }
    }
}
