import ComponentTestSupport
import Components
import Interpose
import Testing

/// Fingers on a scroll view: dragging, flicking, pinching, `scroll(_:by:)`, and what the views
/// inside hear (delaysContentTouches, canCancelContentTouches).
@MainActor
@Suite struct ScrollViewTouchTests {
    let test = TestApp()
    let scroller: ScrollView
    let button: Button
    let recorder = ScrollRecorder()
    /// The control events the button sends, by name, in order.
    let events = Trail()
    let tally = Tally()

    /// A 200×200 scroll view at (20, 20) over 600×1000 of content, with a button near its top.
    init() throws {
        scroller = test.add("scroller") { ScrollView(frame: Rect(x: 20, y: 20, width: 200, height: 200)) }
        scroller.contentSize = Size(width: 600, height: 1000)
        scroller.delegate = recorder
        button = test.add("ok", to: scroller) { Button(title: "OK", frame: Rect(x: 50, y: 50, width: 100, height: 44)) }
        button.addTarget(tally, action: "bump", for: .touchUpInside) { tally, _, _ in tally.bump() }
        let events = events
        try test.registry.on(Control.sendActionsHook).onMainActor.before { _, arguments in
            events.note("\(arguments.events)")
        }
    }

    /// Sends one touch event for `touch`, now.
    func send(_ touch: Touch) {
        test.app.sendEvent(.touches([touch], timestamp: test.app.clock.now))
    }

    @Test("the scroll view owns a pan and a pinch recognizer, attached to itself")
    func recognizers() {
        #expect(scroller.gestureRecognizers.contains { $0 === scroller.panGestureRecognizer })
        #expect(scroller.gestureRecognizers.contains { $0 === scroller.pinchGestureRecognizer })
        #expect(scroller.panGestureRecognizer.delaysTouchesBegan)
        #expect(scroller.panGestureRecognizer.maximumTouchesBeganDelay == ScrollView.contentTouchDelay)
        scroller.delaysContentTouches = false
        scroller.isScrollEnabled = false
        #expect(!scroller.panGestureRecognizer.delaysTouchesBegan)
        #expect(!scroller.panGestureRecognizer.isEnabled)
    }

    @Test("a slow drag moves the offset by the finger's distance, the other way, and does not decelerate")
    func dragFollowsFinger() throws {
        let path = (0...10).map { Point(x: 100, y: 180 - Double($0) * 12) }
        try test.input.stroke(scroller, fingerPaths: [path], holdFor: 0.2)
        #expect(scroller.contentOffset == Point(x: 0, y: 120))
        #expect(!scroller.isDragging && !scroller.isDecelerating)
        #expect(recorder.milestones.first == "willBeginDragging")
        #expect(recorder.milestones.last == "didEndDragging decelerate=false")
    }

