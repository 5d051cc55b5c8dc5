/// A key of a keyboard, as a ``Press`` carries it.
///
/// ```swift
/// try input.press(.text("a"))
/// try input.press(.deleteBackward)
/// try input.press(.return)
/// ```
public enum Key: Sendable, Hashable, CustomStringConvertible {
    /// A key that types text: usually one character.
    case text(String)
    /// The delete key: removes the character before the insertion point.
    case deleteBackward
    /// The return key.
    case `return`

    /// The key as `"a"`, `delete` or `return`.
    public var description: String {
        switch self {
        case .text(let text): "\"\(text)\""
        case .deleteBackward: "delete"
        case .return: "return"
        }
    }
}

/// Where a key press is in its life.
public enum PressPhase: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The key went down.
    case began
    /// The key's value changed while down (analog keys); unused by keyboards.
    case changed
    /// The key is down and did not change.
    case stationary
    /// The key came up.
    case ended
    /// The system took the press away.
    case cancelled

    /// The phase's name.
    public var description: String { rawValue }
}

/// One key press, followed through its phases, as a ``Touch`` is for a finger.
///
/// Press events go to the first responder; a ``TextField`` that is editing types the key's text
/// when the press begins.
@MainActor
public final class Press {
    /// The key pressed.
    public let key: Key
    /// The press's current phase.
    public private(set) var phase: PressPhase
    /// When the press last changed, in seconds on the virtual clock.
    public private(set) var timestamp: Double
    /// Whether the press went to a secure text field. Its description then shows `"•"` for
    /// the text it types, so a trace or a log of key presses never spells out a password; the
    /// field itself still gets the real key.
    public internal(set) var isSecure = false

    /// Creates a press of `key` that begins at `timestamp`.
    public init(key: Key, timestamp: Double) {
        self.key = key
        self.phase = .began
        self.timestamp = timestamp
    }

    /// Moves the press on to `phase`; an ended or cancelled press no longer changes.
    public func update(phase: PressPhase, timestamp: Double) {
        guard self.phase != .ended, self.phase != .cancelled else { return }
        self.phase = phase
        self.timestamp = timestamp
    }
}

extension Press: @MainActor CustomStringConvertible {
    /// The key (`"•"` for text typed into a secure field) and phase.
    public var description: String {
        guard isSecure, case .text = key else { return "Press(\(key) \(phase))" }
        return "Press(\"•\" \(phase))"
    }
}
