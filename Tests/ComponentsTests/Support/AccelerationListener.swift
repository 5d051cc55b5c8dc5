import Components
import Interpose

/// An accelerometer delegate that keeps every reading it gets.
@MainActor
final class AccelerationListener: AccelerometerDelegate {
    private(set) var readings: [Acceleration] = []

    func accelerometer(_ accelerometer: Accelerometer, didAccelerate acceleration: Acceleration) {
        readings.append(acceleration)
    }
}

/// A forwarding proxy for accelerometer delegates, as a delegate-forwarding plugin would
/// install: it counts the readings and passes them on.
@MainActor
final class AccelerationProxy: AccelerometerDelegate, DelegateProxy {
    weak var original: (any AccelerometerDelegate)?
    private(set) var count = 0

    init(original: any AccelerometerDelegate) {
        self.original = original
    }

    var originalDelegate: AnyObject? { original }

    func accelerometer(_ accelerometer: Accelerometer, didAccelerate acceleration: Acceleration) {
        count += 1
        original?.accelerometer(accelerometer, didAccelerate: acceleration)
    }
}
