/// Taps, presses, drags, swipes and slides. (Pinches and multi-finger pans are in
/// `InputSynthesizer+MultiTouch.swift`.)
extension InputSynthesizer {
    /// Taps `view` with one or more fingers: down, a short hold, up.
    ///
    /// ```swift
    /// try input.tap(button)
    /// try input.tap(map, fingers: 2)   // a two-finger tap
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view to tap.
    ///   - point: Where, in the view's coordinates; its center by default.
    ///   - fingers: How many fingers, side by side, 20 points apart (closer on a narrow view).
    /// - Throws: ``SynthesisError`` when a user could not tap the view there.
    public func tap(_ view: View, at point: Point? = nil, fingers: Int = 1) throws(SynthesisError) {
        guard (1...10).contains(fingers) else { throw .invalidGesture("a tap takes 1 to 10 fingers") }
        let center = target(point, in: view)
        let spacing = Swift.min(20, view.bounds.width / Double(fingers + 1))
        let paths = (0..<fingers).map { finger in
            [center.offsetBy(dx: (Double(finger) - Double(fingers - 1) / 2) * spacing, dy: 0)]
        }
        try stroke(view, paths, stepInterval: 0, hold: timing.tapDuration)
    }

    /// Taps `view` twice, the second tap inside the double-tap window: its touch has a tap
    /// count of 2.
    ///
    /// - Throws: ``SynthesisError`` when a user could not tap the view there.
    public func doubleTap(_ view: View, at point: Point? = nil) throws(SynthesisError) {
        let point = target(point, in: view)
        try stroke(view, [[point]], stepInterval: 0, hold: timing.tapDuration)
        clock.advance(by: timing.doubleTapPause)
        try stroke(view, [[point]], stepInterval: 0, hold: timing.tapDuration, continuingTaps: true)
    }

    /// Presses `view` and holds: the clock advances by `duration` (running any timers) before
    /// the finger lifts.
    ///
    /// - Parameters:
    ///   - view: The view to press.
    ///   - point: Where, in the view's coordinates; its center by default.
    ///   - duration: How long to hold; the timing's long-press duration by default.
    /// - Throws: ``SynthesisError`` when a user could not touch the view there.
    public func longPress(_ view: View, at point: Point? = nil, duration: Double? = nil) throws(SynthesisError) {
        try stroke(view, [[target(point, in: view)]], stepInterval: 0, hold: duration ?? timing.longPressDuration)
    }

    /// Puts a finger down at the first point of `path` and moves it through the others, one
    /// step per drag interval, then lifts it.
    ///
    /// - Parameters:
    ///   - view: The view the finger goes down on.
    ///   - path: Points in the view's coordinates; the first must be on the view.
    /// - Throws: ``SynthesisError`` when the path is empty or a user could not touch its start.
    public func drag(_ view: View, along path: [Point]) throws(SynthesisError) {
        try stroke(view, [path], stepInterval: timing.dragStepInterval, hold: 0)
    }

    /// Drags a finger from `start` to `end` (in the view's coordinates) in `steps` equal moves.
    ///
    /// - Throws: ``SynthesisError`` when a user could not touch the view at `start`.
    public func drag(_ view: View, from start: Point, to end: Point, steps: Int = 10) throws(SynthesisError) {
        try drag(view, along: Self.line(from: start, to: end, steps: steps))
    }

    /// Swipes across `view` in `direction`: a quick drag from the point (the center by default).
    ///
    /// - Parameters:
    ///   - view: The view to swipe on.
    ///   - direction: Which way.
    ///   - point: Where the finger goes down, in the view's coordinates.
    ///   - distance: How far; by default half the view's width or height, and at least 60 points.
    /// - Throws: ``SynthesisError`` when a user could not touch the view there.
    public func swipe(
        _ view: View, _ direction: SwipeDirection, from point: Point? = nil, distance: Double? = nil
    ) throws(SynthesisError) {
        let start = target(point, in: view)
        let extent = direction == .left || direction == .right ? view.bounds.width : view.bounds.height
        let length = distance ?? Swift.max(extent / 2, 60)
        let end = start.offsetBy(dx: direction.unit.x * length, dy: direction.unit.y * length)
        let steps = Swift.max(timing.swipeSteps, 1)
        let path = Self.line(from: start, to: end, steps: steps)
        try stroke(view, [path], stepInterval: timing.swipeDuration / Double(steps), hold: 0)
    }

    /// Drags `slider`'s thumb to where the track selects `value`.
    ///
    /// - Throws: ``SynthesisError`` when a user could not touch the slider.
    public func slide(_ slider: Slider, to value: Double) throws(SynthesisError) {
        var start = slider.location(for: slider.value)
        start.x = Swift.min(start.x, slider.bounds.maxX - 0.5)
        try drag(slider, from: start, to: slider.location(for: value))
    }

    /// `steps + 1` points evenly spaced from `start` to `end`.
    static func line(from start: Point, to end: Point, steps: Int) -> [Point] {
        let steps = Swift.max(steps, 1)
        return (0...steps).map { start.interpolated(to: end, fraction: Double($0) / Double(steps)) }
    }
}
