import ComponentTestSupport
import Components
import Interpose
import Testing

/// Seed 001 and the state machine: actions fire synchronously, targets are public, state
/// changes and actions go through hooks.
@MainActor
@Suite struct GestureRecognizerTests {
    let test = TestApp()

    /// The swipe view of seed 001: a view whose left swipe shows the next card.
    @MainActor
    final class SwipeView {
        let view: View
        private(set) var cardsShown = 0

        init(in test: TestApp) {
            view = test.add("swipe-view") { View(frame: Rect(x: 0, y: 100, width: 320, height: 200)) }
            let swipe = test.make { SwipeGestureRecognizer() }
            swipe.direction = .left
            swipe.addTarget(self, action: "showNextCard") { screen, _ in screen.cardsShown += 1 }
            view.addGestureRecognizer(swipe)
        }
    }

    @Test("seed 001, attempt one: setting a found recognizer's state fires its action before the next line")
    func seedAttemptOne() throws {
        let screen = SwipeView(in: test)
        let recognizer = try #require(screen.view.gestureRecognizers.first)
        recognizer.state = .changed
        recognizer.state = .ended
        #expect(screen.cardsShown == 2)
    }

    @Test("seed 001: a synthesized swipe runs the swipe's action, asserted right after")
    func seedSynthesizedSwipe() throws {
        let screen = SwipeView(in: test)
        try test.input.swipe(screen.view, .left)
        #expect(screen.cardsShown == 1)
        try test.input.swipe(screen.view, .right)
        #expect(screen.cardsShown == 1)
    }

    @Test("seed 001, without private tricks: targets and actions are listed and can be performed")
    func targetsAreEnumerable() throws {
        let screen = SwipeView(in: test)
        let recognizer = try #require(screen.view.gestureRecognizers.first)
        #expect(recognizer.targetActions.map(\.description) == ["showNextCard → SwipeView"])
        #expect(recognizer.allTargets.first === screen)
        for action in recognizer.targetActions { action.perform(for: recognizer) }
        recognizer.sendActions()
        #expect(screen.cardsShown == 2)
    }

