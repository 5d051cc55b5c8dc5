import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// The player finds components through a snapshot of the view tree kept between commands;
/// these tests change the tree, and what the snapshot does not record, between commands and
/// during them, and check that the player always sees the screen as it is now.
@MainActor
@Suite struct PlayerTreeChangeTests {
    let test = PluginTestApp()

    @discardableResult
    func button(_ identifier: String?, title: String = "OK", y: Double = 20, in parent: View? = nil) -> Button {
        test.add(identifier, to: parent) { Button(title: title, frame: Rect(x: 20, y: y, width: 100, height: 40)) }
    }

    @Test("a duplicate identifier added between two commands, even deep inside a new panel, makes the next ambiguous")
    func duplicateAdded() {
        let player = test.player()
        button("ok")
        player.perform(c("Button ok Tap")).expectOutcome(.passed)
        let panel = test.add("panel") { View(frame: Rect(x: 0, y: 200, width: 320, height: 100)) }
        button("ok", y: 10, in: panel)
        #expect(
            player.perform(c("Button ok Tap")).reason
                == #"Button "ok" matches 2 components: Button "ok" at (20, 20, 100, 40), Button "ok" at (20, 210, 100, 40)"#
        )
        panel.removeFromSuperview()
        player.perform(c("Button ok Tap")).expectOutcome(.passed)
    }

    @Test("a component removed, then added back, is not found, then found")
    func removedAndAddedBack() {
        let player = test.player()
        let ok = button("ok")
        player.perform(c("Button ok Tap")).expectOutcome(.passed)
        ok.removeFromSuperview()
        #expect(player.perform(c("Button ok Tap")).reason?.hasPrefix(#"no Button "ok" on screen"#) == true)
        test.window.addSubview(ok)
        player.perform(c("Button ok Tap")).expectOutcome(.passed)
    }

    @Test("renaming a component by identifier, title or tag moves the name with it")
    func renamed() {
        let player = test.player()
        let save = button(nil, title: "Save")
        let other = button(nil, title: "Other", y: 80)
        player.perform(c("Button Save Tap")).expectOutcome(.passed)
        save.title = "Saved"
        player.perform(c("Button Save Tap")).expectOutcome(.failed)
        player.perform(c("Button Saved Tap")).expectOutcome(.passed)
        other.accessibilityIdentifier = "Saved"
        player.perform(c("Button Saved Tap")).expectOutcome(.failed)
        other.accessibilityIdentifier = nil
        save.tag = 42
        player.perform(c("Button 42 Tap")).expectOutcome(.passed)
        save.tag = 0
        player.perform(c("Button 42 Tap")).expectOutcome(.failed)
    }

    @Test(
        "hiding a component, its container, or its window, or making it transparent, fails the next command as hidden")
    func hidden() {
        let player = test.player()
        let panel = test.add("panel") { View(frame: Rect(x: 0, y: 0, width: 320, height: 200)) }
        let ok = button("ok", in: panel)
        let hiders: [(hide: () -> Void, show: () -> Void)] = [
            ({ ok.isHidden = true }, { ok.isHidden = false }),
            ({ panel.isHidden = true }, { panel.isHidden = false }),
            ({ ok.alpha = 0 }, { ok.alpha = 1 }),
            ({ self.test.window.isHidden = true }, { self.test.window.isHidden = false }),
        ]
        for (hide, show) in hiders {
            player.perform(c("Button ok Tap")).expectOutcome(.passed)
            hide()
            #expect(player.perform(c("Button ok Tap")).reason == #"Button "ok" is hidden"#)
            show()
        }
        player.perform(c("Button ok Tap")).expectOutcome(.passed)
    }

    @Test("a window removed takes its components with it, and one added brings its own")
    func windows() {
        let player = test.player()
        let other = test.make { Window() }
        test.app.addWindow(other)
        let ok = button("ok", in: other)
        player.perform(c("Button ok Tap")).expectOutcome(.passed)
        test.app.removeWindow(other)
        #expect(player.perform(c("Button ok Tap")).reason?.hasPrefix(#"no Button "ok" on screen"#) == true)
        test.window.addSubview(ok)
        player.perform(c("Button ok Tap")).expectOutcome(.passed)
    }

    @Test("an ordinal follows the screen: a reordered tree breaks ties differently, a moved frame changes the order")
    func ordinals() {
        let player = test.player()
        let a = button(nil, title: "A")
        let b = button(nil, title: "B")
        player.perform(c("Button #1 Verify A")).expectOutcome(.passed)
        test.window.bringSubviewToFront(a)
        player.perform(c("Button #1 Verify B")).expectOutcome(.passed)
        b.frame = Rect(x: 20, y: 300, width: 100, height: 40)
        player.perform(c("Button #1 Verify A")).expectOutcome(.passed)
        player.perform(c("Button #2 Verify B")).expectOutcome(.passed)
    }

    @Test("a label an app's own view computes from its state is read afresh, though the tree keeps its shape")
    func computedLabel() {
        let player = test.player()
        let gauge = test.add { Gauge(frame: Rect(x: 20, y: 20, width: 100, height: 40)) }
        player.perform(Command("Gauge", "level 0", "WaitFor")).expectOutcome(.passed)
        gauge.level = 1
        player.perform(Command("Gauge", "level 0", "WaitForNot")).expectOutcome(.passed)
        player.perform(Command("Gauge", "level 1", "WaitFor")).expectOutcome(.passed)
    }

    @Test("a command that changes the tree is seen by the next command of the same script")
    func changedByTheScript() {
        let ok = button("ok")
        let add = button("add", title: "Add", y: 80)
        add.addTarget(add, action: "add", for: .touchUpInside) { _, _, _ in
            self.button("ok", y: 140)
        }
        let report = test.play([c("Button ok Tap"), c("Button add Tap"), c("Button ok Tap"), c("Button #2 Tap")])
        #expect(report.results.map(\.outcome) == [.passed, .passed, .failed, .passed])
        #expect(report.results[2].reason?.contains("matches 2 components") == true)
        _ = ok
    }

    @Test("components that appear twice over, then once, during one command's wait are used once one is left")
    func changedWhileWaiting() {
        test.app.clock.schedule(after: 0.25) {
            self.button("ok")
            self.button("ok", y: 80)
        }
        test.app.clock.schedule(after: 0.65) { self.test.window.subviews.last?.removeFromSuperview() }
        let result = test.perform(c("Button ok Tap"))
        result.expectOutcome(.passed)
        #expect(result.duration > 0.65)
    }

    @Test("the recorder names a component by ordinal once a duplicate appears, and by identifier once it goes")
    func recorderSeesChanges() throws {
        let recorder = try test.record()
        let ok = button("ok")
        try test.input.tap(ok)
        let twin = button("ok", y: 80)
        try test.input.tap(ok)
        twin.removeFromSuperview()
        try test.input.tap(ok)
        #expect(recorder.lines == ["Button ok Tap", "Button #1 Tap", "Button ok Tap"])
    }
}

/// A view of an app's own whose accessibility label says its level, computed at each read.
@MainActor
final class Gauge: View {
    var level = 0

    override var accessibilityLabel: String? {
        get { "level \(level)" }
        set {}
    }
}
