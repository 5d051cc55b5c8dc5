/// Recognizes pinching: two fingers moving apart or together. A continuous gesture.
///
/// The pinch begins once the distance between the first two fingers down has changed by
/// ``minimumDistanceChange``; every move after that is a change; it ends when one of the two
/// lifts. ``scale`` is the distance between them now over the distance when they went down
/// (above 1 apart, below 1 together); ``velocity`` is how fast the scale changed over the last
/// tenth of a second, per second, from the touches' timestamps on the virtual clock. Fingers
/// beyond the first two are ignored.
///
/// ```swift
/// let pinch = PinchGestureRecognizer()
/// pinch.addTarget(photo, action: "zoom") { photo, pinch in
///     photo.zoomScale *= pinch.scale
///     pinch.scale = 1
/// }
/// try input.pinch(photoView, scale: 2)
/// ```
@MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    /// A pinch is continuous.
    nonisolated override open class var isContinuous: Bool { true }

    /// How far, in window points, the fingers' distance must change before the pinch begins.
    /// 8 by default.
    public var minimumDistanceChange = 8.0
    private var fingers: [Touch] = []
    private var startDistance = 0.0
    private var reference = (distance: 0.0, scale: 1.0)
    private var currentScale = 1.0
    private var tracker = VelocityTracker()

    /// The distance between the two fingers relative to when they went down, times whatever
    /// it was last set to. 1 until the pinch begins.
    ///
    /// Set it (typically to 1) to count later changes from the current distance. A negative
    /// value counts as 0; a value that is not a number is ignored.
    public var scale: Double {
        get { currentScale }
        set {
            guard !newValue.isNaN else { return }
            currentScale = Swift.max(newValue, 0)
            reference = (distance: spread ?? reference.distance, scale: currentScale)
        }
    }

    /// How fast the scale changes, per second (negative when the fingers come together).
    public var velocity: Double { tracker.velocity.x }

    /// Takes the first two fingers; the distance between them is the reference.
    override open func touchesBegan(_ touches: [Touch], with event: Event) {
        for touch in touches where fingers.count < 2 {
            fingers.append(touch)
        }
        guard fingers.count == 2, state == .possible, let spread else { return }
        startDistance = spread
        reference = (spread, currentScale)
        tracker.add(Point(x: currentScale, y: 0), at: event.timestamp)
    }

    /// Follows the two fingers: begins once their distance changed enough, then changes.
    override open func touchesMoved(_ touches: [Touch], with event: Event) {
        guard let spread, touches.contains(where: { touch in fingers.contains { $0 === touch } }) else { return }
        if state == .possible {
            guard Swift.abs(spread - startDistance) >= minimumDistanceChange else { return }
            update(spread, at: event.timestamp)
            state = .began
        } else if state.isInProgress {
            update(spread, at: event.timestamp)
            state = .changed
        }
    }

    /// Ends when one of the two fingers lifts (fails if the pinch had not begun).
    override open func touchesEnded(_ touches: [Touch], with event: Event) {
        guard touches.contains(where: { touch in fingers.contains { $0 === touch } }) else { return }
        if state.isInProgress || isWaitingForFailure {
            tracker.add(Point(x: currentScale, y: 0), at: event.timestamp)
            state = .ended
        } else {
            state = .failed
        }
    }

    /// Cancels the pinch under way, or fails.
    override open func touchesCancelled(_ touches: [Touch], with event: Event) {
        state = state.isInProgress ? .cancelled : .failed
    }

    /// Forgets the fingers, the scale and the velocity.
    override open func reset() {
        super.reset()
        fingers = []
        startDistance = 0
        reference = (0, 1)
        currentScale = 1
        tracker.clear()
    }

    /// The distance between the two fingers, in window points, when both are down.
    private var spread: Double? {
        guard fingers.count == 2 else { return nil }
        return fingers[0].locationInWindow.distance(to: fingers[1].locationInWindow)
    }

    private func update(_ spread: Double, at time: Double) {
        if reference.distance > 0 { currentScale = reference.scale * spread / reference.distance }
        tracker.add(Point(x: currentScale, y: 0), at: time)
    }
}
