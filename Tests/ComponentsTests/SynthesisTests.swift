import ComponentTestSupport
import Components
import Interpose
import Testing

@MainActor
@Suite struct SynthesisTests {
    let test = TestApp()

    @Test("seed 000: a synthesized tap on a button changes what the user sees")
    func seedScenario() throws {
        let screen = GreetingScreen(in: test)
        #expect(screen.label.text == "Hello?")
        try test.input.tap(screen.button)
        #expect(screen.label.text == "Hello, world! (1)")
        try test.input.tap(test.window.view(withIdentifier: "greet")!)
        #expect(
            test.window.treeDescription.contains(
                "Label \"message\" frame=(20, 100, 280, 30) text=\"Hello, world! (2)\""))
    }

    @Test("a hidden view, or one inside a hidden view, cannot be tapped")
    func hidden() throws {
        let screen = GreetingScreen(in: test)
        screen.button.isHidden = true
        #expect(throws: SynthesisError.hidden(component: "Button \"greet\"")) { try test.input.tap(screen.button) }
        screen.button.isHidden = false
        test.window.alpha = 0
        #expect(throws: SynthesisError.hidden(component: "Button \"greet\"")) { try test.input.tap(screen.button) }
        #expect(screen.taps == 0)
    }

    @Test("a disabled control cannot be tapped, and the error says so")
    func disabled() {
        let screen = GreetingScreen(in: test)
        screen.button.isEnabled = false
        let error = #expect(throws: SynthesisError.self) { try test.input.tap(screen.button) }
        #expect(error?.description == "Button \"greet\" is disabled")
    }

    @Test("a covered view cannot be tapped; the error names what covers it")
    func covered() {
        let screen = GreetingScreen(in: test)
        test.add("overlay") { View(frame: Rect(x: 0, y: 150, width: 320, height: 150)) }
        let error = #expect(throws: SynthesisError.self) { try test.input.tap(screen.button) }
        #expect(error == .covered(component: "Button \"greet\"", by: "View \"overlay\"", point: Point(x: 160, y: 222)))
        #expect(error?.description == "Button \"greet\" is covered by View \"overlay\" at (160, 222)")
        #expect(screen.taps == 0)
    }

    @Test("a view off the window, or in no window at all, cannot be tapped")
    func outOfWindow() {
        let offscreen = test.add("offscreen") { Button(frame: Rect(x: 400, y: 10, width: 50, height: 50)) }
        #expect(throws: SynthesisError.outsideWindow(component: "Button \"offscreen\"", point: Point(x: 425, y: 35))) {
            try test.input.tap(offscreen)
        }
        let loose = test.make { Button(title: "Loose") }
        #expect(throws: SynthesisError.notInWindow(component: "Button label \"Loose\"")) { try test.input.tap(loose) }
        let elsewhere = TestApp()
        let foreign = elsewhere.add("foreign") { Button(frame: Rect(x: 0, y: 0, width: 50, height: 50)) }
        #expect(throws: SynthesisError.notInApplication(component: "Button \"foreign\"")) {
            try test.input.tap(foreign)
        }
    }

    @Test("a point outside the view, a view without interaction, and nonsense gestures are errors")
    func otherErrors() {
        let screen = GreetingScreen(in: test)
        #expect(throws: SynthesisError.pointOutsideView(component: "Button \"greet\"", point: Point(x: 500, y: 0))) {
            try test.input.tap(screen.button, at: Point(x: 500, y: 0))
        }
        #expect(throws: SynthesisError.userInteractionDisabled(component: "Label \"message\"")) {
            try test.input.tap(screen.label)
        }
        #expect(throws: SynthesisError.self) { try test.input.drag(screen.button, along: []) }
        #expect(throws: SynthesisError.self) { try test.input.pinch(screen.button, scale: 0) }
        #expect(throws: SynthesisError.self) { try test.input.tap(screen.button, fingers: 0) }
    }

    @Test("swipes go the way they are asked, from the center", arguments: SwipeDirection.allCases)
    func swipes(direction: SwipeDirection) throws {
        let trail = Trail()
        let pad = test.add("pad") { TouchRecorder(trail: trail, frame: Rect(x: 60, y: 140, width: 200, height: 200)) }
        try test.input.swipe(pad, direction, distance: 80)
        let touch = try #require(pad.touches.last)
        let end = touch.location(in: pad)
        let expected: Point =
            switch direction {
            case .left: Point(x: 20, y: 100)
            case .right: Point(x: 180, y: 100)
            case .up: Point(x: 100, y: 20)
            case .down: Point(x: 100, y: 180)
            }
        #expect(end == expected)
    }

    @Test("a long press holds for its duration on the virtual clock, never sleeping")
    func longPress() throws {
        let screen = GreetingScreen(in: test)
        let start = test.app.clock.now
        try test.input.longPress(screen.button, duration: 30)
        #expect(test.app.clock.now - start == 30)
        #expect(screen.taps == 1)
    }

    @Test("typing sends each key through sendEvent, where advice sees it")
    func keysGoThroughSendEvent() throws {
        let field = test.add("name") { TextField(frame: Rect(x: 20, y: 20, width: 200, height: 30)) }
        let keys = Trail()
        try test.registry.on(Application.sendEventHook).onMainActor.before { _, event in
            for press in event.allPresses where press.phase == .began { keys.note(press.key.description) }
        }
        try test.input.typeText("hi", into: field)
        try test.input.press(.return)
        #expect(keys.all == ["\"h\"", "\"i\"", "return"])
    }
}
