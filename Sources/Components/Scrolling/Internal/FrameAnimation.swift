/// Work run once per display frame on a ``VirtualClock``: the engine of animated scrolling,
/// zooming and deceleration.
///
/// Frames fall every sixtieth of a second from the start. A fixed-length animation's last frame
/// falls exactly at its end, so advancing the clock by the duration finishes it. Each frame
/// gets the time since the start, in seconds, and says whether the animation is done; a
/// fixed-length animation is done at its last frame whatever the step says. Nothing runs at
/// the start itself: the first frame is one frame in.
///
/// The owner keeps the animation and cancels it to stop it; the step should capture the owner
/// weakly, since the owner holds the animation.
@MainActor
final class FrameAnimation {
    /// The time between frames: 60 frames a second.
    static let frameInterval = 1.0 / 60

    private let clock: VirtualClock
    private let start: Double
    private let duration: Double
    private let step: @MainActor (_ elapsed: Double) -> Bool
    private var frame = 0
    private var token: ClockToken?

    /// Starts an animation on `clock`.
    ///
    /// - Parameters:
    ///   - clock: The clock the frames run on.
    ///   - duration: How long it lasts; `.infinity` for one that runs until its step says done.
    ///   - step: Called each frame with the time since the start; returns whether it is done.
    init(clock: VirtualClock, duration: Double = .infinity, step: @escaping @MainActor (_ elapsed: Double) -> Bool) {
        self.clock = clock
        self.start = clock.now
        self.duration = duration
        self.step = step
        scheduleNextFrame()
    }

    /// Whether frames are still to come.
    var isRunning: Bool { token?.isPending ?? false }

    /// Stops the animation: no more frames run.
    func cancel() {
        token?.cancel()
        token = nil
    }

    private func scheduleNextFrame() {
        frame += 1
        let elapsed = Swift.min(Double(frame) * Self.frameInterval, duration)
        token = clock.schedule(after: start + elapsed - clock.now) { [weak self] in
            self?.run(elapsed: elapsed)
        }
    }

    private func run(elapsed: Double) {
        let done = step(elapsed) || elapsed >= duration
        guard token != nil else { return }
        if done {
            token = nil
        } else {
            scheduleNextFrame()
        }
    }
}
