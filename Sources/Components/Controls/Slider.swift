import Interpose

/// A control that picks a value from a continuous range by the position of a finger.
///
/// The value follows the touch's `x` position across the slider's bounds: the left edge is
/// ``minimumValue``, the right edge ``maximumValue``. A touch anywhere on the track moves the
/// thumb there (a simplification of UIKit's drag-the-thumb model that makes "slide to 0.75"
/// a single, exact gesture).
///
/// A continuous slider sends ``ControlEvents/valueChanged`` on every change while the finger
/// moves; one that is not sends it once, when the finger is lifted, if the value changed.
/// Setting ``value`` in code sends nothing.
///
/// ```swift
/// let volume = Slider(value: 0.5, frame: Rect(x: 20, y: 100, width: 200, height: 30))
/// try input.slide(volume, to: 0.75)
/// volume.value   // 0.75
/// ```
@MainActor
open class Slider: Control {
    /// The value at the left edge.
    public var minimumValue: Double {
        didSet { storedValue = clamped(storedValue) }
    }
    /// The value at the right edge; never below ``minimumValue``.
    public var maximumValue: Double {
        didSet { storedValue = clamped(storedValue) }
    }
    /// Whether value changed is sent while the finger moves (`true`) or once it is lifted.
    public var isContinuous = true
    private var storedValue: Double
    private var valueAtTrackingStart: Double?

    /// Creates a slider.
    ///
    /// - Parameters:
    ///   - value: The starting value, clamped to the range.
    ///   - minimumValue: The value at the left edge.
    ///   - maximumValue: The value at the right edge.
    ///   - frame: Where it sits in its superview.
    ///   - aspectRegistry: The registry whose advice applies to it.
    public init(
        value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 1, frame: Rect = .zero,
        aspectRegistry: AspectRegistry = .current
    ) {
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        let upper = Swift.max(minimumValue, maximumValue)
        self.storedValue = value.isNaN ? minimumValue : Swift.min(Swift.max(value, minimumValue), upper)
        super.init(frame: frame, aspectRegistry: aspectRegistry)
    }

    /// The value, always within the range; setting a value that is not a number changes nothing.
    public var value: Double {
        get { storedValue }
        set { if !newValue.isNaN { storedValue = clamped(newValue) } }
    }

    /// The value a touch at `point`, in the slider's coordinates, selects.
    public func value(at point: Point) -> Double {
        guard bounds.width > 0, point.x.isFinite else { return storedValue }
        let fraction = Swift.min(Swift.max((point.x - bounds.minX) / bounds.width, 0), 1)
        return clamped(minimumValue + fraction * (upperBound - minimumValue))
    }

    /// Where on the track, in the slider's coordinates, a touch selects `value`.
    public func location(for value: Double) -> Point {
        let span = upperBound - minimumValue
        let fraction = span > 0 ? (clamped(value) - minimumValue) / span : 0
        return Point(x: bounds.minX + fraction * bounds.width, y: bounds.midY)
    }

    /// Moves the value to the touch.
    override open func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        valueAtTrackingStart = storedValue
        follow(touch, event)
        return true
    }

    /// Moves the value with the touch.
    override open func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        follow(touch, event)
        return true
    }

    /// Moves the value to where the touch was lifted; a slider that is not continuous sends value
    /// changed now, if the value changed.
    override open func endTracking(_ touch: Touch?, with event: Event?) {
        if let touch { follow(touch, event) }
        defer { valueAtTrackingStart = nil }
        if !isContinuous, let start = valueAtTrackingStart, start != storedValue {
            sendActions(for: .valueChanged, with: event)
        }
    }

    /// Adds the value and range.
    override open var stateDescription: [String] {
        let range = "\(minimumValue.compactDescription)...\(upperBound.compactDescription)"
        return ["value=\(storedValue.compactDescription)", "range=\(range)"] + super.stateDescription
    }

    private var upperBound: Double { Swift.max(minimumValue, maximumValue) }

    private func clamped(_ value: Double) -> Double {
        Swift.min(Swift.max(value, minimumValue), upperBound)
    }

    private func follow(_ touch: Touch, _ event: Event?) {
        let newValue = value(at: touch.location(in: self))
        guard newValue != storedValue else { return }
        storedValue = newValue
        if isContinuous { sendActions(for: .valueChanged, with: event) }
    }
}
