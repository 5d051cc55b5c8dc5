/// Recognizes taps: a number of fingers going down and lifting without moving, a number of
/// times in quick succession. A discrete gesture.
///
/// Each tap after the first must begin within the application's
/// ``Application/multiTapInterval`` of the previous one ending (time on the virtual clock) and
/// within ``Application/multiTapDistance`` of the first; a finger that moves further than
/// ``Application/tapMovementTolerance`` makes it fail. Between taps the recognizer is still
/// possible, and holds the view's touch ends back (``GestureRecognizer/delaysTouchesEnded``),
/// until the next tap comes or the interval runs out and it fails.
///
/// ```swift
/// let doubleTap = TapGestureRecognizer()
/// doubleTap.numberOfTapsRequired = 2
/// doubleTap.addTarget(map, action: "zoom in") { map, tap in map.zoom(at: tap.location(in: map.view)) }
/// mapView.addGestureRecognizer(doubleTap)
/// try input.doubleTap(mapView)
/// ```
///
/// As in UIKit, a one-finger single tap on an ancestor does not take touches that begin in a
/// button, switch, stepper or segmented control inside it: the control's own tap wins. A tap
/// recognizer is never prevented by one that needs fewer taps, so a single tap and a double tap
/// on one view both fire unless the single tap is made to ``GestureRecognizer/require(toFail:)``
/// the double.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture; at least 1 (smaller values count as 1).
    public var numberOfTapsRequired = 1 {
        didSet { numberOfTapsRequired = Swift.max(numberOfTapsRequired, 1) }
    }
    /// How many fingers each tap takes; at least 1 (smaller values count as 1).
    public var numberOfTouchesRequired = 1 {
        didSet { numberOfTouchesRequired = Swift.max(numberOfTouchesRequired, 1) }
    }
    /// Taps completed so far in this gesture.
    public private(set) var tapsCompleted = 0
    private var fingersInTap = 0
    private var firstTapLocation: Point?
    private var nextTapTimer: ClockToken?

    /// Counts a finger down; fails on too many fingers or a tap too far from the first.
    override open func touchesBegan(_ touches: [Touch], with event: Event) {
        nextTapTimer?.cancel()
        fingersInTap = Swift.max(fingersInTap, numberOfTouches)
        guard fingersInTap <= numberOfTouchesRequired else { return state = .failed }
        if let firstTapLocation, let here = centroid(of: touches),
            here.distance(to: firstTapLocation) > (view?.application?.multiTapDistance ?? 45)
        {
            state = .failed
        }
    }

    /// Fails when a finger moves too far.
    override open func touchesMoved(_ touches: [Touch], with event: Event) {
        let tolerance = view?.application?.tapMovementTolerance ?? 10
        if touches.contains(where: { $0.distanceFromStart > tolerance }) { state = .failed }
    }

    /// Completes a tap when the last finger lifts: recognizes after the last tap required, or
    /// waits for the next one.
    override open func touchesEnded(_ touches: [Touch], with event: Event) {
        guard numberOfTouches == touches.count else { return }
        guard fingersInTap == numberOfTouchesRequired else { return state = .failed }
        tapsCompleted += 1
        fingersInTap = 0
        if firstTapLocation == nil { firstTapLocation = location(in: nil) }
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            waitForNextTap()
        }
    }

    /// Fails: a cancelled touch is no tap.
    override open func touchesCancelled(_ touches: [Touch], with event: Event) {
        state = .failed
    }

    /// Forgets the taps counted.
    override open func reset() {
        super.reset()
        nextTapTimer?.cancel()
        nextTapTimer = nil
        tapsCompleted = 0
        fingersInTap = 0
        firstTapLocation = nil
    }

    /// Between taps, still possible: waiting for the next.
    override open var isWaitingForMoreTouches: Bool {
        tapsCompleted > 0 && state == .possible
    }

    /// A recognizer needing fewer taps does not prevent this one: both may fire.
    override open func canBePrevented(by other: GestureRecognizer) -> Bool {
        if let tap = other as? TapGestureRecognizer, tap.numberOfTapsRequired < numberOfTapsRequired { return false }
        return super.canBePrevented(by: other)
    }

    /// A one-finger single tap leaves touches in a tappable control inside its view to the
    /// control.
    override open func shouldReceive(_ touch: Touch) -> Bool {
        guard numberOfTapsRequired == 1, numberOfTouchesRequired == 1, let hit = touch.view, hit !== view else {
            return super.shouldReceive(touch)
        }
        let tappable = hit is Button || hit is Switch || hit is Stepper || hit is SegmentedControl
        return !tappable && super.shouldReceive(touch)
    }

    private func waitForNextTap() {
        guard let application = view?.application else { return state = .failed }
        nextTapTimer = application.clock.schedule(after: application.multiTapInterval) { [weak self] in
            guard let self, self.state == .possible, self.numberOfTouches == 0 else { return }
            self.state = .failed
        }
    }
}
