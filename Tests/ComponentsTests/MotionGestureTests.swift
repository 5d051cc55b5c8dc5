import ComponentTestSupport
import Components
import Interpose
import Testing

/// Swipes, pans and pinches from synthesized input, with translations, scales and velocities
/// from the virtual clock.
@MainActor
@Suite struct MotionGestureTests {
    let test = TestApp()

    @Test("a swipe recognizer fires for its directions only", arguments: SwipeDirection.allCases)
    func swipeDirections(direction: SwipeDirection) throws {
        let screen = GestureScreen(in: test)
        let swipe = screen.attach("swipe") { SwipeGestureRecognizer() }
        swipe.direction = [.left, .up]
        try test.input.swipe(screen.pad, direction)
        let expected = direction == .left || direction == .up ? ["swipe ended"] : []
        #expect(screen.actions == expected)
    }

    @Test("a swipe that is too short, too slow or too slanted is no swipe")
    func swipeLimits() throws {
        let screen = GestureScreen(in: test)
        let swipe = screen.attach("swipe") { SwipeGestureRecognizer() }
        try test.input.swipe(screen.pad, .right, distance: swipe.minimumDistance - 5)
        var slow = test.input
        slow.timing.swipeDuration = swipe.maximumDuration * 2
        try slow.swipe(screen.pad, .right, distance: 100)
        try test.input.drag(screen.pad, from: Point(x: 20, y: 20), to: Point(x: 100, y: 80), steps: 4)
        #expect(screen.actions.isEmpty)
        try test.input.drag(screen.pad, from: Point(x: 20, y: 20), to: Point(x: 100, y: 50), steps: 4)
        #expect(screen.actions == ["swipe ended"])
    }

    @Test("a swipe is recognized while the finger still moves, and the view's touch is cancelled")
    func swipeCancelsTouch() throws {
        let screen = GestureScreen(in: test)
        screen.attach("swipe") { SwipeGestureRecognizer() }
        try test.input.swipe(screen.pad, .right, distance: 120)
        #expect(screen.actions == ["swipe ended"])
        #expect(screen.padTouches.first == "began 1")
        #expect(screen.padTouches.last == "cancelled 1")
        #expect(!screen.padTouches.contains("ended 1"))
    }

    @Test("a two-finger swipe wants two fingers")
    func twoFingerSwipe() throws {
        let screen = GestureScreen(in: test)
        let swipe = screen.attach("swipe") { SwipeGestureRecognizer() }
        swipe.numberOfTouchesRequired = 2
        try test.input.swipe(screen.pad, .right)
        #expect(screen.actions.isEmpty)
        try test.input.pan(screen.pad, by: Point(x: 100, y: 0), duration: 0.1)
        #expect(screen.actions == ["swipe ended"])
    }

    @Test("a pan follows a drag: it begins past its distance, changes with each move, ends with the translation")
    func panTranslation() throws {
        let screen = GestureScreen(in: test)
        let pan = screen.attach("pan") { PanGestureRecognizer() }
        var translations: [Point] = []
        pan.addAction("measure") { pan in translations.append(pan.translation(in: screen.pad)) }
        try test.input.drag(screen.pad, from: Point(x: 10, y: 100), to: Point(x: 110, y: 100), steps: 10)
        #expect(screen.actions == ["pan began"] + Array(repeating: "pan changed", count: 9) + ["pan ended"])
        #expect(translations.first == Point(x: 10, y: 0))
        #expect(translations.last == Point(x: 100, y: 0))
    }

    @Test("a pan's velocity comes from the touches' timestamps on the virtual clock")
    func panVelocity() throws {
        let screen = GestureScreen(in: test)
        let pan = screen.attach("pan") { PanGestureRecognizer() }
        var velocity = Point.zero
        pan.addAction("measure") { pan in velocity = pan.velocity(in: nil) }
        try test.input.drag(screen.pad, from: Point(x: 10, y: 200), to: Point(x: 110, y: 150), steps: 10)
        let step = test.input.timing.dragStepInterval
        #expect(Swift.abs(velocity.x - 10 / step) < 1e-6)
        #expect(Swift.abs(velocity.y + 5 / step) < 1e-6)
    }

    @Test("translation and velocity are in the asked view's coordinates")
    func panInScaledView() throws {
        let screen = GestureScreen(in: test)
        let zoomed = test.add("zoomed", to: screen.pad) { View(frame: Rect(x: 0, y: 0, width: 100, height: 100)) }
        zoomed.transform = AffineTransform(scaleX: 2, y: 2)
        let pan = screen.attach("pan") { PanGestureRecognizer() }
        var inPad = Point.zero
        var inZoomed = Point.zero
        pan.addAction("measure") { pan in
            inPad = pan.translation(in: screen.pad)
            inZoomed = pan.translation(in: zoomed)
        }
        try test.input.drag(screen.pad, from: Point(x: 150, y: 150), to: Point(x: 210, y: 150))
        #expect(inPad == Point(x: 60, y: 0))
        #expect(inZoomed == Point(x: 30, y: 0))
    }

