import Interpose

/// The root of a tree of views, attached to an ``Application``, through which touches reach
/// views.
///
/// A window's coordinate space is the screen's. Add it to an application to receive events:
///
/// ```swift
/// let window = Window()                 // 320×480, like the first iPhone
/// app.addWindow(window)                 // the first window becomes the key window
/// window.addSubview(button)
/// ```
@MainActor
open class Window: View {
    /// The hooks calls on this type go through: its superclass's, and its own.
    override nonisolated open class var declaredHooks: [DeclaredHook] {
        super.declaredHooks + [setRootViewControllerHook.declaration]
    }

    /// The application the window was added to.
    weak var host: Application?
    /// The controller whose view fills the window; see ``rootViewController``.
    var rootController: ViewController?

    /// Creates a window covering `frame` on the screen, 320×480 points by default.
    ///
    /// - Parameters:
    ///   - frame: Where the window sits on the screen.
    ///   - aspectRegistry: The registry whose advice applies to the window.
    override public init(
        frame: Rect = Rect(x: 0, y: 0, width: 320, height: 480), aspectRegistry: AspectRegistry = .current
    ) {
        super.init(frame: frame, aspectRegistry: aspectRegistry)
    }

    /// The application: unhandled touches go there.
    override open var next: Responder? { host }

    /// The application the window belongs to.
    override open var application: Application? { host }

    /// Whether this is its application's key window, the one key presses and motion go to when
    /// there is no first responder.
    public var isKeyWindow: Bool { host?.keyWindow === self }

    /// Makes this window its application's key window.
    public func makeKey() {
        host?.makeKey(self)
    }

    /// The gesture machinery of the window: feeds touches to recognizers and decides what views
    /// receive.
    lazy var gestureEnvironment = GestureEnvironment(window: self)

    /// Delivers the touches of `event` that are on this window to gesture recognizers and to the
    /// views they began in.
    ///
    /// For each phase in turn (began, moved, ended, cancelled), the recognizers of the view a
    /// touch began in and of its ancestors (the hit view's first) get the touches they track,
    /// then each view gets the touches it owns in that phase in one
    /// ``Responder/deliverTouches(_:phase:with:)`` call, views in the order their first touch
    /// appears in the event. What recognizers do changes what views get: a touch's began phase
    /// may be held back (``GestureRecognizer/delaysTouchesBegan``), its end held back
    /// (``GestureRecognizer/delaysTouchesEnded``), or the touch cancelled in the view when a
    /// recognizer recognizes (``GestureRecognizer/cancelsTouchesInView``); what was held back
    /// is delivered, perhaps later (when a recognizer fails or a timer runs out), through the
    /// same ``Responder/deliverTouches(_:phase:with:)``. Stationary touches, touches that began
    /// where no view accepts touches, and extra fingers on a view that takes one touch at a
    /// time are not delivered to views (recognizers do get extra fingers).
    ///
    /// - Parameter event: A touch event the application is routing.
    open func sendEvent(_ event: Event) {
        gestureEnvironment.deliver(event)
    }
}
