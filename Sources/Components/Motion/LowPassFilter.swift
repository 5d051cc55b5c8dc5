/// A low-pass filter over accelerometer readings: a rolling average that keeps the slow part
/// of the signal, gravity, and smooths away sudden moves and noise.
///
/// Each reading is blended into the previous output, as seed 003 writes it:
///
/// ```
/// output = reading × filteringFactor + previous output × (1 − filteringFactor)
/// ```
///
/// The smaller the factor, the smoother and slower the output. The output starts at zero (or
/// at `initial`), so it takes a few readings to settle on gravity.
///
/// ```swift
/// var gravity = LowPassFilter(filteringFactor: 0.1)
/// for reading in readings { _ = gravity.filter(reading) }
/// gravity.value   // ≈ (0, -1, 0) for a device held upright
/// ```
public struct LowPassFilter: Sendable, Hashable {
    /// The share of each new reading in the output, between 0 and 1.
    public let filteringFactor: Double
    /// The latest output; `initial` until a reading comes.
    public private(set) var value: Acceleration

    /// Creates a low-pass filter.
    ///
    /// - Parameters:
    ///   - filteringFactor: The share of each new reading in the output. Values are clamped to
    ///     0...1 (0 never moves, 1 passes readings unchanged); one that is not a number becomes
    ///     0.1.
    ///   - initial: The output before any reading; zero by default.
    public init(filteringFactor: Double = 0.1, initial: Acceleration = .zero) {
        self.filteringFactor = filteringFactor.isNaN ? 0.1 : Swift.min(Swift.max(filteringFactor, 0), 1)
        self.value = initial
    }

    /// Blends `reading` into the output and returns the new output, stamped with the
    /// reading's time.
    ///
    /// A reading that is not finite (see ``Acceleration/isFinite``) is ignored: the output
    /// stays as it was, so one bad sample cannot poison every later one.
    ///
    /// - Parameter reading: The next accelerometer reading.
    /// - Returns: The smoothed acceleration: an estimate of gravity.
    public mutating func filter(_ reading: Acceleration) -> Acceleration {
        guard reading.isFinite else { return value }
        let keep = 1 - filteringFactor
        value = Acceleration(
            x: reading.x * filteringFactor + value.x * keep, y: reading.y * filteringFactor + value.y * keep,
            z: reading.z * filteringFactor + value.z * keep, timestamp: reading.timestamp)
        return value
    }
}
