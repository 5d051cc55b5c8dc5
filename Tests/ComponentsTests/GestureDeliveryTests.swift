import ComponentTestSupport
import Components
import Interpose
import Testing

/// What views receive while recognizers watch the same touches, and how recognizers arbitrate.
@MainActor
@Suite struct GestureDeliveryTests {
    let test = TestApp()

    /// A delegate that answers what it is told to and writes down what it was asked.
    @MainActor
    final class Referee: GestureRecognizerDelegate {
        var allowsBeginning = true
        var allowsTogether = false
        var refusesTouches = false
        let asked = Trail()

        func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
            asked.note("should \(recognizer.name ?? "?") begin")
            return allowsBeginning
        }

        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
            !refusesTouches
        }

        func gestureRecognizer(
            _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
        ) -> Bool { allowsTogether }
    }

    @Test("recognizers get each touch before the view does")
    func recognizersFirst() throws {
        let screen = GestureScreen(in: test)
        let order = Trail()
        let pan = screen.attach("pan") { PanGestureRecognizer() }
        pan.cancelsTouchesInView = false
        try test.registry.on(GestureRecognizer.setStateHook).onMainActor.before { _, state in order.note("pan \(state)")
        }
        try test.registry.on(Responder.deliverTouchesHook).onMainActor.before { _, arguments in
            order.note("view \(arguments.phase)")
        }
        try test.input.drag(screen.pad, from: Point(x: 10, y: 10), to: Point(x: 40, y: 10), steps: 2)
        #expect(
            order.all == [
                "view began", "pan began", "view moved", "pan changed", "view moved", "pan ended", "view ended",
                "pan possible",
            ])
    }

    @Test("cancelsTouchesInView: a pan that begins cancels the view's touch; turned off, the view keeps it")
    func cancelsTouches() throws {
        let screen = GestureScreen(in: test)
        let pan = screen.attach("pan") { PanGestureRecognizer() }
        try test.input.drag(screen.pad, from: Point(x: 10, y: 10), to: Point(x: 60, y: 10), steps: 5)
        #expect(screen.padTouches == ["began 1", "cancelled 1"])
        screen.trail.clear()
        pan.cancelsTouchesInView = false
        try test.input.drag(screen.pad, from: Point(x: 10, y: 10), to: Point(x: 60, y: 10), steps: 5)
        #expect(screen.padTouches == ["began 1"] + Array(repeating: "moved 1", count: 5) + ["ended 1"])
    }

    @Test("a drag that becomes a pan cancels a button's touch: the button sends touch cancel, not touch up")
    func panCancelsButton() throws {
        let screen = GestureScreen(in: test)
        let events = Trail()
        let button = test.add("ok", to: screen.pad) {
            Button(title: "OK", frame: Rect(x: 10, y: 10, width: 100, height: 44))
        }
        button.addTarget(events, action: "note", for: [.touchDown, .touchUpInside, .touchCancel]) { events, _, event in
            events.note("event")
        }
        try test.registry.on(Control.sendActionsHook).onMainActor.before { _, arguments in
            events.note("\(arguments.events)")
        }
        screen.attach("pan") { PanGestureRecognizer() }
        try test.input.drag(button, from: Point(x: 20, y: 20), to: Point(x: 90, y: 20), steps: 7)
        #expect(events.all.first == "[touchDown]")
        #expect(events.all.contains("[touchCancel]"))
        #expect(!events.all.contains("[touchUpInside]"))
    }

    @Test("delaysTouchesBegan withholds began until the recognizer fails, then delivers it")
    func delaysBegan() throws {
        let screen = GestureScreen(in: test)
        let press = screen.attach("press") { LongPressGestureRecognizer() }
        press.delaysTouchesBegan = true
        let touch = Touch(location: Point(x: 100, y: 100), in: test.window, timestamp: test.app.clock.now)
        test.app.sendEvent(.touches([touch], timestamp: test.app.clock.now))
        #expect(screen.padTouches.isEmpty)
        test.app.clock.advance(by: 0.1)
        touch.update(phase: .ended, timestamp: test.app.clock.now)
        test.app.sendEvent(.touches([touch], timestamp: test.app.clock.now))
        #expect(screen.padTouches == ["began 1", "ended 1"])
    }

    @Test("delaysTouchesBegan: a recognizer that recognizes first swallows the touch; the view never hears of it")
    func delaysBeganSwallows() throws {
        let screen = GestureScreen(in: test)
        let press = screen.attach("press") { LongPressGestureRecognizer() }
        press.delaysTouchesBegan = true
        try test.input.longPress(screen.pad)
        #expect(screen.actions == ["press began", "press ended"])
        #expect(screen.padTouches.isEmpty)
    }

    @Test("a scroll-view-like pan: a resting finger reaches the button after the delay, a quick tap on lifting")
    func delayedContentTouches() throws {
        let screen = GestureScreen(in: test)
        let tally = Tally()
        let button = test.add("ok", to: screen.pad) {
            Button(title: "OK", frame: Rect(x: 10, y: 10, width: 100, height: 44))
        }
        button.addTarget(tally, action: "bump", for: .touchUpInside) { tally, _, _ in tally.bump() }
        let pan = screen.attach("scroll") { PanGestureRecognizer() }
        pan.delaysTouchesBegan = true
        pan.maximumTouchesBeganDelay = 0.15
        let touch = Touch(location: Point(x: 60, y: 70), in: test.window, timestamp: test.app.clock.now)
        test.app.sendEvent(.touches([touch], timestamp: test.app.clock.now))
        test.app.clock.advance(by: 0.1)
        #expect(!button.isHighlighted)
        test.app.clock.advance(by: 0.05)
        #expect(button.isHighlighted)
        touch.update(phase: .ended, timestamp: test.app.clock.now)
        test.app.sendEvent(.touches([touch], timestamp: test.app.clock.now))
        #expect(tally.count == 1)
        try test.input.tap(button)
        #expect(tally.count == 2)
        try test.input.drag(button, from: Point(x: 20, y: 20), to: Point(x: 20, y: 120), steps: 5)
        #expect(tally.count == 2)
        #expect(screen.actions.last == "scroll ended")
    }

    @Test("a scroll-view-like pan: a finger that rests on the button, then drags, cancels the button's touch")
    func laterPanCancelsButton() throws {
        let screen = GestureScreen(in: test)
        let events = Trail()
        let button = test.add("ok", to: screen.pad) {
            Button(title: "OK", frame: Rect(x: 10, y: 10, width: 100, height: 44))
        }
        try test.registry.on(Control.sendActionsHook).onMainActor.before { _, arguments in
            events.note("\(arguments.events)")
        }
        let pan = screen.attach("scroll") { PanGestureRecognizer() }
        pan.delaysTouchesBegan = true
        pan.maximumTouchesBeganDelay = 0.15
        let clock = test.app.clock
        let touch = Touch(location: Point(x: 60, y: 70), in: test.window, timestamp: clock.now)
        test.app.sendEvent(.touches([touch], timestamp: clock.now))
        clock.advance(by: 0.2)
        #expect(events.all == ["[touchDown]"])
        for y in stride(from: 90.0, through: 170, by: 20) {
            clock.advance(by: 0.02)
            touch.update(phase: .moved, location: Point(x: 60, y: y), timestamp: clock.now)
            test.app.sendEvent(.touches([touch], timestamp: clock.now))
        }
        touch.update(phase: .ended, timestamp: clock.now)
        test.app.sendEvent(.touches([touch], timestamp: clock.now))
        #expect(events.all == ["[touchDown]", "[touchCancel]"])
        #expect(!button.isHighlighted)
        #expect(screen.actions.first == "scroll began" && screen.actions.last == "scroll ended")
    }

    @Test("with delaysTouchesEnded off, a view under a double tap recognizer hears its tap end at once")
    func endsNotDelayed() throws {
        let screen = GestureScreen(in: test)
        let doubleTap = screen.attach("double") { TapGestureRecognizer() }
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesEnded = false
        try test.input.tap(screen.pad)
        #expect(screen.padTouches == ["began 1", "ended 1"])
    }

    @Test("a pan that begins first beats a swipe on the same view, unless the delegate lets them share")
    func exclusivity() throws {
        let screen = GestureScreen(in: test)
        let referee = Referee()
        screen.attach("swipe") { SwipeGestureRecognizer() }
        let pan = screen.attach("pan") { PanGestureRecognizer() }
        try test.input.swipe(screen.pad, .right, distance: 100)
        #expect(!screen.actions.contains("swipe ended"))
        #expect(screen.actions.first == "pan began")
        screen.trail.clear()
        pan.delegate = referee
        referee.allowsTogether = true
        try test.input.swipe(screen.pad, .right, distance: 100)
        #expect(screen.actions.contains("swipe ended"))
        #expect(screen.actions.last == "pan ended")
    }

    @Test("the delegate may stop a recognizer beginning, or keep touches from it")
    func delegateRefuses() throws {
        let screen = GestureScreen(in: test)
        let referee = Referee()
        let tap = screen.attach("tap") { TapGestureRecognizer() }
        tap.delegate = referee
        referee.allowsBeginning = false
        try test.input.tap(screen.pad)
        #expect(screen.actions.isEmpty)
        #expect(referee.asked.all == ["should tap begin"])
        referee.allowsBeginning = true
        referee.refusesTouches = true
        try test.input.tap(screen.pad)
        #expect(screen.actions.isEmpty)
        referee.refusesTouches = false
        try test.input.tap(screen.pad)
        #expect(screen.actions == ["tap ended"])
    }

    @Test("setting the delegate goes through its hook; the recognizer holds it weakly")
    func delegateHook() throws {
        let tap = test.make { TapGestureRecognizer() }
        let seen = Trail()
        try test.registry.on(GestureRecognizer.setDelegateHook).onMainActor.before { _, delegate in
            seen.note(delegate == nil ? "nil" : "\(type(of: delegate!))")
        }
        var referee: Referee? = Referee()
        tap.delegate = referee
        #expect(tap.delegate === referee)
        referee = nil
        #expect(tap.delegate == nil)
        #expect(seen.all == ["Referee"])
    }

    @Test("recognizers on an ancestor and on the hit view both get the touch")
    func ancestorsToo() throws {
        let screen = GestureScreen(in: test)
        let inner = test.add("inner", to: screen.pad) { View(frame: Rect(x: 0, y: 0, width: 200, height: 200)) }
        screen.attach("outer pan") { PanGestureRecognizer() }
        let press = screen.attach("inner press", to: inner) { LongPressGestureRecognizer() }
        try test.input.longPress(inner)
        #expect(screen.actions == ["inner press began", "inner press ended"])
        screen.trail.clear()
        inner.removeGestureRecognizer(press)
        try test.input.drag(inner, from: Point(x: 10, y: 10), to: Point(x: 60, y: 10))
        #expect(screen.actions.first == "outer pan began")
    }
}
