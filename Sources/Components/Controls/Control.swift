import Interpose

/// A view that turns touches into meaningful events and sends actions to its targets.
///
/// A control tracks one finger at a time. From the touches it gets it makes control events
/// (``ControlEvents``: touch down, drag inside and outside, touch up inside…) and sends the
/// actions registered for them, through ``sendActionsHook`` and then
/// ``Application/sendActionHook``:
///
/// ```
///   touchesEnded ─▶ sendActions(for: .touchUpInside)        Control.sendActionsHook
///                     └─▶ sendAction(action, to: target)     for each registered action
///                           └─▶ application.sendAction(…)    Application.sendActionHook
///                                 └─▶ action.perform(on: target, …)
/// ```
///
/// Subclasses customise tracking by overriding ``beginTracking(_:with:)``,
/// ``continueTracking(_:with:)``, ``endTracking(_:with:)`` and ``cancelTracking(with:)``.
///
/// A disabled control gets no touches: hit testing passes over it to what lies beneath.
@MainActor
open class Control: View {
    /// The hooks calls on this type go through: its superclass's, and its own.
    override nonisolated open class var declaredHooks: [DeclaredHook] {
        super.declaredHooks + [sendActionsHook.declaration]
    }

    /// The hook every dispatch of control events to the control's actions goes through.
    nonisolated public static let sendActionsHook =
        Hook<Control, (events: ControlEvents, event: Event?), Void>("Control.sendActions")

    /// Whether the control responds to touches.
    public var isEnabled = true
    /// Whether the control is selected.
    public var isSelected = false
    /// Whether a finger is on the control.
    public var isHighlighted = false
    /// Whether the control is tracking a touch.
    public internal(set) var isTracking = false
    /// Whether the tracked touch is inside the control.
    public internal(set) var isTouchInside = false
    /// The registrations, in the order they were made.
    var registrations: [TargetAction] = []
    /// The touch being tracked.
    var trackedTouch: Touch?

    /// Creates a control with `frame` in its future superview's coordinates.
    override public init(frame: Rect = .zero, aspectRegistry: AspectRegistry = .current) {
        super.init(frame: frame, aspectRegistry: aspectRegistry)
    }

    /// The state the control shows.
    public var state: ControlState {
        var state: ControlState = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Starts tracking `touch`, which just went down in the control.
    ///
    /// - Returns: Whether to keep tracking as the touch moves. `true` by default.
    open func beginTracking(_ touch: Touch, with event: Event?) -> Bool { true }

    /// Follows `touch` as it moves.
    ///
    /// - Returns: Whether to keep tracking. `true` by default.
    open func continueTracking(_ touch: Touch, with event: Event?) -> Bool { true }

    /// Finishes tracking: `touch` was lifted. Called before the touch-up event is sent.
    open func endTracking(_ touch: Touch?, with event: Event?) {}

    /// Abandons tracking: the touch was cancelled.
    open func cancelTracking(with event: Event?) {}

    /// Sends `action` for `event` to `target` through the application (directly when the control
    /// is not in an application's window).
    open func sendAction(_ action: Action, to target: (any AnyObject & Sendable)?, for event: Event?) {
        if let application {
            application.sendAction(action, to: target, from: self, for: event)
        } else {
            _ = action.perform(on: target, sender: self, event: event)
        }
    }

    /// Starts tracking the first touch, sending touch down (and touch down repeat).
    override open func touchesBegan(_ touches: [Touch], with event: Event) {
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackBegan(touch, event)
    }

    /// Follows the tracked touch, sending drag events.
    override open func touchesMoved(_ touches: [Touch], with event: Event) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackMoved(touch, event)
    }

    /// Finishes with the tracked touch, sending touch up inside or outside.
    override open func touchesEnded(_ touches: [Touch], with event: Event) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackEnded(touch, event)
    }

    /// Abandons the tracked touch, sending touch cancel.
    override open func touchesCancelled(_ touches: [Touch], with event: Event) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackCancelled(event)
    }

    /// Like a view's, but a disabled control is never hit.
    override open func hitTest(_ point: Point, with event: Event?) -> View? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    /// Adds `disabled`, `selected` and `highlighted` as they apply.
    override open var stateDescription: [String] {
        var words = super.stateDescription
        if !isEnabled { words.append("disabled") }
        if isSelected { words.append("selected") }
        if isHighlighted { words.append("highlighted") }
        return words
    }

    /// The events sent when the tracked touch is lifted inside: touch up inside, and for
    /// controls whose tap is their main action, primary action triggered.
    var touchUpInsideEvents: [ControlEvents] { [.touchUpInside] }
}
