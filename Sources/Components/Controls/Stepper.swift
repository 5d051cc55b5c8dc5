import Interpose

/// A control with a minus half and a plus half that steps a value down or up.
///
/// A touch on the left half steps down, on the right half up, as the finger goes down. While it
/// stays down, a stepper that autorepeats keeps stepping: after half a second, then every tenth
/// of a second, on the application's virtual clock.
///
/// A continuous stepper sends ``ControlEvents/valueChanged`` at every step; one that is not
/// sends it once the finger is lifted, if the value changed.
///
/// ```swift
/// let guests = Stepper(value: 2, minimumValue: 1, maximumValue: 10)
/// try input.tap(guests, at: Point(x: guests.bounds.maxX - 5, y: guests.bounds.midY))   // 3
/// ```
@MainActor
open class Stepper: Control {
    /// The lowest value.
    public var minimumValue: Double
    /// The highest value.
    public var maximumValue: Double
    /// How much one step changes the value; steps of zero or less, or not a number, do nothing.
    public var stepValue: Double = 1
    /// Whether stepping past one end goes round to the other.
    public var wraps = false
    /// Whether holding a finger down keeps stepping.
    public var autorepeat = true
    /// Whether value changed is sent at every step (`true`) or once the finger is lifted.
    public var isContinuous = true
    private var storedValue: Double
    private var direction = 0.0
    private var valueAtTrackingStart: Double?
    private var repeatTimer: ClockToken?

    /// Creates a stepper.
    ///
    /// - Parameters:
    ///   - value: The starting value, clamped to the range.
    ///   - minimumValue: The lowest value.
    ///   - maximumValue: The highest value.
    ///   - frame: Where it sits in its superview.
    ///   - aspectRegistry: The registry whose advice applies to it.
    public init(
        value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100, frame: Rect = .zero,
        aspectRegistry: AspectRegistry = .current
    ) {
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.storedValue = value.isNaN ? minimumValue : Swift.min(Swift.max(value, minimumValue), maximumValue)
        super.init(frame: frame, aspectRegistry: aspectRegistry)
    }

    /// The value, always within the range; setting a value that is not a number changes nothing.
    public var value: Double {
        get { storedValue }
        set { if !newValue.isNaN { storedValue = Swift.min(Swift.max(newValue, minimumValue), maximumValue) } }
    }

    /// Steps down (left half) or up (right half), and starts repeating while held.
    override open func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        valueAtTrackingStart = storedValue
        direction = touch.location(in: self).x < bounds.midX ? -1 : 1
        step(event)
        if autorepeat, let clock = application?.clock {
            repeatTimer = clock.schedule(after: 0.5) { [weak self] in self?.startRepeating(event) }
        }
        return true
    }

    /// Stops repeating; a stepper that is not continuous sends value changed if the value changed.
    override open func endTracking(_ touch: Touch?, with event: Event?) {
        finishTracking()
        if !isContinuous, let start = valueAtTrackingStart, start != storedValue {
            sendActions(for: .valueChanged, with: event)
        }
        valueAtTrackingStart = nil
    }

    /// Stops repeating.
    override open func cancelTracking(with event: Event?) {
        finishTracking()
        valueAtTrackingStart = nil
    }

    /// Adds the value and range.
    override open var stateDescription: [String] {
        let range = "\(minimumValue.compactDescription)...\(maximumValue.compactDescription)"
        return ["value=\(storedValue.compactDescription)", "range=\(range)"] + super.stateDescription
    }

    private func startRepeating(_ event: Event?) {
        guard isTracking, let clock = application?.clock else { return }
        step(event)
        repeatTimer = clock.schedule(every: 0.1) { [weak self] in self?.step(event) }
    }

    private func finishTracking() {
        repeatTimer?.cancel()
        repeatTimer = nil
    }

    private func step(_ event: Event?) {
        guard stepValue > 0, maximumValue >= minimumValue else { return }
        var next = storedValue + direction * stepValue
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != storedValue else { return }
        storedValue = next
        if isContinuous { sendActions(for: .valueChanged, with: event) }
    }
}
