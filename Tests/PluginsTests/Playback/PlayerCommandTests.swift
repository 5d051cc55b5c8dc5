import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// Every command of the Commands article, performed on a real app and checked by the state it
/// leaves the component in.
@MainActor
@Suite struct PlayerCommandTests {
    let test = PluginTestApp()

    @Test("Tap, Slide, Toggle, Increment, Decrement and Select change their controls as a person would")
    func controls() {
        let form = PlaybackForm(in: test)
        let report = test.play([
            c("Button ok Tap"), c("Slider volume Slide 0.75"), c("Switch wifi Toggle"), c("Stepper guests Increment"),
            c("Stepper guests Increment"), c("Stepper guests Decrement"), c("SegmentedControl size Select 2"),
        ])
        report.expectPassed()
        #expect(form.status.text == "Tapped 1")
        #expect(form.volume.value == 0.75)
        #expect(form.wifi.isOn)
        #expect(form.guests.value == 3)
        #expect(form.size.selectedSegmentIndex == 2)
    }

    @Test("a slide lands exactly on values a drag would not hit by its plain arithmetic")
    func exactSlide() {
        let form = PlaybackForm(in: test)
        for value in [0.1, 0.3, 0.7345, 1.0 / 3, 0, 1, 0.5] {
            let result = test.perform(c("Slider volume Slide \(value)"))
            #expect(result.outcome == .passed, "\(result.reason ?? "")")
            #expect(form.volume.value == value)
        }
    }

    @Test("EnterText replaces the field's whole text by typing, and presses return when asked")
    func enterText() {
        let form = PlaybackForm(in: test)
        form.name.text = "Jo"
        let report = test.play([c("TextField name EnterText Joe"), c("TextField name EnterText Ann return")])
        report.expectPassed()
        #expect(form.name.text == "Ann")
        #expect(!form.name.isFirstResponder)
    }

    @Test("a picker spins each wheel to the row")
    func wheels() {
        let wheels = PlaybackForm(in: test).wheels
        test.play([c("PickerView wheels Select 3"), c("PickerView wheels Select 2 1")]).expectPassed()
        #expect(wheels.selectedRow(inComponent: 0) == 3 && wheels.selectedRow(inComponent: 1) == 2)
    }

    @Test("a table selects a row after scrolling it into view, and scrolls to an offset or to a row")
    func table() {
        let test = PluginTestApp()
        let scene = PlaybackNavigation(in: test)
        test.play([
            c("TableView list Select 40"), c("TableView list ScrollTo 0 300"), c("TableView list ScrollToRow 20"),
        ])
        .expectPassed()
        #expect(scene.selections == [IndexPath(row: 40, section: 0)])
        #expect(scene.table.contentOffset == Point(x: 0, y: 20 * scene.table.rowHeight))
    }

    @Test("ScrollTo rests exactly at the offset, with no coasting, clamped to the content")
    func scrollTo() {
        let photo = PlaybackForm(in: test).photo
        for (x, y) in [(100.0, 200.0), (3.25, 0.5), (465, 510), (0, 0), (120.5, 7)] {
            let result = test.perform(c("ScrollView photo ScrollTo \(x) \(y)"))
            #expect(result.outcome == .passed, "\(result.reason ?? "")")
            #expect(photo.contentOffset == Point(x: x, y: y))
            test.app.clock.runUntilIdle()
            #expect(photo.contentOffset == Point(x: x, y: y))
        }
        test.perform(c("ScrollView photo ScrollTo 9000 -50")).expectOutcome(.passed)
        #expect(photo.contentOffset == photo.maximumContentOffset.withY(0))
    }

    @Test("gestures on any view: Tap, DoubleTap, LongPress, Move, Swipe, Pinch")
    func gestures() throws {
        let form = PlaybackForm(in: test)
        let report = test.play([
            c("Sketchpad pad Tap"), c("Sketchpad pad DoubleTap"), c("Sketchpad pad LongPress 1.5"),
            c("Sketchpad pad Move 10 10 40 50 80 20"), c("Sketchpad swiper Swipe left"),
            c("ScrollView photo Pinch 2 77.5 85"),
        ])
        report.expectPassed()
        // A tap, two taps, a press: one point each; then the path of the move.
        #expect(form.pad.strokes.map(\.count) == [1, 1, 1, 1, 3])
        #expect(form.pad.strokes.last == [Point(x: 10, y: 10), Point(x: 40, y: 50), Point(x: 80, y: 20)])
        #expect(report.results[2].duration >= 1.5)
        let swipe = try #require(form.swiper.strokes.last)
        #expect(swipe.count > 2 && (swipe.last?.x ?? 0) < (swipe.first?.x ?? 0) - 30)
        #expect(form.photo.zoomScale > 1.5)
    }

    @Test("Back pops the screen the bar shows; Device shakes and rotates")
    func navigationAndDevice() {
        let scene = PlaybackNavigation(in: test)
        let listener = test.add { PlaybackShakeCounter(frame: Rect(x: 0, y: 0, width: 1, height: 1)) }
        #expect(listener.becomeFirstResponder())
        test.play([c("Device * Shake"), c("Device * Rotate landscapeLeft")]).expectPassed()
        #expect(listener.shakes == 1)
        #expect(test.app.device.orientation == .landscapeLeft)
        test.perform(c("TableView list Select 0")).expectOutcome(.passed)
        test.app.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.count == 2)
        test.perform(c("NavigationBar Wi-Fi Back")).expectOutcome(.passed)
        test.app.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.count == 1)
    }
}

extension CommandResult {
    /// Expects the outcome, showing the reason when it differs.
    func expectOutcome(_ outcome: CommandOutcome, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(self.outcome == outcome, "\(reason ?? "")", sourceLocation: sourceLocation)
    }
}

extension Point {
    func withY(_ y: Double) -> Point { Point(x: x, y: y) }
}
