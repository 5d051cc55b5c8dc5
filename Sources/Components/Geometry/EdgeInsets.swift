/// Distances inward from each edge of a rectangle.
///
/// Positive insets shrink a rectangle, negative ones grow it:
///
/// ```swift
/// let padded = bounds.inset(by: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
/// ```
public struct EdgeInsets: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets from the four distances.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(all: 0)

    /// The insets as `{top, left, bottom, right}`.
    public var description: String {
        let values = [top, left, bottom, right].map(\.compactDescription)
        return "{\(values.joined(separator: ", "))}"
    }
}
