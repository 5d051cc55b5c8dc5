/// A high-pass filter over accelerometer readings: what is left of each reading once the slow
/// part, gravity, is taken away. It isolates sudden moves: a jolt shows at once, and a
/// steady pull fades to zero.
///
/// As seed 003 writes it, the output is the reading minus a ``LowPassFilter`` of the readings:
///
/// ```
/// output = reading − lowPass(reading)
/// ```
///
/// ```swift
/// var moves = HighPassFilter(filteringFactor: 0.1)
/// let jolt = moves.filter(Acceleration(x: 2, y: -1, z: 0))
/// jolt.x   // 1.8: the sudden move stands out
/// ```
public struct HighPassFilter: Sendable, Hashable {
    /// The low-pass filter whose output, the estimate of gravity, is taken away.
    public private(set) var lowPass: LowPassFilter
    /// The latest output; zero until a reading comes.
    public private(set) var value: Acceleration = .zero

    /// Creates a high-pass filter.
    ///
    /// - Parameters:
    ///   - filteringFactor: The low-pass filter's factor: how fast the estimate of gravity
    ///     follows the readings. Clamped to 0...1; one that is not a number becomes 0.1.
    ///   - initial: The estimate of gravity before any reading; zero by default. Start it at
    ///     the first reading to see only changes from there on.
    public init(filteringFactor: Double = 0.1, initial: Acceleration = .zero) {
        lowPass = LowPassFilter(filteringFactor: filteringFactor, initial: initial)
    }

    /// The share of each new reading in the estimate of gravity.
    public var filteringFactor: Double { lowPass.filteringFactor }

    /// Takes the estimate of gravity, updated with `reading`, away from `reading`, and returns
    /// what is left, stamped with the reading's time.
    ///
    /// A reading that is not finite is ignored: the output stays as it was.
    ///
    /// - Parameter reading: The next accelerometer reading.
    /// - Returns: The sudden part of the acceleration.
    public mutating func filter(_ reading: Acceleration) -> Acceleration {
        guard reading.isFinite else { return value }
        let gravity = lowPass.filter(reading)
        value = Acceleration(
            x: reading.x - gravity.x, y: reading.y - gravity.y, z: reading.z - gravity.z, timestamp: reading.timestamp)
        return value
    }
}
