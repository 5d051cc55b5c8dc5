import Components

/// A reading an `Accelerometer` delivered to its delegate, published from the
/// accelerometer.
///
/// ```swift
/// try context.subscribe(to: AccelerometerDelegateCall.self) { event in
///     if case .didAccelerate(let reading) = event.call { readings.append(reading) }
/// }
/// ```
public struct AccelerometerDelegateCall: DelegateCallEvent {
    /// The method of `AccelerometerDelegate`, with its argument.
    public enum Call: Sendable, Hashable {
        /// `accelerometer(_:didAccelerate:)`: a reading, stamped with the time it was delivered.
        case didAccelerate(Acceleration)
    }

    /// What the delegate answered: nothing.
    public enum Answer: Sendable, Hashable {
        /// `didAccelerate` returns nothing.
        case none
    }

    /// `AccelerometerDelegate`.
    public static let protocolName = "AccelerometerDelegate"
    /// The call's place in the process-wide order of delegate calls.
    public let sequence: UInt64
    /// The virtual time of the reading.
    public let time: Double?
    /// The accelerometer, held weakly.
    public weak let source: Accelerometer?
    /// The accelerometer's identity.
    public let sourceID: ObjectIdentifier
    /// The method and its argument.
    public let call: Call
    /// The delegate's answer: `.none`.
    public let answer: Answer

    init(sequence: UInt64, time: Double?, source: Accelerometer, call: Call, answer: Answer) {
        self.sequence = sequence
        self.time = time
        self.source = source
        self.sourceID = ObjectIdentifier(source)
        self.call = call
        self.answer = answer
    }

    /// The method's full name: `accelerometer(_:didAccelerate:)`.
    public var method: String { "accelerometer(_:didAccelerate:)" }

    /// The argument in words.
    public var arguments: [DelegateCall.Argument] {
        switch call {
        case .didAccelerate(let acceleration): [.init(label: "acceleration", value: "\(acceleration)")]
        }
    }

    /// `nil`: the method returns nothing.
    public var answerDescription: String? { nil }
}

extension AccelerometerDelegateCall: DelegateCallRecording {}

extension DelegateMethod where Event == AccelerometerDelegateCall, Arguments == Acceleration, Result == Void {
    /// `accelerometer(_:didAccelerate:)`: the reading.
    public static var didAccelerate: Self {
        Self("accelerometer(_:didAccelerate:)", none: .none) {
            switch $0 {
            case .didAccelerate(let acceleration): acceleration
            }
        }
    }
}
