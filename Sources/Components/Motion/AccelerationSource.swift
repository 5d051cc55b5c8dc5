/// Where an accelerometer's readings come from when none are queued: the device's physical
/// motion, in a headless model.
///
/// At each tick the accelerometer asks its ``Accelerometer/source`` for the reading at the
/// clock's time. A source that returns `nil`, or a reading that is not finite, skips the tick:
/// nothing is delivered.
///
/// ```swift
/// struct Wobble: AccelerationSource {
///     mutating func reading(at time: Double) -> Acceleration? {
///         Acceleration(x: Int(time * 10) % 2 == 0 ? 0.1 : -0.1, y: -1, z: 0)   // a tremble
///     }
/// }
/// app.device.accelerometer.source = Wobble()
/// ```
public protocol AccelerationSource {
    /// The reading at `time`, in seconds on the virtual clock, or `nil` for none.
    mutating func reading(at time: Double) -> Acceleration?
}

/// A source that always reads the same: a device lying still.
public struct SteadyAcceleration: AccelerationSource, Sendable, Hashable {
    /// The reading returned every time.
    public var acceleration: Acceleration

    /// A source that always reads `acceleration`; gravity on an upright device by default.
    public init(_ acceleration: Acceleration = .gravity) {
        self.acceleration = acceleration
    }

    /// The steady reading.
    public func reading(at time: Double) -> Acceleration? { acceleration }
}
