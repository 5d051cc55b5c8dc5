/// A width and a height.
///
/// ```swift
/// let button = Size(width: 100, height: 44)
/// ```
public struct Size: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with no extent.
    public static let zero = Size(width: 0, height: 0)

    /// The size as `width×height`.
    public var description: String { "\(width.compactDescription)×\(height.compactDescription)" }
}
