import ComponentTestSupport
import Components
import Interpose
import Testing

@MainActor
@Suite struct TouchTests {
    let test = TestApp()
    let trail = Trail()

    /// Every touch event the application sends, as `phase@x,y#taps` per touch.
    func recordEvents() throws -> Trail {
        let events = Trail()
        try test.registry.on(Application.sendEventHook).onMainActor.before { _, event in
            let touches = event.allTouches.map { "\($0.phase)@\($0.locationInWindow)#\($0.tapCount)" }
            events.note(touches.joined(separator: " "))
        }
        return events
    }

    @Test("a tap is one touch object that begins and ends at the view's center")
    func tapPhases() throws {
        let target = test.add("target") {
            TouchRecorder(trail: trail, frame: Rect(x: 100, y: 100, width: 40, height: 40))
        }
        let events = try recordEvents()
        try test.input.tap(target)
        #expect(events.all == ["began@(120, 120)#1", "ended@(120, 120)#1"])
        #expect(target.touches.count == 2)
        #expect(target.touches[0] === target.touches[1])
        #expect(target.touches[0].phase == .ended)
    }

    @Test("a drag moves the same touch through began, moved and ended, tracking previous locations")
    func dragPhases() throws {
        let target = test.add("target") {
            TouchRecorder(trail: trail, frame: Rect(x: 0, y: 0, width: 200, height: 200))
        }
        let events = try recordEvents()
        let moves = Trail()
        try test.registry.on(Responder.deliverTouchesHook).onMainActor.before { _, arguments in
            guard arguments.phase == .moved, let touch = arguments.touches.first else { return }
            moves.note("\(touch.previousLocation(in: nil))->\(touch.location(in: nil))")
        }
        try test.input.drag(target, along: [Point(x: 10, y: 10), Point(x: 20, y: 10), Point(x: 30, y: 15)])
        #expect(events.all == ["began@(10, 10)#1", "moved@(20, 10)#1", "moved@(30, 15)#1", "ended@(30, 15)#1"])
        #expect(moves.all == ["(10, 10)->(20, 10)", "(20, 10)->(30, 15)"])
        #expect(Set(target.touches).count == 1)
    }

    @Test("an update moves a touch on, and a touch that ended no longer changes")
    func update() {
        let touch = Touch(location: Point(x: 10, y: 20), in: test.window, timestamp: 1, tapCount: 2)
        #expect(touch.phase == .began && touch.timestamp == 1 && touch.tapCount == 2)
        #expect(touch.locationInWindow == Point(x: 10, y: 20))
        #expect(touch.previousLocationInWindow == touch.locationInWindow)
        touch.update(phase: .moved, location: Point(x: 30, y: 25), timestamp: 1.5)
        #expect(touch.previousLocationInWindow == Point(x: 10, y: 20))
        touch.update(phase: .ended, timestamp: 2)
        touch.update(phase: .moved, location: Point(x: 99, y: 99), timestamp: 3)
        #expect(touch.phase == .ended && touch.timestamp == 2)
        #expect(touch.locationInWindow == Point(x: 30, y: 25))
        #expect(touch.previousLocationInWindow == Point(x: 30, y: 25))
        #expect(touch.tapCount == 2)
    }

    @Test("a touch reports its location in any view's coordinates")
    func locationInViews() throws {
        let card = test.add("card") { View(frame: Rect(x: 50, y: 50, width: 200, height: 200)) }
        let target = test.add("target", to: card) {
            TouchRecorder(trail: trail, frame: Rect(x: 10, y: 20, width: 100, height: 100))
        }
        try test.input.tap(target, at: Point(x: 5, y: 5))
        let touch = try #require(target.touches.first)
        #expect(touch.location(in: nil) == Point(x: 65, y: 75))
        #expect(touch.location(in: card) == Point(x: 15, y: 25))
        #expect(touch.location(in: target) == Point(x: 5, y: 5))
        #expect(touch.view === target && touch.window === test.window)
    }

