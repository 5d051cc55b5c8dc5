import ComponentTestSupport
import Components
import Interpose
import Testing

/// Taps, double taps, failure requirements and long presses, on the virtual clock.
@MainActor
@Suite struct TapGestureTests {
    let test = TestApp()

    @Test("a tap recognizer fires on a synthesized tap, with the tap's location and finger count")
    func singleTap() throws {
        let screen = GestureScreen(in: test)
        let tap = screen.attach("tap") { TapGestureRecognizer() }
        var location = Point.zero
        var fingers = 0
        tap.addAction("where") { tap in
            location = tap.location(in: screen.pad)
            fingers = tap.numberOfTouches
        }
        try test.input.tap(screen.pad, at: Point(x: 30, y: 50))
        #expect(screen.actions == ["tap ended"])
        #expect(location == Point(x: 30, y: 50) && fingers == 1)
        #expect(tap.state == .possible)
    }

    @Test("a double tap recognizer fires on a double tap, and a single tap does not fire it")
    func doubleTap() throws {
        let screen = GestureScreen(in: test)
        let doubleTap = screen.attach("double") { TapGestureRecognizer() }
        doubleTap.numberOfTapsRequired = 2
        try test.input.tap(screen.pad)
        test.app.clock.advance(by: 1)
        #expect(screen.actions.isEmpty)
        try test.input.doubleTap(screen.pad)
        #expect(screen.actions == ["double ended"])
    }

    @Test("two taps further apart than the multi-tap interval are no double tap")
    func slowTaps() throws {
        let screen = GestureScreen(in: test)
        let doubleTap = screen.attach("double") { TapGestureRecognizer() }
        doubleTap.numberOfTapsRequired = 2
        var input = test.input
        input.timing.doubleTapPause = test.app.multiTapInterval + 0.05
        try input.doubleTap(screen.pad)
        #expect(screen.actions.isEmpty)
    }

    @Test("a two-finger tap recognizer wants two fingers: one does not fire it, three fail it")
    func fingersRequired() throws {
        let screen = GestureScreen(in: test)
        let tap = screen.attach("two") { TapGestureRecognizer() }
        tap.numberOfTouchesRequired = 2
        try test.input.tap(screen.pad)
        try test.input.tap(screen.pad, fingers: 3)
        #expect(screen.actions.isEmpty)
        try test.input.tap(screen.pad, fingers: 2)
        #expect(screen.actions == ["two ended"])
    }

    @Test("a finger that moves beyond the tap tolerance is no tap")
    func movedTap() throws {
        let screen = GestureScreen(in: test)
        screen.attach("tap") { TapGestureRecognizer() }
        try test.input.drag(
            screen.pad, from: Point(x: 50, y: 50), to: Point(x: 50, y: 50 + test.app.tapMovementTolerance + 5))
        #expect(screen.actions.isEmpty)
        try test.input.drag(screen.pad, from: Point(x: 50, y: 50), to: Point(x: 53, y: 50))
        #expect(screen.actions == ["tap ended"])
    }

    @Test("without a requirement, a double tap fires the single tap on each tap, then the double")
    func bothFire() throws {
        let screen = GestureScreen(in: test)
        screen.attach("single") { TapGestureRecognizer() }
        let doubleTap = screen.attach("double") { TapGestureRecognizer() }
        doubleTap.numberOfTapsRequired = 2
        try test.input.doubleTap(screen.pad)
        #expect(screen.actions == ["single ended", "single ended", "double ended"])
    }

    @Test("a single tap that requires a double tap to fail waits for the interval on the virtual clock")
    func requireToFail() throws {
        let screen = GestureScreen(in: test)
        let single = screen.attach("single") { TapGestureRecognizer() }
        let doubleTap = screen.attach("double") { TapGestureRecognizer() }
        doubleTap.numberOfTapsRequired = 2
        single.require(toFail: doubleTap)
        try test.input.tap(screen.pad)
        #expect(screen.actions.isEmpty)
        #expect(single.isWaitingForFailure)
        test.app.clock.advance(by: test.app.multiTapInterval)
        #expect(screen.actions == ["single ended"])
        screen.trail.clear()
        try test.input.doubleTap(screen.pad)
        test.app.clock.advance(by: 1)
        #expect(screen.actions == ["double ended"])
        #expect(single.requiredToFail.first === doubleTap)
    }

