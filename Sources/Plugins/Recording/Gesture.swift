import Components

/// A whole gesture, from the first finger down to the last one up, as a ``RecordingRule``
/// sees it once it ended.
///
/// Paths are in window coordinates; ``path(of:in:)`` converts them to a view's. ``kind``
/// says what a person would call it.
///
/// ```swift
/// func gestureEnded(_ gesture: Gesture, on view: View, in context: RecordingContext) {
///     if case .tap = gesture.kind { context.record("Tap") }
/// }
/// ```
public struct Gesture: Sendable {
    /// One finger: where it went, in window coordinates, and when.
    public struct Finger: Sendable {
        /// Every location it reported, the first where it went down.
        public var points: [Point]
        /// The virtual time of each location.
        public var times: [Double]
        /// Whether it was cancelled rather than lifted.
        public var wasCancelled: Bool
    }

    /// What a person would call a gesture.
    public enum Kind: Sendable, Equatable {
        /// One finger down and up without moving: a tap (`count` 1), double tap (2) or more.
        case tap(count: Int)
        /// One finger held without moving, for `duration` seconds.
        case longPress(duration: Double)
        /// A swipe that a swipe gesture recognizer recognized.
        case swipe(SwipeDirection)
        /// Two fingers moving apart or together: the final distance over the first, about
        /// `center`, between where they went down, in window coordinates (see
        /// ``Gesture/locationAtStart(_:in:)``).
        case pinch(scale: Double, center: Point)
        /// Fingers that moved: a drag.
        case move
    }

    /// The fingers, in the order they went down.
    public let fingers: [Finger]
    /// The tap count of the first finger, as the application counted it.
    public let tapCount: Int
    /// The gesture recognizers that recognized their gesture while it lasted, on the touched
    /// view or a view it is inside.
    public let recognizers: [GestureRecognizer]
    /// How far a finger may move and still tap, in points.
    public let tapTolerance: Double
    /// How the views around the first touch placed points when the gesture began, as the
    /// recorder noted them (none, for a gesture made by hand).
    var geometry = StartGeometry()
    /// The direction a swipe recognizer recognized, when one did: the one it accepts, or, when
    /// it accepts several, the way the finger had gone when it recognized.
    public let swipeDirection: SwipeDirection?

    /// Creates a gesture.
    public init(
        fingers: [Finger], tapCount: Int, recognizers: [GestureRecognizer], tapTolerance: Double = 10,
        swipeDirection: SwipeDirection? = nil
    ) {
        self.fingers = fingers
        self.tapCount = tapCount
        self.recognizers = recognizers
        self.tapTolerance = tapTolerance
        self.swipeDirection = swipeDirection
    }

    /// When the first finger went down.
    public var startTime: Double { fingers.compactMap(\.times.first).min() ?? 0 }
    /// When the last finger lifted.
    public var endTime: Double { fingers.compactMap(\.times.last).max() ?? 0 }
    /// How long it lasted, in seconds.
    public var duration: Double { endTime - startTime }

    /// The farthest any finger got from where it went down.
    public var movement: Double {
        fingers.map { finger in
            guard let start = finger.points.first else { return 0 }
            return finger.points.map { $0.distance(to: start) }.max() ?? 0
        }.max() ?? 0
    }

    /// Where `point`, in window coordinates, was in `view` when the gesture began: for the
    /// touched view and the views around it, what a person touched, even if the gesture then
    /// scrolled or zoomed them.
    @MainActor
    public func locationAtStart(_ point: Point, in view: View) -> Point {
        geometry.location(point, in: view)
    }

    /// The path of finger `index` in `view`'s coordinates as they were when the gesture began.
    @MainActor
    public func path(of index: Int = 0, in view: View) -> [Point] {
        guard fingers.indices.contains(index) else { return [] }
        return fingers[index].points.map { geometry.location($0, in: view) }
    }

    /// What a person would call it; a press counts as long from `longPressDuration` seconds.
    @MainActor
    public func kind(longPressDuration: Double = 0.5) -> Kind {
        if let swipe = recognizers.lazy.compactMap({ $0 as? SwipeGestureRecognizer }).first, fingers.count >= 1 {
            return .swipe(swipeDirection ?? direction(recognizedBy: swipe))
        }
        if fingers.count == 2, let pinch = pinch { return pinch }
        if movement > tapTolerance { return .move }
        if fingers.count == 1, duration >= longPressDuration { return .longPress(duration: duration) }
        return .tap(count: Swift.max(tapCount, 1))
    }

    /// What a person would call it, with the default long-press duration.
    @MainActor
    public var kind: Kind { kind() }

    private var pinch: Kind? {
        let (a, b) = (fingers[0], fingers[1])
        guard let a0 = a.points.first, let b0 = b.points.first, let a1 = a.points.last, let b1 = b.points.last else {
            return nil
        }
        let before = a0.distance(to: b0)
        let after = a1.distance(to: b1)
        guard before > 0, abs(after - before) > tapTolerance else { return nil }
        let center = Point(x: (a0.x + b0.x) / 2, y: (a0.y + b0.y) / 2)
        return .pinch(scale: after / before, center: center)
    }

    /// The direction `swipe` recognized: the one it accepts, or the way the first finger went
    /// most.
    @MainActor
    func direction(recognizedBy swipe: SwipeGestureRecognizer) -> SwipeDirection {
        let accepted: [(SwipeGestureRecognizer.Direction, SwipeDirection)] = [
            (.left, .left), (.right, .right), (.up, .up), (.down, .down),
        ].filter { swipe.direction.contains($0.0) }
        if accepted.count == 1 { return accepted[0].1 }
        guard let start = fingers.first?.points.first, let end = fingers.first?.points.last else { return .right }
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        if abs(dx) >= abs(dy) { return dx < 0 ? .left : .right }
        return dy < 0 ? .up : .down
    }
}
