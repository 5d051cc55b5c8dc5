/// Where a touch is in its life: down, moving, resting, lifted or cancelled.
///
/// One ``Touch`` object goes through these phases in order: `began`, then any number of
/// `moved` and `stationary`, then `ended` or `cancelled`.
public enum TouchPhase: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The finger has just touched the screen.
    case began
    /// The finger moved since the previous event.
    case moved
    /// The finger is down but did not move since the previous event (another finger did).
    case stationary
    /// The finger has been lifted.
    case ended
    /// The system took the touch away (a scroll view claimed it, say).
    case cancelled

    /// Whether a touch in this phase is over: ended or cancelled.
    public var isFinal: Bool { self == .ended || self == .cancelled }

    /// The phase's name.
    public var description: String { rawValue }
}
