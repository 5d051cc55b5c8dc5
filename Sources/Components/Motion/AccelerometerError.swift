/// Why readings could not be given to an accelerometer.
public enum AccelerometerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The reading at `index` has a component, or a timestamp, that is not a finite number.
    case nonFiniteReading(index: Int)

    /// A sentence naming the problem.
    public var description: String {
        switch self {
        case .nonFiniteReading(let index):
            "accelerometer reading \(index) is not finite (NaN or infinite): none of the readings were queued"
        }
    }
}
