/// When advice runs relative to the body it wraps.
public enum AdviceKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Runs before the rest of the chain and sees the receiver and arguments.
    case before
    /// Runs after the rest of the chain and sees the receiver, arguments and result.
    case after
    /// Wraps the rest of the chain: may change the arguments, proceed zero or more times and
    /// replace the result.
    case around
    /// Replaces the rest of the chain: an ``around`` that never proceeds.
    case instead

    /// The kind's name.
    public var description: String { rawValue }
}

extension AdviceKind {
    /// Whether advice of this kind takes the rest of the chain over (around and instead).
    @inlinable
    var wrapsRest: Bool { self == .around || self == .instead }

    /// The kind advice of this kind has once limited to part of the control flow: instead
    /// advice becomes around advice that proceeds outside it.
    var limited: AdviceKind { self == .instead ? .around : self }
}
