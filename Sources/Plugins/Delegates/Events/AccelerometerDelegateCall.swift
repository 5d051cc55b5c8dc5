import Components

/// A reading an `Accelerometer` delivered to its delegate, published from the
/// accelerometer; its ``TypedDelegateCall/time`` is the reading's.
///
/// ```swift
/// try context.subscribe(to: AccelerometerDelegateCall.self) { event in
///     if case .didAccelerate(let reading) = event.call { readings.append(reading) }
/// }
/// ```
///
/// Its call and answer are ``AccelerometerDelegateSchema``'s.
public typealias AccelerometerDelegateCall = TypedDelegateCall<AccelerometerDelegateSchema>

/// The call of `AccelerometerDelegate`, for ``AccelerometerDelegateCall``.
///
/// ```swift
/// let reading: AccelerometerDelegateCall.Call = .didAccelerate(Acceleration(x: 0, y: -1, z: 0))
/// ```
public enum AccelerometerDelegateSchema: DelegateCallSchema {
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

    /// The accelerometer.
    public typealias Source = Accelerometer

    /// `AccelerometerDelegate`.
    public static let protocolName = "AccelerometerDelegate"
}

extension AccelerometerDelegateSchema: DelegateCallWording {
    static func method(of call: Call) -> String { "accelerometer(_:didAccelerate:)" }

    static func arguments(of call: Call) -> [DelegateCall.Argument] {
        switch call {
        case .didAccelerate(let acceleration): [.init(label: "acceleration", value: "\(acceleration)")]
        }
    }

    static func describe(_ answer: Answer) -> String? { nil }
}

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
