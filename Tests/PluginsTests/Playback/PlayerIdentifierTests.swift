import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// MonkeyTalk's identifiers beside ours: `name(N)` for the N-th component a name names, and
/// wildcards, both still strict.
@MainActor
@Suite struct PlayerIdentifierTests {
    let test = PluginTestApp()

    /// Two buttons titled OK, and a Submit and a Subscribe button.
    func screen() -> [Button] {
        [("OK", 20.0), ("OK", 70), ("Submit", 120), ("Subscribe", 170)].map { title, y in
            test.add { Button(title: title, frame: test.row(y)) }
        }
    }

    @Test("name(N) is the N-th component that name names, in screen order")
    func indexed() {
        let buttons = screen()
        var tapped: [String] = []
        for (index, button) in buttons.enumerated() {
            button.addTarget(test.app, action: "note", for: .touchUpInside) { _, _, _ in tapped.append("\(index)") }
        }
        #expect(test.perform(c("Button OK(2) Tap")).outcome == .passed)
        #expect(tapped == ["1"])
        let missing = test.perform(c("Button OK(3) Tap"))
        #expect(missing.outcome == .failed)
        #expect(missing.reason?.hasPrefix("no Button \"OK(3)\" on screen") == true)
    }

    @Test("a wildcard names the components whose identifier, label or tag fits it; several fit is ambiguous")
    func wildcards() {
        _ = screen()
        #expect(test.perform(c("Button Subm?t Tap")).outcome == .passed)
        let ambiguous = test.perform(c("Button Sub* Tap"))
        #expect(ambiguous.outcome == .failed)
        #expect(ambiguous.reason?.contains("matches 2 components") == true, "\(ambiguous.reason ?? "")")
    }
}
