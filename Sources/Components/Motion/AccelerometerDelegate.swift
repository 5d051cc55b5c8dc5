/// What an accelerometer tells its delegate: each reading, at the update interval.
///
/// ```swift
/// final class Level: AccelerometerDelegate {
///     var gravity = LowPassFilter(filteringFactor: 0.1)
///     func accelerometer(_ accelerometer: Accelerometer, didAccelerate acceleration: Acceleration) {
///         _ = gravity.filter(acceleration)
///     }
/// }
/// ```
///
/// An accelerometer holds its delegate weakly, except a ``DelegateProxy``, which it keeps.
@MainActor
public protocol AccelerometerDelegate: AnyObject, Sendable {
    /// `accelerometer` took a reading.
    ///
    /// - Parameters:
    ///   - accelerometer: The accelerometer.
    ///   - acceleration: The reading, stamped with the time it was delivered.
    func accelerometer(_ accelerometer: Accelerometer, didAccelerate acceleration: Acceleration)
}
