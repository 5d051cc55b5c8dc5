/// Recognizes swipes: fingers moving quickly, mostly along one axis, in an allowed direction.
/// A discrete gesture.
///
/// The swipe is recognized as soon as the fingers' centroid has moved ``minimumDistance``
/// along the dominant axis, within ``maximumDuration`` of the last required finger going down
/// (time from the touches' timestamps, on the virtual clock), in one of the ``direction``s, and
/// no further off that axis than half the distance along it. Moving that far the wrong way,
/// taking too long, or lifting the fingers first makes it fail.
///
/// ```swift
/// let swipe = SwipeGestureRecognizer()
/// swipe.direction = [.left, .right]
/// swipe.addTarget(pager, action: "turn page") { pager, _ in pager.turn() }
/// pageView.addGestureRecognizer(swipe)
/// try input.swipe(pageView, .left)
/// ```
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// Directions a swipe may go in.
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The bits of the set.
        public let rawValue: Int

        /// A set from its bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Towards larger `x`.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards smaller `x`.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards smaller `y`.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards larger `y`.
        public static let down = Direction(rawValue: 1 << 3)

        /// The direction a synthesized swipe (``InputSynthesizer/swipe(_:_:from:distance:)``) goes.
        public init(_ direction: SwipeDirection) {
            switch direction {
            case .right: self = .right
            case .left: self = .left
            case .up: self = .up
            case .down: self = .down
            }
        }
    }

    /// The directions that count; ``Direction/right`` by default, as in UIKit.
    public var direction: Direction = .right
    /// How many fingers the swipe takes; at least 1 (smaller values count as 1).
    public var numberOfTouchesRequired = 1 {
        didSet { numberOfTouchesRequired = Swift.max(numberOfTouchesRequired, 1) }
    }
    /// How far, in window points, the fingers must travel along the swipe's axis. 50 by default.
    public var minimumDistance = 50.0
    /// How long, in seconds, the swipe may take to cover ``minimumDistance``. 0.5 by default.
    public var maximumDuration = 0.5
    private var start: (location: Point, time: Double)?

    /// Starts timing once the required fingers are down; fails on too many.
    override open func touchesBegan(_ touches: [Touch], with event: Event) {
        guard numberOfTouches <= numberOfTouchesRequired else { return state = .failed }
        if numberOfTouches == numberOfTouchesRequired {
            start = (location(in: nil), event.timestamp)
        }
    }

    /// Recognizes or fails once the fingers have gone far enough, or taken too long.
    override open func touchesMoved(_ touches: [Touch], with event: Event) {
        evaluate(at: event.timestamp)
    }

    /// Fails unless the last movement completed the swipe.
    override open func touchesEnded(_ touches: [Touch], with event: Event) {
        evaluate(at: event.timestamp)
        if state == .possible { state = .failed }
    }

    /// Fails: a cancelled touch is no swipe.
    override open func touchesCancelled(_ touches: [Touch], with event: Event) {
        state = .failed
    }

    /// Forgets where the swipe started.
    override open func reset() {
        super.reset()
        start = nil
    }

    private func evaluate(at time: Double) {
        guard state == .possible, let start, numberOfTouches == numberOfTouchesRequired else { return }
        guard time - start.time <= maximumDuration else { return state = .failed }
        let moved = location(in: nil) - start.location
        let horizontal = Swift.abs(moved.x) >= Swift.abs(moved.y)
        let along = horizontal ? moved.x : moved.y
        let across = horizontal ? moved.y : moved.x
        guard Swift.abs(along) >= minimumDistance else { return }
        let went: Direction = horizontal ? (along > 0 ? .right : .left) : (along > 0 ? .down : .up)
        state = direction.contains(went) && Swift.abs(across) <= Swift.abs(along) / 2 ? .ended : .failed
    }
}