    @Test("actions fire on began, changed, ended and cancelled, never on failed or possible")
    func statesThatSendActions() {
        let screen = GestureScreen(in: test)
        let pan = screen.attach("pan") { PanGestureRecognizer() }
        for state: GestureRecognizerState in [.began, .changed, .changed, .ended, .possible, .failed, .possible] {
            pan.state = state
        }
        pan.state = .began
        pan.state = .cancelled
        #expect(
            screen.actions == ["pan began", "pan changed", "pan changed", "pan ended", "pan began", "pan cancelled"])
    }

    @Test("a recognizer with no view at all still fires when its state is set")
    func detachedRecognizer() {
        let tally = Tally()
        let tap = test.make { TapGestureRecognizer() }
        tap.addAction("count") { _ in tally.bump() }
        tap.state = .recognized
        #expect(tally.count == 1)
        #expect(tap.state == .ended)
    }

    @Test("cancelling a recognizer that never began is failing it")
    func cancelFromPossibleFails() {
        let screen = GestureScreen(in: test)
        let pan = screen.attach("pan") { PanGestureRecognizer() }
        pan.state = .cancelled
        #expect(pan.state == .failed)
        #expect(screen.actions.isEmpty)
    }

    @Test("removing targets: by target and name, by name, orphans, everything")
    func removingTargets() {
        let tap = test.make { TapGestureRecognizer() }
        let first = Tally()
        var second: Tally? = Tally()
        tap.addTarget(first, action: "a") { tally, _ in tally.bump() }
        tap.addTarget(first, action: "a") { tally, _ in tally.bump() }
        tap.addTarget(first, action: "b") { tally, _ in tally.bump() }
        tap.addTarget(second!, action: "a") { tally, _ in tally.bump() }
        let log = tap.addAction("log") { _ in }
        #expect(tap.targetActions.map(\.description) == ["a → Tally", "b → Tally", "a → Tally", "log"])
        tap.removeTarget(first, action: "a")
        #expect(tap.targetActions.map(\.name) == ["b", "a", "log"])
        second = nil
        #expect(tap.targetActions.map(\.name) == ["b", "log"])
        tap.removeAction(log)
        tap.state = .ended
        #expect(first.count == 1)
        tap.removeTarget(nil, action: nil)
        #expect(tap.targetActions.isEmpty)
    }

    @Test("the state hook sees every change, the recognizer's own and the window's return to possible")
    func setStateHook() throws {
        let screen = GestureScreen(in: test)
        screen.attach("tap") { TapGestureRecognizer() }
        let changes = Trail()
        try test.registry.on(GestureRecognizer.setStateHook).onMainActor.after { recognizer, asked, _ in
            changes.note("\(recognizer.name ?? "?") \(asked) -> \(recognizer.state)")
        }
        try test.input.tap(screen.pad)
        #expect(changes.all == ["tap ended -> ended", "tap possible -> possible"])
        #expect(screen.actions == ["tap ended"])
    }

    @Test("the actions hook sees each sending with its state, and instead advice can stop the actions")
    func sendActionsHook() throws {
        let screen = GestureScreen(in: test)
        let swipe = screen.attach("swipe") { SwipeGestureRecognizer() }
        let sends = Trail()
        try test.registry.on(GestureRecognizer.sendActionsHook).onMainActor.before { recognizer, state in
            sends.note("\(recognizer.name ?? "?") sends for \(state)")
        }
        try test.input.swipe(screen.pad, .right)
        #expect(sends.all == ["swipe sends for ended"])
        let block = try test.registry.on(GestureRecognizer.sendActionsHook).instead { _, _ in }
        swipe.state = .ended
        #expect(screen.actions == ["swipe ended"])
        block.remove()
        swipe.state = .ended
        #expect(screen.actions == ["swipe ended", "swipe ended"])
    }

    @Test("a recognizer turned off, or on a hidden or disabled view, does nothing")
    func disabledRecognizers() throws {
        let screen = GestureScreen(in: test)
        let tap = screen.attach("tap") { TapGestureRecognizer() }
        tap.isEnabled = false
        try test.input.tap(screen.pad)
        #expect(screen.actions.isEmpty)
        #expect(screen.padTouches == ["began 1", "ended 1"])
        tap.isEnabled = true
        screen.pad.isHidden = true
        tapWindow(at: Point(x: 160, y: 180))
        let button = test.add("button") { Button(title: "Go", frame: Rect(x: 0, y: 400, width: 100, height: 40)) }
        screen.attach("button tap", to: button) { TapGestureRecognizer() }
        button.isEnabled = false
        tapWindow(at: Point(x: 50, y: 420))
        #expect(screen.actions.isEmpty)
    }

    @Test("turning a recognizer off mid-gesture cancels it")
    func disablingMidGesture() throws {
        let screen = GestureScreen(in: test)
        let press = screen.attach("press") { LongPressGestureRecognizer() }
        let touch = Touch(location: Point(x: 100, y: 100), in: test.window, timestamp: test.app.clock.now)
        test.app.sendEvent(.touches([touch], timestamp: test.app.clock.now))
        test.app.clock.advance(by: 0.6)
        press.isEnabled = false
        #expect(screen.actions == ["press began", "press cancelled"])
    }

    @Test("removing a recognizer stops it; adding it elsewhere moves it")
    func removingRecognizers() throws {
        let screen = GestureScreen(in: test)
        let tap = screen.attach("tap") { TapGestureRecognizer() }
        screen.pad.removeGestureRecognizer(tap)
        #expect(tap.view == nil && screen.pad.gestureRecognizers.isEmpty)
        try test.input.tap(screen.pad)
        #expect(screen.actions.isEmpty)
        let other = test.add("other") { View(frame: Rect(x: 0, y: 400, width: 100, height: 60)) }
        screen.pad.addGestureRecognizer(tap)
        other.addGestureRecognizer(tap)
        #expect(screen.pad.gestureRecognizers.isEmpty && tap.view === other)
        try test.input.tap(other)
        #expect(screen.actions == ["tap ended"])
    }

    @Test("removing a recognizer mid-gesture cancels it, and its view gets no more of its effect")
    func removingMidGesture() throws {
        let screen = GestureScreen(in: test)
        let press = screen.attach("press") { LongPressGestureRecognizer() }
        let touch = Touch(location: Point(x: 100, y: 100), in: test.window, timestamp: test.app.clock.now)
        test.app.sendEvent(.touches([touch], timestamp: test.app.clock.now))
        test.app.clock.advance(by: 1)
        screen.pad.removeGestureRecognizer(press)
        touch.update(phase: .ended, timestamp: test.app.clock.now)
        test.app.sendEvent(.touches([touch], timestamp: test.app.clock.now))
        #expect(screen.actions == ["press began", "press cancelled"])
        #expect(press.state == .possible && press.view == nil)
    }

    @Test("settings that make no sense are clamped, as documented")
    func clampedSettings() {
        let tap = test.make { TapGestureRecognizer() }
        tap.numberOfTapsRequired = 0
        tap.numberOfTouchesRequired = -2
        let pan = test.make { PanGestureRecognizer() }
        pan.minimumNumberOfTouches = 0
        let swipe = test.make { SwipeGestureRecognizer() }
        swipe.numberOfTouchesRequired = 0
        let press = test.make { LongPressGestureRecognizer() }
        press.numberOfTouchesRequired = 0
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        #expect(pan.minimumNumberOfTouches == 1 && swipe.numberOfTouchesRequired == 1)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(tap.location(ofTouch: 5, in: nil) == tap.location(in: nil))
    }

    @Test("a touch lists the recognizers it feeds, the hit view's first")
    func touchRecognizers() throws {
        let screen = GestureScreen(in: test)
        let inner = test.add("inner", to: screen.pad) { View(frame: Rect(x: 0, y: 0, width: 100, height: 100)) }
        let outer = screen.attach("outer") { PanGestureRecognizer() }
        let own = screen.attach("own", to: inner) { LongPressGestureRecognizer() }
        var seen: [GestureRecognizer] = []
        try test.registry.on(Responder.deliverTouchesHook).onMainActor.before { _, arguments in
            if arguments.phase == .began { seen = arguments.touches[0].gestureRecognizers }
        }
        try test.input.tap(inner)
        #expect(seen.count == 2 && seen[0] === own && seen[1] === outer)
    }

    /// Sends a one-finger tap at `point` in the window, straight to the application.
    private func tapWindow(at point: Point) {
        let touch = Touch(location: point, in: test.window, timestamp: test.app.clock.now)
        test.app.sendEvent(.touches([touch], timestamp: test.app.clock.now))
        test.app.clock.advance(by: 0.05)
        touch.update(phase: .ended, timestamp: test.app.clock.now)
        test.app.sendEvent(.touches([touch], timestamp: test.app.clock.now))
    }
}