    @Test("a double tap's second touch has a tap count of 2")
    func doubleTapCount() throws {
        let target = test.add("target") {
            TouchRecorder(trail: trail, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        }
        try test.input.doubleTap(target)
        #expect(target.touches.map(\.tapCount) == [1, 1, 2, 2])
        #expect(target.touches[0] !== target.touches[2])
    }

    @Test("taps made one after the other are single taps; the synthesizer waits out the window")
    func separateTaps() throws {
        let target = test.add("target") {
            TouchRecorder(trail: trail, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        }
        try test.input.tap(target)
        let end = test.app.clock.now
        try test.input.tap(target)
        #expect(target.touches.map(\.tapCount) == [1, 1, 1, 1])
        #expect(target.touches[2].timestamp - end > test.app.multiTapInterval)
    }

    @Test("taps far apart never count together, however quick")
    func distantTaps() throws {
        let target = test.add("target") {
            TouchRecorder(trail: trail, frame: Rect(x: 0, y: 0, width: 300, height: 300))
        }
        let window = test.window
        for x in [20.0, 250.0] {
            let touch = Touch(location: Point(x: x, y: 20), in: window, timestamp: test.app.clock.now)
            test.app.sendEvent(.touches([touch], timestamp: test.app.clock.now))
            touch.update(phase: .ended, timestamp: test.app.clock.now)
            test.app.sendEvent(.touches([touch], timestamp: test.app.clock.now))
        }
        #expect(target.touches.map(\.tapCount) == [1, 1, 1, 1])
    }

    @Test("a touch's timestamps come from the virtual clock")
    func timestamps() throws {
        let target = test.add("target") {
            TouchRecorder(trail: trail, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        }
        test.app.clock.advance(by: 10)
        try test.input.longPress(target, duration: 2)
        let touch = try #require(target.touches.last)
        #expect(touch.timestamp == 12)
        #expect(test.app.clock.now == 12)
    }

    @Test("a pinch delivers both fingers together to a view that takes several touches")
    func multiTouch() throws {
        let photo = test.add("photo") { TouchRecorder(trail: trail, frame: Rect(x: 0, y: 0, width: 200, height: 200)) }
        photo.isMultipleTouchEnabled = true
        try test.input.pinch(photo, scale: 2)
        #expect(trail.all.first == "TouchRecorder \"photo\" began 2")
        #expect(trail.all.last == "TouchRecorder \"photo\" ended 2")
        let fingers = Array(Set(photo.touches))
        #expect(fingers.count == 2)
        let spread = fingers[0].location(in: photo).distance(to: fingers[1].location(in: photo))
        #expect(spread == 200)
    }

    @Test("a view that takes one touch at a time gets only the first finger")
    func singleTouchView() throws {
        let target = test.add("target") {
            TouchRecorder(trail: trail, frame: Rect(x: 0, y: 0, width: 200, height: 200))
        }
        try test.input.tap(target, fingers: 2)
        #expect(trail.all == ["TouchRecorder \"target\" began 1", "TouchRecorder \"target\" ended 1"])
    }

    @Test("a finger that stays still while another moves is stationary and not delivered")
    func stationaryTouches() throws {
        let target = test.add("target") {
            TouchRecorder(trail: trail, frame: Rect(x: 0, y: 0, width: 200, height: 200))
        }
        target.isMultipleTouchEnabled = true
        let events = try recordEvents()
        try test.input.stroke(
            target, fingerPaths: [[Point(x: 10, y: 10)], [Point(x: 100, y: 10), Point(x: 120, y: 10)]])
        #expect(events.all[1] == "stationary@(10, 10)#1 moved@(120, 10)#1")
        #expect(
            trail.all == [
                "TouchRecorder \"target\" began 2", "TouchRecorder \"target\" moved 1",
                "TouchRecorder \"target\" ended 2",
            ])
    }
}
