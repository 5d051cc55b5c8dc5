/// Recognizes panning: fingers dragged across the view. A continuous gesture.
///
/// The pan begins once the fingers' centroid has moved ``minimumDistance`` with between
/// ``minimumNumberOfTouches`` and ``maximumNumberOfTouches`` fingers down; every move after
/// that is a change; it ends when fewer than the minimum remain. ``translation(in:)`` is how
/// far the centroid has moved since the fingers went down (a finger added or lifted does not
/// make it jump), ``velocity(in:)`` how fast it moved over the last tenth of a second, from the
/// touches' timestamps on the virtual clock.
///
/// ```swift
/// let pan = PanGestureRecognizer()
/// pan.addTarget(board, action: "drag piece") { board, pan in
///     board.piece.center = board.piece.center.offsetBy(dx: pan.translation(in: board.view).x, dy: 0)
///     pan.setTranslation(.zero, in: board.view)
/// }
/// ```
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// A pan is continuous.
    nonisolated override open class var isContinuous: Bool { true }

    /// The fewest fingers that pan; at least 1 (smaller values count as 1).
    public var minimumNumberOfTouches = 1 {
        didSet { minimumNumberOfTouches = Swift.max(minimumNumberOfTouches, 1) }
    }
    /// The most fingers that pan; more keep the pan from beginning. Unlimited by default.
    public var maximumNumberOfTouches = Int.max
    /// How far, in window points, the fingers must move before the pan begins. 10 by default.
    public var minimumDistance = 10.0
    private var translationInWindow = Point.zero
    private var anchor: Point?
    private var tracker = VelocityTracker()

    /// How far the fingers have moved since they went down, in `view`'s coordinates (the
    /// window's when `nil`).
    public func translation(in view: View?) -> Point {
        convertVector(translationInWindow, to: view)
    }

    /// Sets the translation, given in `view`'s coordinates, from which later moves count: set
    /// it to zero in the action to get each move's own change. The velocity is unaffected.
    public func setTranslation(_ translation: Point, in view: View?) {
        guard translation.isFinite else { return }
        let rebased = convertVector(translation, from: view)
        tracker.shift(by: rebased - translationInWindow)
        translationInWindow = rebased
    }

    /// How fast the fingers moved over the last tenth of a second, in `view`'s points per
    /// second (the window's when `nil`).
    public func velocity(in view: View?) -> Point {
        convertVector(tracker.velocity, to: view)
    }

    /// Re-anchors on the fingers now down.
    override open func touchesBegan(_ touches: [Touch], with event: Event) {
        anchor = location(in: nil)
        tracker.add(translationInWindow, at: event.timestamp)
    }

    /// Follows the fingers: begins once they moved far enough, then changes.
    override open func touchesMoved(_ touches: [Touch], with event: Event) {
        let here = location(in: nil)
        translationInWindow = translationInWindow + (here - (anchor ?? here))
        anchor = here
        tracker.add(translationInWindow, at: event.timestamp)
        if state == .possible {
            let fingers = minimumNumberOfTouches...Swift.max(maximumNumberOfTouches, minimumNumberOfTouches)
            let distance = translationInWindow.distance(to: .zero)
            if fingers.contains(numberOfTouches), distance >= minimumDistance { state = .began }
        } else if state.isInProgress {
            state = .changed
        }
    }

    /// Ends (or fails) when too few fingers remain; otherwise re-anchors on those left.
    override open func touchesEnded(_ touches: [Touch], with event: Event) {
        tracker.add(translationInWindow, at: event.timestamp)
        let remaining = activeTouches.filter { touch in !touches.contains { $0 === touch } }
        if remaining.count < minimumNumberOfTouches {
            if state.isInProgress || isWaitingForFailure {
                state = .ended
            } else if remaining.isEmpty {
                state = .failed
            }
        }
        anchor = centroid(of: remaining)
    }

    /// Cancels the pan under way, or fails.
    override open func touchesCancelled(_ touches: [Touch], with event: Event) {
        state = state.isInProgress ? .cancelled : .failed
    }

    /// Forgets the translation and velocity.
    override open func reset() {
        super.reset()
        translationInWindow = .zero
        anchor = nil
        tracker.clear()
    }
}
