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

    /// Delivers the touches of `event` that are on this window to the views they began in.
    ///
    /// For each phase in turn (began, moved, ended, cancelled), each view gets the touches it
    /// owns in that phase in one ``Responder/deliverTouches(_:phase:with:)`` call, views in the
    /// order their first touch appears in the event. Stationary touches, touches that began
    /// where no view accepts touches, and extra fingers on a view that takes one touch at a time
    /// are not delivered.
    ///
    /// - Parameter event: A touch event the application is routing.
    open func sendEvent(_ event: Event) {
        let touches = event.touches(for: self).filter { !$0.isIgnored }
        for phase: TouchPhase in [.began, .moved, .ended, .cancelled] {
            for (view, group) in Self.group(touches.filter { $0.phase == phase }) {
                view.deliverTouches(group, phase: phase, with: event)
            }
        }
    }

    /// `touches` grouped by view, in the order each view first appears.
    private static func group(_ touches: [Touch]) -> [(View, [Touch])] {
        var groups: [(View, [Touch])] = []
        for touch in touches {
            guard let view = touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.0 === view }) {
                groups[index].1.append(touch)
            } else {
                groups.append((view, [touch]))
            }
        }
        return groups
    }
}
