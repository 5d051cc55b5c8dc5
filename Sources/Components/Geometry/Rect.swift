/// A rectangle: an origin and a size.
///
/// A rectangle contains the points on its top and left edges but not those on its bottom and
/// right edges, so two rectangles side by side never both contain a point.
///
/// ```swift
/// let frame = Rect(x: 20, y: 100, width: 280, height: 44)
/// frame.center                          // (160, 122)
/// frame.contains(Point(x: 20, y: 100))  // true
/// ```
public struct Rect: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The corner with the smallest coordinates (for a rectangle of positive size).
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its origin's coordinates and its extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Creates a rectangle of `size` centred on `center`.
    public init(center: Point, size: Size) {
        self.init(origin: Point(x: center.x - size.width / 2, y: center.y - size.height / 2), size: size)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The smallest `x` in the rectangle.
    public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    /// The `x` halfway across.
    public var midX: Double { origin.x + size.width / 2 }
    /// The largest `x` of the rectangle's extent.
    public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    /// The smallest `y` in the rectangle.
    public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    /// The `y` halfway down.
    public var midY: Double { origin.y + size.height / 2 }
    /// The largest `y` of the rectangle's extent.
    public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    /// The point in the middle.
    public var center: Point { Point(x: midX, y: midY) }

    /// Whether the rectangle covers no area.
    public var isEmpty: Bool { !(size.width != 0 && size.height != 0) }

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect {
        Rect(x: minX, y: minY, width: Swift.abs(size.width), height: Swift.abs(size.height))
    }

    /// Whether `point` lies inside: on or after the minimum edges, before the maximum edges.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `rect` lies entirely inside this rectangle.
    public func contains(_ rect: Rect) -> Bool {
        rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }

    /// Whether the two rectangles share some area.
    public func intersects(_ rect: Rect) -> Bool {
        intersection(rect) != nil
    }

    /// The area both rectangles cover, or `nil` when they do not overlap.
    public func intersection(_ rect: Rect) -> Rect? {
        let (left, right) = (Swift.max(minX, rect.minX), Swift.min(maxX, rect.maxX))
        let (top, bottom) = (Swift.max(minY, rect.minY), Swift.min(maxY, rect.maxY))
        guard left < right, top < bottom else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The smallest rectangle that covers both.
    public func union(_ rect: Rect) -> Rect {
        let (left, right) = (Swift.min(minX, rect.minX), Swift.max(maxX, rect.maxX))
        let (top, bottom) = (Swift.min(minY, rect.minY), Swift.max(maxY, rect.maxY))
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// This rectangle moved by the given distances.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// This rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (grown, for negative values).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let rect = standardized
        return Rect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy)
    }

    /// This rectangle shrunk by `insets`.
    public func inset(by insets: EdgeInsets) -> Rect {
        let rect = standardized
        return Rect(
            x: rect.minX + insets.left, y: rect.minY + insets.top,
            width: rect.width - insets.left - insets.right, height: rect.height - insets.top - insets.bottom)
    }

    /// The four corners: top left, top right, bottom right, bottom left.
    public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// The smallest rectangle covering this one once `transform` has been applied to it.
    public func applying(_ transform: AffineTransform) -> Rect {
        Rect.bounding(corners.map { $0.applying(transform) })
    }

    /// The rectangle as `(x, y, width, height)`.
    public var description: String {
        let values = [origin.x, origin.y, size.width, size.height].map(\.compactDescription)
        return "(\(values.joined(separator: ", ")))"
    }
}

extension Rect {
    /// The smallest rectangle covering `points`; `.zero` when there are none.
    static func bounding(_ points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var (left, right, top, bottom) = (first.x, first.x, first.y, first.y)
        for point in points.dropFirst() {
            (left, right) = (Swift.min(left, point.x), Swift.max(right, point.x))
            (top, bottom) = (Swift.min(top, point.y), Swift.max(bottom, point.y))
        }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
