/// Gestures made with several fingers moving together: pinches and multi-finger pans.
extension InputSynthesizer {
    /// Pinches `view` with two fingers side by side around the point (the center by default):
    /// a `scale` above 1 spreads them apart (zoom in), below 1 brings them together.
    ///
    /// The fingers start a quarter of the view's smaller side either side of the point and end
    /// `scale` times as far apart, moving in the timing's pinch steps over `duration` on the
    /// virtual clock; a ``PinchGestureRecognizer`` on the view ends with about that scale.
    ///
    /// ```swift
    /// try input.pinch(photo, scale: 2)                  // zoom in
    /// try input.pinch(photo, scale: 0.5, duration: 1)   // slowly out
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view to pinch.
    ///   - scale: The final distance between the fingers over the first; a positive number.
    ///   - point: The point between the fingers, in the view's coordinates.
    ///   - duration: How long the fingers take to move; the timing's pinch duration by default.
    /// - Throws: ``SynthesisError`` when `scale` is not a positive number, `duration` is negative,
    ///   or a user could not touch the view where the fingers go down.
    public func pinch(
        _ view: View, scale: Double, at point: Point? = nil, duration: Double? = nil
    ) throws(SynthesisError) {
        guard scale > 0, scale.isFinite else { throw .invalidGesture("a pinch scale must be a positive number") }
        let center = target(point, in: view)
        let spread = Swift.min(view.bounds.width, view.bounds.height) / 4
        let steps = Swift.max(timing.pinchSteps, 1)
        let paths = [-1.0, 1.0].map { side in
            Self.line(
                from: center.offsetBy(dx: side * spread, dy: 0), to: center.offsetBy(dx: side * spread * scale, dy: 0),
                steps: steps)
        }
        try stroke(view, paths, stepInterval: try stepInterval(duration ?? timing.pinchDuration, steps), hold: 0)
    }

    /// Pans `view` with several fingers side by side, moving together by `translation`.
    ///
    /// The fingers go down 20 points apart (closer on a narrow view) around the point (the
    /// center by default), move in `steps` equal moves over `duration` on the virtual clock, and
    /// lift. A ``PanGestureRecognizer`` whose touch range allows that many fingers ends with a
    /// translation of `translation`.
    ///
    /// ```swift
    /// try input.pan(map, by: Point(x: 0, y: -120))               // two fingers, upwards
    /// try input.pan(map, by: Point(x: 80, y: 0), fingers: 3)
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view the fingers go down on.
    ///   - translation: How far the fingers move, in the view's coordinates.
    ///   - fingers: How many fingers, 1 to 10; two by default.
    ///   - point: Where the fingers go down, around; in the view's coordinates.
    ///   - duration: How long the move takes; by default 10 steps of the drag step interval.
    ///   - steps: How many moves; at least 1.
    /// - Throws: ``SynthesisError`` when the fingers, the duration or the translation make no
    ///   sense, or a user could not touch the view where the fingers go down.
    public func pan(
        _ view: View, by translation: Point, fingers: Int = 2, from point: Point? = nil, duration: Double? = nil,
        steps: Int = 10
    ) throws(SynthesisError) {
        guard (1...10).contains(fingers) else { throw .invalidGesture("a pan takes 1 to 10 fingers") }
        guard translation.isFinite else { throw .invalidGesture("a pan's translation must be finite") }
        let steps = Swift.max(steps, 1)
        let center = target(point, in: view)
        let spacing = Swift.min(20, view.bounds.width / Double(fingers + 1))
        let paths = (0..<fingers).map { finger in
            let start = center.offsetBy(dx: (Double(finger) - Double(fingers - 1) / 2) * spacing, dy: 0)
            return Self.line(from: start, to: start + translation, steps: steps)
        }
        let interval = try stepInterval(duration ?? timing.dragStepInterval * Double(steps), steps)
        try stroke(view, paths, stepInterval: interval, hold: 0)
    }

    /// The time between `steps` moves that take `duration` in all.
    private func stepInterval(_ duration: Double, _ steps: Int) throws(SynthesisError) -> Double {
        guard duration >= 0, duration.isFinite else {
            throw .invalidGesture("a gesture's duration must be a finite number of seconds, not negative")
        }
        return duration / Double(Swift.max(steps, 1))
    }
}
