#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A 2D affine transform: scale, rotation and translation, as a 3×2 matrix.
///
/// The matrix maps a point `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`, exactly as Core
/// Graphics does, so `concatenating(_:)` applies `self` first and then the argument.
///
/// A view's transform applies around its center: hit testing and `convert` honour it.
///
/// ```swift
/// view.transform = AffineTransform(scaleX: 2, y: 2).concatenating(.init(translationX: 10, y: 0))
/// ```
public struct AffineTransform: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The matrix entry that scales `x` into `x`.
    public var a: Double
    /// The matrix entry that carries `x` into `y`.
    public var b: Double
    /// The matrix entry that carries `y` into `x`.
    public var c: Double
    /// The matrix entry that scales `y` into `y`.
    public var d: Double
    /// The horizontal translation.
    public var tx: Double
    /// The vertical translation.
    public var ty: Double

    /// Creates a transform from its six matrix entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `x` and `y`.
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `x` horizontally and `y` vertically.
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (clockwise on screen, where `y` grows downwards).
    public init(rotationAngle angle: Double) {
        let (sine, cosine) = Self.sineAndCosine(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation by `x` and `y` applied before this transform.
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale by `x` and `y` applied before this transform.
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation by `angle` radians applied before this transform.
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one, or `nil` when it collapses the plane (a scale by
    /// zero, say) and so cannot be undone.
    public func inverted() -> AffineTransform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        return AffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// The transform as `identity` or `[a b c d tx ty]`.
    public var description: String {
        if isIdentity { return "identity" }
        return "[" + [a, b, c, d, tx, ty].map(\.compactDescription).joined(separator: " ") + "]"
    }
}

extension AffineTransform {
    /// The sine and cosine of `angle`, exact at multiples of a quarter turn so that rotating by
    /// `.pi / 2` gives a clean matrix.
    private static func sineAndCosine(_ angle: Double) -> (Double, Double) {
        let quarterTurns = angle / (Double.pi / 2)
        if quarterTurns == quarterTurns.rounded(), Swift.abs(quarterTurns) < 1e9 {
            let index = Int(quarterTurns) & 3
            return ([0.0, 1, 0, -1][index], [1.0, 0, -1, 0][index])
        }
        return (sin(angle), cos(angle))
    }
}
