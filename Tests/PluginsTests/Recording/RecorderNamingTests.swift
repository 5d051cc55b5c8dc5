import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// A recorder keeps a component's name from one tap to the next, and names it again whenever
/// anything that names it (or another component of its type) could have changed.
@MainActor
@Suite struct RecorderNamingTests {
    let test = PluginTestApp()

    @Test("a button named by its title is named by its new title once the title changes")
    func retitled() throws {
        let recorder = try test.record()
        let play = test.add { Button(title: "Play", frame: test.row(20)) }
        try test.input.tap(play)
        try test.input.tap(play)
        play.title = "Pause"
        try test.input.tap(play)
        #expect(recorder.lines == ["Button Play Tap", "Button Play Tap", "Button Pause Tap"])
    }

    @Test("once another component answers to a name too (title, label, identifier, shown), the next name serves")
    func nameTaken() throws {
        let recorder = try test.record()
        let ok = test.add("ok") { Button(title: "OK", frame: test.row(20)) }
        let other = test.add { Button(title: "Cancel", frame: test.row(80)) }
        let takers: [(Button) -> Void] = [
            { $0.title = "ok" }, { $0.accessibilityLabel = "ok" }, { $0.accessibilityIdentifier = "ok" },
        ]
        for take in takers {
            try test.input.tap(ok)
            take(other)
            try test.input.tap(ok)
            (other.title, other.accessibilityLabel, other.accessibilityIdentifier) = ("Cancel", nil, nil)
        }
        other.isHidden = true
        other.accessibilityIdentifier = "ok"
        try test.input.tap(ok)
        other.isHidden = false
        try test.input.tap(ok)
        #expect(recorder.lines == Array(repeating: ["Button ok Tap", "Button OK Tap"], count: 4).flatMap { $0 })
    }

    @Test("a component added with the same identifier and title leaves only an ordinal, with its warning")
    func sameNamesAdded() throws {
        let recorder = try test.record()
        let ok = test.add("ok") { Button(title: "OK", frame: test.row(20)) }
        try test.input.tap(ok)
        test.add("ok") { Button(title: "OK", frame: test.row(80)) }
        try test.input.tap(ok)
        #expect(recorder.lines == ["Button ok Tap", "Button #1 Tap"])
        #expect(recorder.recordedCommands.map(\.warnings.isEmpty) == [true, false])
    }

    @Test("a component of the app's own class whose label is computed is named anew at each tap")
    func computedLabel() throws {
        let recorder = try test.record()
        let status = test.add { StatusButton(frame: test.row(20)) }
        try test.input.tap(status)
        status.isBusy = true
        try test.input.tap(status)
        #expect(recorder.lines == ["StatusButton Idle Tap", "StatusButton Busy Tap"])
    }
}

/// A button whose label follows a state of its own, which no setter of a name reports.
@MainActor
final class StatusButton: Button {
    var isBusy = false

    override var accessibilityLabel: String? {
        get { isBusy ? "Busy" : "Idle" }
        set { super.accessibilityLabel = newValue }
    }
}
