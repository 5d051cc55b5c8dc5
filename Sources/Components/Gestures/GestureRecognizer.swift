import Interpose

/// Turns the touches on a view into a gesture (a tap, a swipe, a pan, a pinch, a long press) and
/// sends actions to its targets as the gesture is recognized.
///
/// Attach a recognizer to a view with ``View/addGestureRecognizer(_:)``. The window feeds it the
/// touches that begin in that view or in a view inside it, *before* the views get them (UIKit's
/// order); it moves through its ``state`` as the touches go, and every state that sends actions
/// (began, changed, ended, cancelled: see ``GestureRecognizerState``) sends them at once, in the
/// same call, through ``sendActionsHook``:
///
/// ```
///   Window.sendEvent ─▶ recognizers of the hit view and its ancestors: touchesBegan…
///                         └─▶ state = .ended        GestureRecognizer.setStateHook
///                               ├─▶ other recognizers fail, the view's touches are cancelled
///                               └─▶ sendActions()   GestureRecognizer.sendActionsHook
///                                     └─▶ each action in targetActions, in order
///                    ─▶ then the views: deliverTouches (Responder.deliverTouchesHook) …
/// ```
///
/// ```swift
/// let swipe = SwipeGestureRecognizer()
/// swipe.direction = .left
/// swipe.addTarget(screen, action: "next page") { screen, _ in screen.showNextPage() }
/// card.addGestureRecognizer(swipe)
/// try input.swipe(card, .left)     // the action has run when this returns
/// swipe.state = .ended             // so has this: setting the state sends the actions too
/// ```
///
/// What the view receives follows UIKit: ``cancelsTouchesInView``, ``delaysTouchesBegan``
/// (with an optional ``maximumTouchesBeganDelay``) and ``delaysTouchesEnded``. When one
/// recognizer recognizes, the others taking part in the same touches fail (or are cancelled),
/// unless ``canPrevent(_:)``, ``canBePrevented(by:)`` or the ``delegate`` let them recognize
/// together; ``require(toFail:)`` makes one wait for another to fail.
///
/// Subclasses override ``touchesBegan(_:with:)`` and its siblings, set ``state`` as they
/// recognize, and clear what they remember in ``reset()``. Time comes from the application's
/// ``VirtualClock``: timers (a long press, the wait for a second tap) run when a test advances it.
@MainActor
open class GestureRecognizer: MainActorInterceptable {
    /// The hook every change of ``state`` goes through, with the state asked for.
    ///
    /// Changes made by the recognizer as it follows touches, by the window (failing a recognizer
    /// another one beat, returning to possible) and by code setting ``state`` all pass here.
    /// Advice after the body sees the state the recognizer actually took: a recognition that
    /// must wait for another recognizer to fail leaves it ``GestureRecognizerState/possible``.
    nonisolated public static let setStateHook =
        Hook<GestureRecognizer, GestureRecognizerState, Void>("GestureRecognizer.setState")

    /// The hook every sending of a recognizer's actions goes through, with the state they are
    /// sent for. Instead advice can keep the actions from running.
    nonisolated public static let sendActionsHook =
        Hook<GestureRecognizer, GestureRecognizerState, Void>("GestureRecognizer.sendActions")

    /// The hook every change of ``delegate`` goes through: around advice can replace the
    /// delegate, with a forwarding ``DelegateProxy`` for example.
    nonisolated public static let setDelegateHook =
        Hook<GestureRecognizer, (any GestureRecognizerDelegate)?, Void>("GestureRecognizer.setDelegate")

    /// Whether recognizers of this class are continuous (began, changed…, ended) rather than
    /// discrete (recognized at once). `false`; pan, pinch and long press say `true`.
    nonisolated open class var isContinuous: Bool { false }

    /// The registry whose advice applies to calls made on this recognizer.
    nonisolated public let aspectRegistry: AspectRegistry

