/// One step of a script: what to act on, what to do, and how.
///
/// A command reads in MonkeyTalk's order: the component's type, its identifier, the action,
/// the arguments, then modifiers.
///
/// ```
/// Button OK Tap
/// Slider volume Slide 0.5
/// PickerView size Select 2 0 %timeout=3000
/// ```
///
/// The component type and the action are matched case-insensitively, the identifier exactly.
/// An identifier of `*` means "the first component of the type"; `#N` is the N-th component
/// of the type in screen order (an ordinal, which a recorder warns about because it changes
/// with the layout).
///
/// ```swift
/// let tap = Command("Button", "OK", "Tap")
/// let slide = Command("Slider", "volume", "Slide", ["0.5"], modifiers: Modifiers(timeout: 3_000))
/// ```
public struct Command: Hashable, Sendable, Codable {
    /// The component's type, such as `Button` or `PickerView`; `Device` and `Application` name
    /// the device and the application themselves.
    public var componentType: String
    /// Which component of the type: its accessibility identifier, label or tag, `#N` for the
    /// N-th in screen order, or `*` for the first.
    public var identifier: String
    /// What to do, such as `Tap`, `Slide` or `Verify`.
    public var action: String
    /// The action's arguments, as written.
    public var arguments: [String]
    /// How to run the command: timeouts, think time, whether to ignore it or expect it to fail.
    public var modifiers: Modifiers
    /// Where the command came from, when a recorder made it: the raw events and hook calls it
    /// was built from. A script's text leaves it out; its JSON form may keep it.
    public var provenance: Provenance?

    /// Creates a command.
    ///
    /// - Parameters:
    ///   - componentType: The component's type.
    ///   - identifier: Which component of the type; `*` for the first.
    ///   - action: What to do.
    ///   - arguments: The action's arguments.
    ///   - modifiers: How to run it.
    ///   - provenance: What it was recorded from, if anything.
    public init(
        _ componentType: String, _ identifier: String, _ action: String, _ arguments: [String] = [],
        modifiers: Modifiers = Modifiers(), provenance: Provenance? = nil
    ) {
        self.componentType = componentType
        self.identifier = identifier
        self.action = action
        self.arguments = arguments
        self.modifiers = modifiers
        self.provenance = provenance
    }

    /// Whether the command names its component by ordinal (`#N`), which changes with layout.
    public var usesOrdinal: Bool {
        identifier.first == "#" && identifier.dropFirst().allSatisfy(\.isNumber) && identifier.count > 1
    }

    /// Whether `type` names this command's component type, ignoring case.
    public func isOn(_ type: String) -> Bool {
        componentType.equalsIgnoringASCIICase(type)
    }

    /// Whether `action` names this command's action, ignoring case.
    public func performs(_ action: String) -> Bool {
        self.action.equalsIgnoringASCIICase(action)
    }
}
