import Components

/// What any view records when nothing more specific applies: its gestures, at the level a
/// person would name them.
///
/// | gesture | command |
/// |---|---|
/// | a tap | `Tap`, or `Tap x y` away from the middle |
/// | a second tap inside the double-tap window | `DoubleTap` (`x y` as for a tap), in place of the `Tap` |
/// | a press held without moving | `LongPress seconds` (`x y` as for a tap) |
/// | a swipe a swipe recognizer recognized | `Swipe left` (`right`, `up`, `down`) |
/// | two fingers apart or together | `Pinch scale x y` (the point between them, in the view) |
/// | a drag | `Move x1 y1 x2 y2 …` (the path in the view's coordinates, coalesced into one command) |
public struct ViewRule: RecordingRule {
    /// Creates the rule.
    public init() {}

    /// Records the gesture by its kind.
    public func gestureEnded(_ gesture: Gesture, on view: View, in context: RecordingContext<View>) {
        switch gesture.kind {
        case .tap(count: 1): context.record(.tap, Self.place(of: gesture, on: view))
        case .tap(count: 2): context.record(.doubleTap, Self.place(of: gesture, on: view), replacing: [.tap])
        case .tap: break
        case .longPress(let duration):
            context.record(.longPress, Self.rounded(duration), Self.place(of: gesture, on: view))
        case .swipe(let direction): context.record(.swipe, direction.rawValue)
        case .pinch(let scale, let start):
            context.record(
                .pinch, Self.rounded(scale, places: 3), Self.rounded(gesture.locationAtStart(start, in: view)))
        case .move: context.record(.move, Self.coalesced(gesture.path(in: view)))
        }
    }

    /// Where the first finger touched `view`, or `nil` when it touched the middle (a player
    /// touches the middle when no point is given).
    static func place(of gesture: Gesture, on view: View) -> Point? {
        guard let start = gesture.fingers.first?.points.first else { return nil }
        let point = gesture.locationAtStart(start, in: view)
        guard point.distance(to: view.bounds.center) > gesture.tapTolerance else { return nil }
        return rounded(point)
    }

    /// The path, rounded, without points that repeat the one before.
    static func coalesced(_ path: [Point]) -> [Point] {
        var points: [Point] = []
        for point in path.map({ Self.rounded($0) }) where points.last != point { points.append(point) }
        return points
    }

    /// `point` with both coordinates rounded to two decimals.
    static func rounded(_ point: Point) -> Point {
        Point(x: rounded(point.x), y: rounded(point.y))
    }

    /// `value` rounded to `places` decimals, so that float noise never reaches a script.
    static func rounded(_ value: Double, places: Int = 2) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }
}
