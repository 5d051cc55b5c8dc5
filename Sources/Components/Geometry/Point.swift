/// A location in a two-dimensional coordinate space.
///
/// Coordinates grow rightwards (`x`) and downwards (`y`), as in UIKit.
///
/// ```swift
/// let tap = Point(x: 160, y: 240)
/// let moved = tap.offsetBy(dx: 10, dy: 0)   // (170, 240)
/// ```
public struct Point: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// This point moved by the given distances.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// The straight-line distance to `other`.
    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    /// This point transformed by `transform`.
    public func applying(_ transform: AffineTransform) -> Point {
        Point(
            x: transform.a * x + transform.c * y + transform.tx,
            y: transform.b * x + transform.d * y + transform.ty)
    }

    /// Whether both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The point as `(x, y)`.
    public var description: String { "(\(x.compactDescription), \(y.compactDescription))" }
}

extension Point {
    /// A point neither of whose coordinates is a number: what converting through a transform
    /// that cannot be inverted gives. No rectangle contains it.
    static let undefined = Point(x: .nan, y: .nan)

    static func + (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    static func - (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    /// The point a `fraction` of the way from `self` to `other`.
    func interpolated(to other: Point, fraction: Double) -> Point {
        Point(x: x + (other.x - x) * fraction, y: y + (other.y - y) * fraction)
    }
}
