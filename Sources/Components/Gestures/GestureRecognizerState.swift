/// Where a gesture recognizer is in recognizing its gesture.
///
/// Every recognizer starts in ``possible``. A *discrete* recognizer (tap, swipe) goes from
/// there to ``ended`` (also spelled ``recognized``) or ``failed``. A *continuous* one (pan,
/// pinch, long press) goes to ``began``, then ``changed`` any number of times, then ``ended``
/// or ``cancelled``; or it goes from ``possible`` to ``failed``. After a final state the
/// recognizer returns to ``possible`` for the next gesture.
///
/// ```
///   discrete:    possible ──▶ ended (recognized)
///                    └──────▶ failed
///   continuous:  possible ──▶ began ──▶ changed* ──▶ ended
///                    │                      └─────▶ cancelled
///                    └──────▶ failed
/// ```
///
/// Actions are sent on ``began``, ``changed``, ``ended`` and ``cancelled``; never on
/// ``possible`` or ``failed``.
public enum GestureRecognizerState: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// No gesture recognized yet: the recognizer is watching touches (or waiting for them).
    case possible
    /// A continuous gesture was recognized and has begun.
    case began
    /// A continuous gesture goes on: its touches moved.
    case changed
    /// The gesture is over: a discrete gesture was recognized, or a continuous one finished.
    case ended
    /// A continuous gesture was cancelled after it began.
    case cancelled
    /// The touches were not the gesture, or another recognizer took them.
    case failed

    /// A discrete gesture recognized: the same state as ``ended``.
    public static var recognized: GestureRecognizerState { .ended }

    /// Whether the gesture is over in this state: ended, cancelled or failed.
    public var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Whether actions are sent when a recognizer enters this state: began, changed, ended and
    /// cancelled.
    public var sendsActions: Bool { self != .possible && self != .failed }

    /// Whether a gesture is under way in this state: began or changed.
    public var isInProgress: Bool { self == .began || self == .changed }

    /// The state's name.
    public var description: String { rawValue }
}