    @Test("the view under a double tap recognizer hears its first tap end only once the double tap fails")
    func delayedEnd() throws {
        let screen = GestureScreen(in: test)
        let doubleTap = screen.attach("double") { TapGestureRecognizer() }
        doubleTap.numberOfTapsRequired = 2
        try test.input.tap(screen.pad)
        #expect(screen.padTouches == ["began 1"])
        test.app.clock.advance(by: test.app.multiTapInterval)
        #expect(screen.padTouches == ["began 1", "ended 1"])
        screen.trail.clear()
        try test.input.doubleTap(screen.pad)
        #expect(screen.padTouches == ["began 1", "began 1", "cancelled 2"])
    }

    @Test("a one-finger tap on an ancestor leaves a button's own tap to the button")
    func controlsKeepTheirTaps() throws {
        let screen = GestureScreen(in: test)
        let tally = Tally()
        let button = test.add("ok", to: screen.pad) {
            Button(title: "OK", frame: Rect(x: 10, y: 10, width: 80, height: 40))
        }
        button.addTarget(tally, action: "bump", for: .touchUpInside) { tally, _, _ in tally.bump() }
        screen.attach("tap") { TapGestureRecognizer() }
        try test.input.tap(button)
        #expect(tally.count == 1)
        #expect(screen.actions.isEmpty)
        try test.input.tap(screen.pad)
        #expect(screen.actions == ["tap ended"])
    }

    @Test("a long press begins once the minimum duration passes on the clock, with the finger still down")
    func longPress() throws {
        let screen = GestureScreen(in: test)
        let press = screen.attach("press") { LongPressGestureRecognizer() }
        press.minimumPressDuration = 0.5
        let touch = Touch(location: Point(x: 100, y: 100), in: test.window, timestamp: test.app.clock.now)
        test.app.sendEvent(.touches([touch], timestamp: test.app.clock.now))
        test.app.clock.advance(by: 0.49)
        #expect(screen.actions.isEmpty)
        test.app.clock.advance(by: 0.01)
        #expect(screen.actions == ["press began"])
        #expect(screen.padTouches == ["began 1", "cancelled 1"])
        touch.update(phase: .ended, timestamp: test.app.clock.now)
        test.app.sendEvent(.touches([touch], timestamp: test.app.clock.now))
        #expect(screen.actions == ["press began", "press ended"])
    }

    @Test("a synthesized long press fires; a press shorter than the duration does not")
    func synthesizedLongPress() throws {
        let screen = GestureScreen(in: test)
        screen.attach("press") { LongPressGestureRecognizer() }
        try test.input.longPress(screen.pad, duration: 0.3)
        #expect(screen.actions.isEmpty)
        try test.input.longPress(screen.pad)
        #expect(screen.actions == ["press began", "press ended"])
    }

    @Test("a long press fails when the finger moves further than the allowable movement")
    func longPressMovement() throws {
        let screen = GestureScreen(in: test)
        let press = screen.attach("press") { LongPressGestureRecognizer() }
        press.allowableMovement = 10
        let start = Point(x: 60, y: 60)
        try test.input.stroke(
            screen.pad, fingerPaths: [[start, start.offsetBy(dx: 15, dy: 0)]], stepInterval: 0.1, holdFor: 1)
        #expect(screen.actions.isEmpty)
        try test.input.stroke(
            screen.pad, fingerPaths: [[start, start.offsetBy(dx: 8, dy: 0)]], stepInterval: 0.1, holdFor: 1)
        #expect(screen.actions == ["press began", "press ended"])
    }

    @Test("a long press that began beats a tap on the same view")
    func longPressBeatsTap() throws {
        let screen = GestureScreen(in: test)
        screen.attach("tap") { TapGestureRecognizer() }
        screen.attach("press") { LongPressGestureRecognizer() }
        try test.input.longPress(screen.pad)
        #expect(screen.actions == ["press began", "press ended"])
        screen.trail.clear()
        try test.input.tap(screen.pad)
        #expect(screen.actions == ["tap ended"])
    }
}
