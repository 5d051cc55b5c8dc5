/// Finds shakes in accelerometer readings: strong moves back and forth, several times, in a
/// short while.
///
/// Each reading goes through a ``HighPassFilter`` (started at the first reading, so the pull of
/// gravity is not taken for a jolt). A filtered reading whose magnitude reaches ``threshold``
/// is a strong move; a strong move pointing against the previous one (a negative dot product)
/// is a reversal. When ``reversalsRequired`` reversals fall within ``window`` seconds, a shake
/// begins; once no strong move has come for ``quietPeriod`` seconds, it ends.
///
/// ```
///   readings ─▶ high-pass ─▶ |move| ≥ threshold? ─▶ reversed? ─▶ 3 within 0.5 s ─▶ began
///                                                   … quiet for 0.25 s ─▶ ended
/// ```
///
/// The detector is a value with no clock of its own: time is the readings' timestamps. An
/// ``Accelerometer`` runs one on every reading it delivers and turns what it finds into shake
/// motion events.
///
/// ```swift
/// var detector = ShakeDetector()
/// for reading in readings {
///     if let phase = detector.process(reading) { print("shake", phase) }
/// }
/// ```
///
/// Settings out of range are read as the nearest sensible value: a threshold that is not a
/// positive number as 1.5, fewer than one reversal as one, a negative window or quiet period as
/// zero, and a window or quiet period that is not a number as its default.
public struct ShakeDetector: Sendable, Hashable {
    /// The high-pass filter's factor.
    public var filteringFactor = 0.1
    /// How strong, in g, a move must be (after the high-pass filter) to count.
    public var threshold = 1.5
    /// How many reversals of direction make a shake.
    public var reversalsRequired = 3
    /// The time, in seconds, within which the reversals must come.
    public var window = 0.5
    /// How long, in seconds, without a strong move ends a shake.
    public var quietPeriod = 0.25
    /// Whether a shake has begun and not yet ended.
    public private(set) var isShaking = false
    private var filter: HighPassFilter?
    private var lastMove: Acceleration?
    private var reversalTimes: [Double] = []

    /// Creates a detector with the default settings.
    public init() {}

    /// Forgets every reading: the filter starts again and no shake is under way.
    public mutating func reset() {
        self = ShakeDetector(settingsOf: self)
    }

    /// Takes in the next reading and says whether a shake began or ended with it.
    ///
    /// A reading that is not finite is ignored.
    ///
    /// - Parameter reading: The next reading; its timestamp is the detector's time.
    /// - Returns: ``MotionPhase/began`` when a shake begins, ``MotionPhase/ended`` when it
    ///   ends, otherwise `nil`.
    public mutating func process(_ reading: Acceleration) -> MotionPhase? {
        guard reading.isFinite else { return nil }
        var filter = self.filter ?? HighPassFilter(filteringFactor: filteringFactor, initial: reading)
        let move = filter.filter(reading)
        self.filter = filter
        let time = reading.timestamp
        if move.magnitude >= effectiveThreshold {
            if let lastMove, lastMove.dot(move) < 0 { reversalTimes.append(time) }
            lastMove = move
        }
        let window = Self.nonNegative(window, else: 0.5)
        reversalTimes.removeAll { time - $0 > window }
        return transition(at: time)
    }

    private mutating func transition(at time: Double) -> MotionPhase? {
        if !isShaking, reversalTimes.count >= Swift.max(reversalsRequired, 1) {
            isShaking = true
            reversalTimes = []
            return .began
        }
        if isShaking, let lastMove, time - lastMove.timestamp >= Self.nonNegative(quietPeriod, else: 0.25) {
            self = ShakeDetector(settingsOf: self, filter: filter)
            return .ended
        }
        return nil
    }

    private var effectiveThreshold: Double {
        threshold > 0 && threshold.isFinite ? threshold : 1.5
    }

    private static func nonNegative(_ value: Double, else fallback: Double) -> Double {
        value.isNaN ? fallback : Swift.max(value, 0)
    }

    private init(settingsOf other: ShakeDetector, filter: HighPassFilter? = nil) {
        filteringFactor = other.filteringFactor
        threshold = other.threshold
        reversalsRequired = other.reversalsRequired
        window = other.window
        quietPeriod = other.quietPeriod
        self.filter = filter
    }
}
