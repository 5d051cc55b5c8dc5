import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// Playwright's strictness: one component, visible, enabled, on screen and uncovered, or the
/// command fails and says why; a component inside a scroll view is scrolled into view first.
@MainActor
@Suite struct PlayerStrictnessTests {
    let test = PluginTestApp()

    func button(_ identifier: String?, title: String = "OK", at y: Double = 20, x: Double = 20) -> Button {
        test.add(identifier) { Button(title: title, frame: Rect(x: x, y: y, width: 100, height: 40)) }
    }

    @Test("an identifier two components answer to fails, naming both with their window frames")
    func ambiguous() {
        let first = button(nil)
        let second = button(nil, at: 80)
        var taps = 0
        for button in [first, second] {
            button.addTarget(button, action: "count", for: .touchUpInside) { _, _, _ in taps += 1 }
        }
        let result = test.perform(c("Button OK Tap"))
        result.expectOutcome(.failed)
        #expect(
            result.reason
                == #"Button "OK" matches 2 components: Button label "OK" at (20, 20, 100, 40), Button label "OK" at (20, 80, 100, 40)"#
        )
        #expect(taps == 0)
        test.perform(c("Button #2 Tap")).expectOutcome(.passed)
        #expect(taps == 1)
    }

    @Test("a hidden, a disabled and a covered component each fail with that reason, and nothing is touched")
    func notTouchable() {
        let hidden = button("hidden")
        hidden.isHidden = true
        let disabled = button("disabled", at: 80)
        disabled.isEnabled = false
        let covered = button("covered", at: 140)
        test.add("overlay") { View(frame: Rect(x: 0, y: 130, width: 320, height: 60)) }
        #expect(test.perform(c("Button hidden Tap")).reason == #"Button "hidden" is hidden"#)
        #expect(test.perform(c("Button disabled Tap")).reason == #"Button "disabled" is disabled"#)
        #expect(
            test.perform(c("Button covered Tap")).reason
                == #"Button "covered" is covered by View "overlay" at (70, 160)"#)
        _ = covered
    }

    @Test("a component off the window, outside any scroll view, fails as off-screen")
    func offScreen() {
        _ = button("far", x: 400)
        #expect(test.perform(c("Button far Tap")).reason == #"Button "far" is off-screen at (400, 20, 100, 40)"#)
    }

    @Test("a component below the fold of a scroll view is scrolled into view through the scroll view, then tapped")
    func scrolledIntoView() throws {
        let scroller = test.add("scroller") { ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480)) }
        scroller.contentSize = Size(width: 320, height: 2_000)
        let delegate = PlaybackScrollCounter()
        scroller.delegate = delegate
        let far = button("far", at: 1_500)
        scroller.addSubview(far)
        var tapped = false
        far.addTarget(far, action: "tap", for: .touchUpInside) { _, _, _ in tapped = true }
        let recorder = try test.record()
        test.perform(c("Button far Tap")).expectOutcome(.passed)
        #expect(tapped)
        #expect(scroller.contentOffset.y == 1_540 - 480)
        #expect(delegate.scrolls > 0)
        #expect(recorder.lines == ["Button far Tap"])
    }

    @Test("a component that appears, shows or stops being covered within the timeout is found and used")
    func waitsForActionability() {
        let late = button("late")
        late.isHidden = true
        let shy = button("shy", at: 80)
        shy.isEnabled = false
        test.app.clock.schedule(after: 0.25) { late.isHidden = false }
        test.app.clock.schedule(after: 1.2) { shy.isEnabled = true }
        let report = test.play([c("Button late Tap"), c("Button shy Tap")])
        report.expectPassed()
        // Found on the fourth attempt, 0.3 s in, then tapped.
        #expect(abs(report.results[0].duration - (0.3 + SynthesisTiming().tapDuration)) < 1e-9)
        #expect(report.results[1].start + report.results[1].duration > 1.2)
    }
}

/// A scroll view delegate that counts the scrolls it is told of.
@MainActor
final class PlaybackScrollCounter: ScrollViewDelegate {
    private(set) var scrolls = 0

    func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
}