    @Test("a flick decelerates on the clock: the offset moves on after the finger lifts, then stops")
    func flickDecelerates() throws {
        try test.input.swipe(scroller, .up, distance: 100)
        #expect(scroller.isDecelerating)
        let lifted = scroller.contentOffset.y
        #expect(lifted == 100)
        test.app.clock.advance(by: 0.1)
        let coasting = scroller.contentOffset.y
        #expect(coasting > lifted)
        test.app.clock.runUntilIdle()
        #expect(!scroller.isDecelerating)
        #expect(scroller.contentOffset.y > coasting)
        #expect(scroller.contentOffset.y <= scroller.maximumContentOffset.y)
        #expect(
            recorder.milestones.suffix(3) == [
                "didEndDragging decelerate=true", "willBeginDecelerating", "didEndDecelerating",
            ])
    }

    @Test("without bounce the offset stays clamped while dragging past either edge")
    func clampedWithoutBounce() throws {
        scroller.bounces = false
        try test.input.drag(scroller, from: Point(x: 100, y: 60), to: Point(x: 100, y: 190))
        #expect(scroller.contentOffset == .zero)
        try test.input.scroll(scroller, by: Point(x: 0, y: 5000))
        #expect(scroller.contentOffset == Point(x: 0, y: 800))
        let range = scroller.minimumContentOffset.y...scroller.maximumContentOffset.y
        #expect(!recorder.offsets.isEmpty && recorder.offsets.allSatisfy { range.contains($0.y) })
    }

    @Test("scroll(_:by:) moves the offset by the distance, short distances too; past the end it clamps")
    func scrollBy() throws {
        try test.input.scroll(scroller, by: Point(x: 30, y: 250))
        #expect(scroller.contentOffset == Point(x: 30, y: 250))
        #expect(!scroller.isDecelerating)
        try test.input.scroll(scroller, by: Point(x: 0, y: -4))
        #expect(scroller.contentOffset == Point(x: 30, y: 246))
        try test.input.scroll(scroller, by: Point(x: 0, y: 900))
        #expect(scroller.contentOffset.y > 800)  // pulled past the end: it bounces
        test.app.clock.runUntilIdle()
        #expect(scroller.contentOffset == Point(x: 30, y: 800))
        #expect(throws: SynthesisError.self) { try test.input.scroll(scroller, by: Point(x: .nan, y: 0)) }
    }

    @Test("content that fits does not scroll, and a drag on a button inside stays the button's")
    func fittingContentDoesNotScroll() throws {
        scroller.contentSize = Size(width: 200, height: 200)
        try test.input.drag(button, from: Point(x: 10, y: 20), to: Point(x: 90, y: 20))
        #expect(scroller.contentOffset == .zero)
        #expect(recorder.milestones.isEmpty)
        #expect(tally.count == 1)
        scroller.contentSize = Size(width: 600, height: 1000)
        scroller.isScrollEnabled = false
        try test.input.scroll(scroller, by: Point(x: 0, y: 100))
        #expect(scroller.contentOffset == .zero)
    }

    @Test("seed 003: a quick tap on a button inside reaches it when the finger lifts")
    func tapReachesButton() throws {
        try test.input.tap(button)
        #expect(tally.count == 1)
        #expect(events.all.prefix(2) == ["[touchDown]", "[touchUpInside]"])
        #expect(!events.all.contains("[touchCancel]"))
    }

    @Test("seed 003: a drag that starts on the button scrolls, and the button never sees the touch")
    func quickDragScrolls() throws {
        try test.input.drag(button, from: Point(x: 50, y: 30), to: Point(x: 50, y: -50), steps: 8)
        #expect(scroller.contentOffset.y == 80)
        #expect(tally.count == 0)
        #expect(events.all.isEmpty)
    }

    @Test("seed 003: a finger resting on the button reaches it after the delay; a drag then cancels it")
    func restingThenDragCancels() throws {
        let touch = Touch(location: Point(x: 120, y: 90), in: test.window, timestamp: test.app.clock.now)
        send(touch)
        #expect(!button.isHighlighted)
        test.app.clock.advance(by: ScrollView.contentTouchDelay)
        #expect(button.isHighlighted)
        for step in 1...5 {
            test.app.clock.advance(by: 0.02)
            touch.update(
                phase: .moved, location: Point(x: 120, y: 90 - Double(step) * 10), timestamp: test.app.clock.now)
            send(touch)
        }
        touch.update(phase: .ended, timestamp: test.app.clock.now)
        send(touch)
        #expect(scroller.contentOffset.y == 50)
        #expect(events.all == ["[touchDown]", "[touchCancel]"])
        #expect(tally.count == 0)
    }

    @Test("seed 003: with delaysContentTouches off, the button hears the touch at once")
    func noDelay() throws {
        scroller.delaysContentTouches = false
        let touch = Touch(location: Point(x: 120, y: 90), in: test.window, timestamp: test.app.clock.now)
        send(touch)
        #expect(button.isHighlighted)
        #expect(events.all == ["[touchDown]"])
        touch.update(phase: .ended, timestamp: test.app.clock.now)
        send(touch)
        #expect(tally.count == 1)
    }

    @Test("with canCancelContentTouches off, a touch the button has stays the button's: no scroll")
    func cannotCancelContentTouches() throws {
        scroller.canCancelContentTouches = false
        let touch = Touch(location: Point(x: 120, y: 90), in: test.window, timestamp: test.app.clock.now)
        send(touch)
        test.app.clock.advance(by: ScrollView.contentTouchDelay)
        touch.update(phase: .moved, location: Point(x: 120, y: 40), timestamp: test.app.clock.now)
        send(touch)
        touch.update(phase: .ended, timestamp: test.app.clock.now)
        send(touch)
        #expect(scroller.contentOffset == .zero)
        #expect(!events.all.contains("[touchCancel]"))
        try test.input.drag(button, from: Point(x: 50, y: 30), to: Point(x: 50, y: -50), steps: 8)
        #expect(scroller.contentOffset.y == 80)
    }

    @Test("a finger down on a decelerating scroll view stops it where it is, without reporting an end")
    func touchStopsDeceleration() throws {
        try test.input.swipe(scroller, .up, distance: 100)
        test.app.clock.advance(by: 0.1)
        #expect(scroller.isDecelerating)
        let touch = Touch(location: Point(x: 120, y: 90), in: test.window, timestamp: test.app.clock.now)
        send(touch)
        let stopped = scroller.contentOffset
        #expect(!scroller.isDecelerating)
        touch.update(phase: .ended, timestamp: test.app.clock.now)
        send(touch)
        test.app.clock.runUntilIdle()
        #expect(scroller.contentOffset == stopped)
        #expect(!recorder.milestones.contains("didEndDecelerating"))
    }
}