    @Test("setting the translation to zero in the action gives each move's own change")
    func setTranslation() throws {
        let screen = GestureScreen(in: test)
        let pan = screen.attach("pan") { PanGestureRecognizer() }
        var steps: [Double] = []
        pan.addAction("step") { pan in
            steps.append(pan.translation(in: nil).x)
            pan.setTranslation(.zero, in: nil)
        }
        try test.input.drag(screen.pad, from: Point(x: 10, y: 100), to: Point(x: 110, y: 100), steps: 10)
        #expect(steps == [10] + Array(repeating: 10, count: 9) + [0])
    }

    @Test("a pan allowing two fingers at least follows a two-finger pan, not a one-finger drag")
    func twoFingerPan() throws {
        let screen = GestureScreen(in: test)
        let pan = screen.attach("pan") { PanGestureRecognizer() }
        pan.minimumNumberOfTouches = 2
        var translation = Point.zero
        pan.addAction("measure") { pan in translation = pan.translation(in: nil) }
        try test.input.drag(screen.pad, from: Point(x: 10, y: 10), to: Point(x: 110, y: 10))
        #expect(screen.actions.isEmpty)
        try test.input.pan(screen.pad, by: Point(x: -40, y: 70))
        #expect(screen.actions.last == "pan ended")
        #expect(translation == Point(x: -40, y: 70))
    }

    @Test("a pan that requires a swipe to fail waits for it: a swipe fires alone, a short drag pans when lifted")
    func panWaitsForSwipe() throws {
        let screen = GestureScreen(in: test)
        let pan = screen.attach("pan") { PanGestureRecognizer() }
        let swipe = screen.attach("swipe") { SwipeGestureRecognizer() }
        pan.require(toFail: swipe)
        try test.input.swipe(screen.pad, .right, distance: 100)
        #expect(screen.actions == ["swipe ended"])
        screen.trail.clear()
        try test.input.drag(screen.pad, from: Point(x: 10, y: 10), to: Point(x: 40, y: 10), steps: 3)
        #expect(screen.actions == ["pan began", "pan ended"])
        screen.trail.clear()
        var slow = test.input
        slow.timing.dragStepInterval = 0.2
        try slow.drag(screen.pad, from: Point(x: 10, y: 10), to: Point(x: 100, y: 10), steps: 6)
        #expect(screen.actions.first == "pan began")
        #expect(screen.actions.last == "pan ended")
        #expect(!screen.actions.contains("swipe ended"))
    }

    @Test("a synthesized pinch gives a pinch recognizer about its scale", arguments: [2.0, 0.5, 1.5])
    func pinchScale(scale: Double) throws {
        let screen = GestureScreen(in: test)
        let pinch = screen.attach("pinch") { PinchGestureRecognizer() }
        var final = 0.0
        var velocity = 0.0
        pinch.addAction("measure") { pinch in
            final = pinch.scale
            velocity = pinch.velocity
        }
        try test.input.pinch(screen.pad, scale: scale)
        #expect(screen.actions.first == "pinch began")
        #expect(screen.actions.last == "pinch ended")
        #expect(Swift.abs(final - scale) < 1e-9)
        #expect(scale > 1 ? velocity > 0 : velocity < 0)
    }

    @Test("a pinch's velocity is the scale's change per second on the virtual clock")
    func pinchVelocity() throws {
        let screen = GestureScreen(in: test)
        let pinch = screen.attach("pinch") { PinchGestureRecognizer() }
        var velocity = 0.0
        pinch.addAction("measure") { pinch in velocity = pinch.velocity }
        try test.input.pinch(screen.pad, scale: 3, duration: 1)
        let perSecond = (3.0 - 1.0) / 1
        #expect(Swift.abs(velocity - perSecond) < 1e-6)
    }

    @Test("setting a pinch's scale rebases it; a negative scale counts as zero")
    func pinchRebase() throws {
        let screen = GestureScreen(in: test)
        let pinch = screen.attach("pinch") { PinchGestureRecognizer() }
        var product = 1.0
        pinch.addAction("accumulate") { pinch in
            product *= pinch.scale
            pinch.scale = 1
        }
        try test.input.pinch(screen.pad, scale: 2)
        #expect(Swift.abs(product - 2) < 1e-9)
        pinch.scale = -3
        #expect(pinch.scale == 0)
        pinch.scale = .nan
        #expect(pinch.scale == 0)
    }

    @Test("a one-finger drag is no pinch, and bad pinch or pan input is an error")
    func pinchNeedsTwo() throws {
        let screen = GestureScreen(in: test)
        screen.attach("pinch") { PinchGestureRecognizer() }
        try test.input.drag(screen.pad, from: Point(x: 10, y: 10), to: Point(x: 110, y: 10))
        #expect(screen.actions.isEmpty)
        #expect(throws: SynthesisError.self) { try test.input.pinch(screen.pad, scale: -1) }
        #expect(throws: SynthesisError.self) { try test.input.pinch(screen.pad, scale: 2, duration: -1) }
        #expect(throws: SynthesisError.self) { try test.input.pan(screen.pad, by: Point(x: 10, y: 0), fingers: 0) }
        #expect(throws: SynthesisError.self) { try test.input.pan(screen.pad, by: Point(x: .infinity, y: 0)) }
    }
}
