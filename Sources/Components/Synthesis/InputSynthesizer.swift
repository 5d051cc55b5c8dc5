/// Performs what a user would do, by building real touch, key and motion events and sending
/// them through ``Application/sendEvent(_:)``.
///
/// Everything that intercepts events (advice on ``Application/sendEventHook``, recorders,
/// tracers) sees synthesized input exactly as it would see real input: the same ``Touch``
/// object through all its phases, hit tested and tap counted by the application, delivered
/// through the responder chain.
///
/// ```swift
/// let input = InputSynthesizer(application: app)
/// try input.tap(okButton)                                  // touch down and up at its center
/// try input.doubleTap(photo)
/// try input.drag(canvas, along: [Point(x: 10, y: 10), Point(x: 50, y: 80)])
/// try input.pinch(photo, scale: 2)                         // two fingers moving apart
/// try input.typeText("joe", into: nameField)
/// input.shake()
/// ```
///
/// A touch lands at the view's center unless a point (in the view's coordinates) is given. A
/// view a user could not touch there (hidden, disabled, off the window, covered by another
/// view) is an error naming the view (``SynthesisError``), never a silent no-op.
///
/// Gestures take time on the application's ``VirtualClock``: the synthesizer advances it
/// between phases (``SynthesisTiming``), so timers run as they would, and nothing ever sleeps.
/// A new gesture near a recent tap first lets the double-tap window pass, so that two calls
/// of ``tap(_:at:fingers:)`` are two single taps; ``doubleTap(_:at:)`` is how to double-tap.
@MainActor
public struct InputSynthesizer {
    /// The application events are sent to.
    public let application: Application
    /// How long gestures take.
    public var timing: SynthesisTiming

    /// Creates a synthesizer for `application`.
    public init(application: Application, timing: SynthesisTiming = SynthesisTiming()) {
        self.application = application
        self.timing = timing
    }

    /// The application's clock.
    var clock: VirtualClock { application.clock }

    /// Puts one finger per path down on `view` at the path's first point, moves them all a step
    /// at a time along their paths, holds them, and lifts them: the gesture every other one is
    /// made of.
    ///
    /// Fingers whose path is shorter stay put (stationary) while the others move. Paths are in
    /// the view's coordinates, converted to the window's when the gesture starts; only the
    /// first points must be on the view, later ones may go anywhere.
    ///
    /// ```swift
    /// // Two fingers drawing apart: a pinch out.
    /// try input.stroke(photo, fingerPaths: [[Point(x: 90, y: 100), Point(x: 40, y: 100)],
    ///                                       [Point(x: 110, y: 100), Point(x: 160, y: 100)]])
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view the fingers go down on.
    ///   - fingerPaths: One path per finger, each at least one point; at most ten fingers.
    ///   - stepInterval: The time between moves; by default the drag step interval.
    ///   - hold: How long the fingers stay down at the end before lifting.
    /// - Throws: ``SynthesisError`` when a user could not touch the view at a first point.
    public func stroke(
        _ view: View, fingerPaths: [[Point]], stepInterval: Double? = nil, holdFor hold: Double = 0
    ) throws(SynthesisError) {
        try stroke(view, fingerPaths, stepInterval: stepInterval ?? timing.dragStepInterval, hold: hold)
    }

    func stroke(
        _ view: View, _ paths: [[Point]], stepInterval: Double, hold: Double, continuingTaps: Bool = false
    ) throws(SynthesisError) {
        guard !paths.isEmpty, paths.count <= 10 else { throw .invalidGesture("a gesture takes 1 to 10 fingers") }
        guard paths.allSatisfy({ !$0.isEmpty }) else { throw .invalidGesture("every finger needs a path") }
        let window = try reachableWindow(for: view)
        var windowPaths: [[Point]] = []
        for path in paths {
            let start = try reachablePoint(path[0], in: view, window: window)
            windowPaths.append([start] + path.dropFirst().map { view.convert($0, to: window) })
        }
        if !continuingTaps { letTapWindowPass(at: windowPaths.map { $0[0] }, in: window) }
        perform(windowPaths, in: window, stepInterval: stepInterval, hold: hold)
    }

    private func perform(_ paths: [[Point]], in window: Window, stepInterval: Double, hold: Double) {
        let touches = paths.map { Touch(location: $0[0], in: window, timestamp: clock.now) }
        send(touches)
        let steps = (paths.map(\.count).max() ?? 1) - 1
        for step in stride(from: 1, through: steps, by: 1) {
            clock.advance(by: stepInterval)
            for (touch, path) in zip(touches, paths) {
                if step < path.count {
                    touch.update(phase: .moved, location: path[step], timestamp: clock.now)
                } else {
                    touch.update(phase: .stationary, timestamp: clock.now)
                }
            }
            send(touches)
        }
        clock.advance(by: hold)
        for touch in touches { touch.update(phase: .ended, timestamp: clock.now) }
        send(touches)
    }

    /// Sends `touches`, as they are now, in one event through ``Application/sendEvent(_:)``.
    func send(_ touches: [Touch]) {
        application.sendEvent(.touches(touches, timestamp: clock.now))
    }

    /// Advances the clock past the multi-tap window of any recent tap near `points`.
    private func letTapWindowPass(at points: [Point], in window: Window) {
        let deadlines = points.compactMap { application.multiTapDeadline(at: $0, in: window) }
        guard let deadline = deadlines.max() else { return }
        clock.advance(to: deadline + 0.01)
    }
}
