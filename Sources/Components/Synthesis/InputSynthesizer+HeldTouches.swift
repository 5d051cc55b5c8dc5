/// A finger put down by one call and moved or lifted by later ones.
///
/// Every other gesture puts its fingers down, moves them and lifts them in one call. These
/// three leave the finger down in between, for input that a script or a test spells out one
/// phase at a time (a drawing app's `Start` and `End`):
///
/// ```swift
/// let touch = try input.touchDown(on: canvas, at: Point(x: 10, y: 10))
/// input.move(touch, to: Point(x: 40, y: 25), in: canvas)
/// input.lift(touch, at: Point(x: 50, y: 30), in: canvas)
/// ```
///
/// The same ``Touch`` object goes through every phase, and each phase is an event through
/// ``Application/sendEvent(_:)``, as with any other gesture. Time passes only as the caller
/// advances the clock.
extension InputSynthesizer {
    /// Puts a finger down on `view` and leaves it there.
    ///
    /// - Parameters:
    ///   - view: The view the finger goes down on.
    ///   - point: Where, in the view's coordinates; its center by default.
    /// - Returns: The touch, to pass to ``move(_:to:in:)`` and ``lift(_:at:in:)``.
    /// - Throws: ``SynthesisError`` when a user could not touch the view there.
    public func touchDown(on view: View, at point: Point? = nil) throws(SynthesisError) -> Touch {
        let window = try reachableWindow(for: view)
        let start = try reachablePoint(target(point, in: view), in: view, window: window)
        let touch = Touch(location: start, in: window, timestamp: clock.now)
        send([touch])
        return touch
    }

    /// Moves a finger that is down to `point`, in `view`'s coordinates (it may leave the view).
    ///
    /// A touch that has ended or been cancelled does not move, and nothing is sent for it.
    public func move(_ touch: Touch, to point: Point, in view: View) {
        update(touch, phase: .moved, to: point, in: view)
    }

    /// Lifts a finger that is down, at `point` in `view`'s coordinates (where it is, by default).
    ///
    /// A touch that has ended or been cancelled is not lifted again.
    public func lift(_ touch: Touch, at point: Point? = nil, in view: View? = nil) {
        update(touch, phase: .ended, to: point, in: view)
    }

    private func update(_ touch: Touch, phase: TouchPhase, to point: Point?, in view: View?) {
        guard !touch.phase.isFinal, let window = touch.window else { return }
        let location = point.map { (view ?? window).convert($0, to: window) }
        touch.update(phase: phase, location: location, timestamp: clock.now)
        send([touch])
    }
}
