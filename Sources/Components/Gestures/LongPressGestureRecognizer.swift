/// Recognizes long presses: fingers held still for a while. A continuous gesture.
///
/// When ``numberOfTouchesRequired`` fingers are down, a timer starts on the application's
/// ``VirtualClock``; if they are still down when ``minimumPressDuration`` has passed, and none
/// has moved more than ``allowableMovement``, the press begins (in the clock's advance, with no
/// event needed). Moves after that are changes; lifting a finger ends it. Lifting or moving too
/// far before the duration makes it fail.
///
/// ```swift
/// let press = LongPressGestureRecognizer()
/// press.minimumPressDuration = 1
/// press.addTarget(list, action: "edit") { list, press in
///     if press.state == .began { list.beginEditing() }
/// }
/// try input.longPress(row, duration: 1.2)
/// ```
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// A long press is continuous.
    nonisolated override open class var isContinuous: Bool { true }

    /// How long, in seconds on the virtual clock, the fingers must stay down. 0.5 by default;
    /// a negative value counts as 0.
    public var minimumPressDuration = 0.5
    /// How far, in window points, a finger may move before the press begins. 10 by default.
    public var allowableMovement = 10.0
    /// How many fingers press; at least 1 (smaller values count as 1).
    public var numberOfTouchesRequired = 1 {
        didSet { numberOfTouchesRequired = Swift.max(numberOfTouchesRequired, 1) }
    }
    private var timer: ClockToken?

    /// Starts the timer once the required fingers are down; fails on too many.
    override open func touchesBegan(_ touches: [Touch], with event: Event) {
        guard state == .possible else { return }
        guard numberOfTouches <= numberOfTouchesRequired else { return state = .failed }
        guard numberOfTouches == numberOfTouchesRequired, let clock else { return }
        timer?.cancel()
        timer = clock.schedule(after: Swift.max(minimumPressDuration, 0)) { [weak self] in self?.pressHeld() }
    }

    /// Fails if a finger wanders before the press begins; afterwards every move is a change.
    override open func touchesMoved(_ touches: [Touch], with event: Event) {
        if state == .possible {
            if activeTouches.contains(where: { $0.distanceFromStart > allowableMovement }) { state = .failed }
        } else if state.isInProgress {
            state = .changed
        }
    }

    /// Ends the press under way; fails one lifted too soon.
    override open func touchesEnded(_ touches: [Touch], with event: Event) {
        state = state.isInProgress || isWaitingForFailure ? .ended : .failed
    }

    /// Cancels the press under way, or fails.
    override open func touchesCancelled(_ touches: [Touch], with event: Event) {
        state = state.isInProgress ? .cancelled : .failed
    }

    /// Stops the timer.
    override open func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
    }

    private func pressHeld() {
        timer = nil
        guard state == .possible, numberOfTouches == numberOfTouchesRequired else { return }
        state = .began
    }
}
