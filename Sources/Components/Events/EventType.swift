/// What kind of input an ``Event`` carries.
public enum EventType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Fingers on the screen: the event carries ``Touch`` objects.
    case touches
    /// Device motion, such as a shake: the event carries a subtype and a phase.
    case motion
    /// Keys of a hardware or software keyboard: the event carries ``Press`` objects.
    case presses

    /// The type's name.
    public var description: String { rawValue }
}

/// A refinement of an event's type; motion events say which motion.
public enum EventSubtype: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// No particular subtype: every touch and press event.
    case none
    /// The device was shaken.
    case motionShake

    /// The subtype's name.
    public var description: String { rawValue }
}

/// Where a motion is in its life.
///
/// A shake is a `began` event followed by an `ended` one; the responder chain receives them as
/// ``Responder/motionBegan(_:with:)`` and ``Responder/motionEnded(_:with:)``.
public enum MotionPhase: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The motion started.
    case began
    /// The motion finished.
    case ended
    /// The motion was interrupted.
    case cancelled

    /// The phase's name.
    public var description: String { rawValue }
}
