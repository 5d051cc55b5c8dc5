/// The way a swipe goes.
public enum SwipeDirection: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Towards smaller `x`.
    case left
    /// Towards larger `x`.
    case right
    /// Towards smaller `y`.
    case up
    /// Towards larger `y`.
    case down

    /// A unit step in this direction.
    var unit: Point {
        switch self {
        case .left: Point(x: -1, y: 0)
        case .right: Point(x: 1, y: 0)
        case .up: Point(x: 0, y: -1)
        case .down: Point(x: 0, y: 1)
        }
    }

    /// The direction's name.
    public var description: String { rawValue }
}