    /// The view the recognizer is attached to, if any.
    public internal(set) weak var view: View?
    /// A name for listings and descriptions.
    public var name: String?
    /// Whether the recognizer takes touches. Turning it off while a gesture is under way cancels
    /// the gesture (or fails it, if nothing was recognized yet).
    public var isEnabled = true {
        didSet { if oldValue, !isEnabled { stopForDisabling() } }
    }
    /// Whether the view's touches are cancelled when the gesture is recognized: the view gets
    /// ``Responder/touchesCancelled(_:with:)`` and no more of those touches. `true` by default.
    public var cancelsTouchesInView = true
    /// Whether the view gets touches' began phase only once the recognizer has failed (or the
    /// ``maximumTouchesBeganDelay`` has passed). `false` by default. A recognizer that
    /// recognizes first swallows those touches: the view never hears of them.
    public var delaysTouchesBegan = false
    /// How long, in seconds on the virtual clock, ``delaysTouchesBegan`` may hold a touch's began
    /// phase back; `nil` (the default) holds it until the recognizer fails or recognizes.
    ///
    /// A scroll view's `delaysContentTouches` is a pan recognizer with a short delay here: a
    /// finger resting on a button reaches it after the delay; a drag that becomes a pan first
    /// never reaches it, and one that becomes a pan later cancels it.
    public var maximumTouchesBeganDelay: Double?
    /// Whether the view gets touches' ended phase only once the recognizer has failed; if the
    /// recognizer recognizes instead, the view gets them cancelled. `true` by default.
    public var delaysTouchesEnded = true

    var storedState = GestureRecognizerState.possible
    var registrations: [GestureAction] = []
    var requirements: [WeakRecognizer] = []
    /// A recognition waiting for a required recognizer to fail.
    var pendingState: GestureRecognizerState?
    /// The touches down and tracked, in the order they began.
    var activeTouches: [Touch] = []
    /// Where the touches' centroid last was, in window coordinates.
    var lastLocationInWindow: Point?
    weak var weakDelegate: (any GestureRecognizerDelegate)?
    var retainedProxy: (any GestureRecognizerDelegate)?

    /// Creates a recognizer, not yet attached to a view, with no actions.
    ///
    /// - Parameter aspectRegistry: The registry whose advice applies to it; by default the task's
    ///   `AspectRegistry.current`.
    public init(aspectRegistry: AspectRegistry = .current) {
        self.aspectRegistry = aspectRegistry
        ComponentHooks.declared
    }

    deinit {
        aspectRegistry.removeAdvice(scopedTo: ObjectIdentifier(self))
    }

    /// The recognizer's state; setting it goes through ``setStateHook``.
    ///
    /// Subclasses set it as they recognize; tests may set it too (UIKit reserves the setter for
    /// subclasses). Entering began, changed, ended or cancelled sends the actions before the
    /// setter returns. Leaving possible for a recognized state is a recognition: it asks the
    /// ``delegate``, and in a window it may wait for ``require(toFail:)`` recognizers (the state
    /// stays possible until they fail) or fail because another recognizer has the touches.
    /// Setting ``GestureRecognizerState/possible`` resets the recognizer (see ``reset()``).
    ///
    /// ```swift
    /// recognizer.state = .changed
    /// recognizer.state = .ended
    /// #expect(screen.swiped)       // the actions have already run
    /// ```
    public var state: GestureRecognizerState {
        get { storedState }
        set {
            GestureRecognizer.setStateHook.call(self, newValue) { recognizer, state in
                recognizer.transition(to: state)
            }
        }
    }

    // MARK: - Overridable

    /// Fingers went down in the view or a view inside it. Does nothing by default.
    ///
    /// - Parameters:
    ///   - touches: The touches that began and that this recognizer tracks.
    ///   - event: The event they came in.
    open func touchesBegan(_ touches: [Touch], with event: Event) {}

    /// Tracked touches moved. Does nothing by default.
    open func touchesMoved(_ touches: [Touch], with event: Event) {}

    /// Tracked touches were lifted; ``numberOfTouches`` still counts them. Does nothing by
    /// default.
    open func touchesEnded(_ touches: [Touch], with event: Event) {}

    /// Tracked touches were cancelled. Does nothing by default.
    open func touchesCancelled(_ touches: [Touch], with event: Event) {}

    /// Clears what the recognizer remembers of the last gesture. Called when it returns to
    /// possible; overrides call `super`. To reset a recognizer, set its state to possible.
    open func reset() {}

    /// Whether this recognizer, recognizing, may make `other` fail. `true` by default.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }

    /// Whether `other`, recognizing, may make this recognizer fail. `true` by default; a tap
    /// recognizer is not prevented by one that needs fewer taps.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }

    /// Whether the recognizer takes `touch`, which just began in its view or inside it. `true`
    /// by default; the ``delegate`` is asked as well.
    open func shouldReceive(_ touch: Touch) -> Bool { true }

    /// Whether the recognizer, still possible with no finger down, waits for more touches (a
    /// multi-tap between taps). `false` by default: a recognizer still possible when its last
    /// finger lifts fails at the end of that event.
    open var isWaitingForMoreTouches: Bool { false }
}

/// A weak reference to a recognizer, for lists that must not keep recognizers alive.
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
}
