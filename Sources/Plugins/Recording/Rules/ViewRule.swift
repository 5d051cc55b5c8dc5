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
    public func gestureEnded(_ gesture: Gesture, on view: View, in context: RecordingContext) {
        switch gesture.kind {
        case .tap(count: 1): context.record("Tap", Self.place(of: gesture, on: view))
        case .tap(count: 2): context.record("DoubleTap", Self.place(of: gesture, on: view), replacing: ["Tap"])
        case .tap: break
        case .longPress(let duration):
            context.record("LongPress", [Self.rounded(duration).scriptDescription] + Self.place(of: gesture, on: view))
        case .swipe(let direction): context.record("Swipe", [direction.rawValue])
        case .pinch(let scale, let start):
            let center = gesture.locationAtStart(start, in: view)
            context.record("Pinch", Self.rounded(scale, places: 3), Self.rounded(center.x), Self.rounded(center.y))
        case .move:
            context.record("Move", Self.coalesced(gesture.path(in: view)).map(\.scriptDescription))
        }
    }

    /// Where the first finger touched `view`, as `x y` arguments, or none when it touched the
    /// middle (a player touches the middle when no point is given).
    static func place(of gesture: Gesture, on view: View) -> [String] {
        guard let start = gesture.fingers.first?.points.first else { return [] }
        let point = gesture.locationAtStart(start, in: view)
        guard point.distance(to: view.bounds.center) > gesture.tapTolerance else { return [] }
        return [rounded(point.x).scriptDescription, rounded(point.y).scriptDescription]
    }

    /// The path's coordinates, rounded, without points that repeat the one before.
    static func coalesced(_ path: [Point]) -> [Double] {
        var points: [Point] = []
        for point in path {
            let rounded = Point(x: Self.rounded(point.x), y: Self.rounded(point.y))
            if points.last != rounded { points.append(rounded) }
        }
        return points.flatMap { [$0.x, $0.y] }
    }

    /// `value` rounded to `places` decimals, so that float noise never reaches a script.
    static func rounded(_ value: Double, places: Int = 2) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }
}
