/// The state a control shows: highlighted while touched, disabled, selected.
public struct ControlState: OptionSet, Sendable, Hashable {
    /// The bits of the state.
    public let rawValue: UInt

    /// Creates a state from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Enabled, not touched, not selected.
    public static let normal: ControlState = []
    /// A finger is on the control.
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// The control ignores touches.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// The control is selected.
    public static let selected = ControlState(rawValue: 1 << 2)
}
