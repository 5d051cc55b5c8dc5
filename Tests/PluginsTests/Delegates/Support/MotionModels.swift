import Components

/// An accelerometer delegate that keeps every reading.
@MainActor
final class ReadingKeeper: AccelerometerDelegate {
    private(set) var readings: [Acceleration] = []

    func accelerometer(_ accelerometer: Accelerometer, didAccelerate acceleration: Acceleration) {
        readings.append(acceleration)
    }
}

/// A gesture recognizer delegate that lets its recognizer begin or not, and counts the asking.
@MainActor
final class BeginGate: GestureRecognizerDelegate {
    var allows = true
    private(set) var asked = 0

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        asked += 1
        return allows
    }
}
