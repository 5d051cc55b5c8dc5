/// One accelerometer reading: the acceleration along each axis, in g (9.81 m/s²), and when it
/// was measured.
///
/// The axes are the device's: x to the right, y up, z out of the screen, with the device
/// upright (portrait). At rest the accelerometer feels gravity, so a device held upright and
/// still reads about ``gravity``, (0, -1, 0).
///
/// ```swift
/// let jolt = Acceleration(x: 2.5, y: -1, z: 0)
/// jolt.magnitude   // ≈ 2.69
/// ```
public struct Acceleration: Sendable, Hashable, CustomStringConvertible {
    /// The acceleration along the x axis (to the right), in g.
    public var x: Double
    /// The acceleration along the y axis (up), in g.
    public var y: Double
    /// The acceleration along the z axis (out of the screen), in g.
    public var z: Double
    /// When the reading was taken, in seconds on the virtual clock.
    public var timestamp: Double

    /// Creates a reading.
    ///
    /// - Parameters:
    ///   - x: Along the x axis, in g.
    ///   - y: Along the y axis, in g.
    ///   - z: Along the z axis, in g.
    ///   - timestamp: When it was taken; an accelerometer stamps the readings it delivers with
    ///     its clock's time.
    public init(x: Double, y: Double, z: Double, timestamp: Double = 0) {
        self.x = x
        self.y = y
        self.z = z
        self.timestamp = timestamp
    }

    /// No acceleration at all: free fall.
    public static let zero = Acceleration(x: 0, y: 0, z: 0)

    /// What a device held upright and still reads: gravity pulling down the y axis.
    public static let gravity = Acceleration(x: 0, y: -1, z: 0)

    /// The length of the acceleration vector, in g.
    public var magnitude: Double { (x * x + y * y + z * z).squareRoot() }

    /// Whether every component and the timestamp are finite numbers (not NaN, not infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite && timestamp.isFinite }

    /// The same vector taken at `timestamp`.
    public func at(_ timestamp: Double) -> Acceleration {
        Acceleration(x: x, y: y, z: z, timestamp: timestamp)
    }

    /// The dot product of the two vectors: negative when they point in opposite directions.
    public func dot(_ other: Acceleration) -> Double {
        x * other.x + y * other.y + z * other.z
    }

    /// The vector, in g, and its time: `(0, -1, 0) at 0.02`.
    public var description: String {
        "(\(x.compactDescription), \(y.compactDescription), \(z.compactDescription)) at \(timestamp.compactDescription)"
    }
}
