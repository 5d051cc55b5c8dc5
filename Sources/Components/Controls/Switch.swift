import Interpose

/// A control that is on or off; a tap flips it.
///
/// Flipping it with a touch sends ``ControlEvents/valueChanged``; setting ``isOn`` in code
/// does not.
///
/// ```swift
/// let wifi = Switch(isOn: true)
/// wifi.addTarget(settings, action: "toggleWiFi", for: .valueChanged) { settings, sender, _ in
///     settings.wifi = (sender as? Switch)?.isOn ?? false
/// }
/// ```
@MainActor
open class Switch: Control {
    /// Whether the switch is on.
    public var isOn: Bool

    /// Creates a switch.
    ///
    /// - Parameters:
    ///   - isOn: Whether it starts on.
    ///   - frame: Where it sits in its superview.
    ///   - aspectRegistry: The registry whose advice applies to it.
    public init(isOn: Bool = false, frame: Rect = .zero, aspectRegistry: AspectRegistry = .current) {
        self.isOn = isOn
        super.init(frame: frame, aspectRegistry: aspectRegistry)
    }

    /// Sets the switch without sending events.
    public func setOn(_ on: Bool) {
        isOn = on
    }

    /// Flips the switch, and sends value changed, when the touch is lifted inside.
    override open func endTracking(_ touch: Touch?, with event: Event?) {
        guard let touch, contains(touch) else { return }
        isOn.toggle()
        sendActions(for: .valueChanged, with: event)
    }

    /// Adds `on` or `off`.
    override open var stateDescription: [String] {
        [isOn ? "on" : "off"] + super.stateDescription
    }
}
