/// How long synthesized gestures take, in seconds on the virtual clock.
///
/// The defaults are those of a brisk user. Between the phases of a gesture the synthesizer
/// advances the application's clock, which runs any timers that fall due, exactly as time
/// passing would.
public struct SynthesisTiming: Sendable, Hashable {
    /// How long a finger stays down for a tap.
    public var tapDuration = 0.08
    /// The pause between the two taps of a double tap: well inside the double-tap window.
    public var doubleTapPause = 0.12
    /// How long a long press holds.
    public var longPressDuration = 0.8
    /// The time between two moves of a drag.
    public var dragStepInterval = 0.02
    /// How long a swipe takes, start to finish.
    public var swipeDuration = 0.12
    /// How many moves a swipe makes.
    public var swipeSteps = 6
    /// How long a pinch takes.
    public var pinchDuration = 0.4
    /// How many moves a pinch makes.
    public var pinchSteps = 10
    /// The time between keystrokes.
    public var keystrokeInterval = 0.05
    /// How long a key stays down.
    public var keyPressDuration = 0.02
    /// How long a shake lasts.
    public var shakeDuration = 0.3

    /// The default timing.
    public init() {}
}
