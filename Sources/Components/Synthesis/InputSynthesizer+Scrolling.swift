/// Scrolling scroll views (and tables) with a finger.
extension InputSynthesizer {
    /// Scrolls `scrollView` by `distance`, as a user would: a one-finger drag from the middle of
    /// the scroll view, the finger moving the opposite way (to move the offset down by 100, the
    /// finger moves up by 100), then resting before it lifts, so that the content does not
    /// decelerate any further.
    ///
    /// The content follows the finger (see ``ScrollView/panGestureRecognizer``), so the content
    /// offset ends `distance` further, clamped to the valid range when ``ScrollView/bounces`` is
    /// off. With bouncing on, a drag past an edge pulls the content out less than the finger
    /// moves, and the content springs back on the clock after the finger lifts: the synthesizer
    /// does not advance the clock for that: run it (`clock.runUntilIdle()`) to see the content
    /// settle at the edge. A distance shorter than the pan's minimum distance
    /// (10 points) is made with a finger that first goes a little further, then back. A scroll
    /// view whose content cannot move does not scroll (no error).
    ///
    /// ```swift
    /// try input.scroll(table, by: Point(x: 0, y: 440))   // ten 44-point rows further down
    /// table.contentOffset.y                              // 440 more than before
    /// ```
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view (or table view) to scroll.
    ///   - distance: How far the content offset should move, in the scroll view's points. A
    ///     zero distance does nothing.
    /// - Throws: ``SynthesisError`` when `distance` is not finite or a user could not touch the
    ///   middle of the scroll view.
    public func scroll(_ scrollView: ScrollView, by distance: Point) throws(SynthesisError) {
        guard distance.isFinite else { throw .invalidGesture("a scroll distance must be finite") }
        let length = distance.distance(to: .zero)
        guard length > 0 else { return }
        let start = scrollView.bounds.center
        let end = start - distance
        var path = Self.line(from: start, to: end, steps: 10)
        let threshold = scrollView.panGestureRecognizer.minimumDistance + 1
        if length < threshold {
            let beyond = threshold / length
            path = [start, start.offsetBy(dx: -distance.x * beyond, dy: -distance.y * beyond), end]
        }
        try stroke(scrollView, [path], stepInterval: timing.dragStepInterval, hold: Self.restBeforeLift)
    }

    /// How long a scrolling finger rests before lifting: longer than the tenth of a second pan
    /// velocities look back over, so the lift reports no velocity.
    static let restBeforeLift = 0.15
}
