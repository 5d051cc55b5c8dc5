import Interpose

/// The application: its windows, its first responder, its virtual clock, and the single entry
/// point of every event, ``sendEvent(_:)``.
///
/// ```
///   input (real or synthesized)
///     │  Event
///     ▼
///   Application.sendEvent ── prepare: hit test new touches, count taps
///     │  Application.sendEventHook   ◀── recorders, tracers and tests see every event here
///     ▼
///   route: touches ─▶ Window.sendEvent ─▶ view.deliverTouches ─▶ touchesBegan… ─▶ next …
///          motion  ─▶ first responder (or key window).deliverMotion ─▶ motionBegan…
///          presses ─▶ first responder (or key window).deliverPresses ─▶ pressesBegan…
/// ```
///
/// Control actions also pass through the application, in ``sendAction(_:to:from:for:)``.
///
/// ```swift
/// let registry = AspectRegistry()
/// let app = AspectRegistry.$current.withValue(registry) { Application() }
/// let window = Window()
/// app.addWindow(window)
/// ```
@MainActor
open class Application: Responder {
    /// The hooks calls on this type go through: its superclass's, and its own.
    override nonisolated open class var declaredHooks: [DeclaredHook] {
        super.declaredHooks + [sendEventHook.declaration, sendActionHook.declaration]
    }

    /// The hook every event goes through on its way to the responders.
    nonisolated public static let sendEventHook = Hook<Application, Event, Void>("Application.sendEvent")

    /// The hook every control action goes through: the action, the target it is sent to (`nil`
    /// to search the responder chain), the control that sends it and the event that caused it.
    /// The result says whether some target performed the action.
    nonisolated public static let sendActionHook =
        Hook<Application, (action: Action, target: (any AnyObject & Sendable)?, sender: Control, event: Event?), Bool>(
            "Application.sendAction")

    /// The virtual clock: event timestamps, double-tap windows and timers all run on it.
    public let clock: VirtualClock
    /// The windows, in the order they were added.
    public private(set) var windows: [Window] = []
    /// A number that changes whenever the shape of the application's view tree changes: a view
    /// added to, inserted in or removed from a tree in one of its windows, brought to the front
    /// or sent to the back there, or a window added or removed. Nothing else changes it: a view
    /// renamed, hidden, moved by its frame or scrolled keeps its place in the tree.
    ///
    /// Code that finds views again and again keeps what it worked out from the tree's shape
    /// (which views there are, their classes and order) while the number holds; the component
    /// locator does, for the player finding each command's component and the recorder naming
    /// each command's:
    ///
    /// ```swift
    /// if app.viewTreeRevision != keptAt { sliders = app.windows.flatMap { $0.views(ofType: Slider.self) } }
    /// ```
    public internal(set) var viewTreeRevision = 0
    /// The window that gets key presses and motion when there is no first responder.
    public private(set) weak var keyWindow: Window?
    /// The responder that motion and key press events go to first.
    public internal(set) weak var firstResponder: Responder?
    /// How soon after a tap ends another must begin to count as the next tap, in seconds.
    public var multiTapInterval = 0.35
    /// How close to the previous tap, in points, the next must be to count with it.
    public var multiTapDistance = 45.0
    /// How far, in points, a finger may move and still make a tap.
    public var tapMovementTolerance = 10.0
    /// Recent taps, for counting the next.
    var tapHistory = TapHistory()
    /// The device the application runs on: its orientation, the interface's, and its
    /// accelerometer.
    public private(set) lazy var device = Device(application: self)

    /// Creates an application.
    ///
    /// - Parameters:
    ///   - clock: The virtual clock; a new one, at time zero, by default.
    ///   - aspectRegistry: The registry whose advice applies to the application.
    public init(clock: VirtualClock? = nil, aspectRegistry: AspectRegistry = .current) {
        self.clock = clock ?? VirtualClock()
        super.init(aspectRegistry: aspectRegistry)
    }

    /// The application itself.
    override open var application: Application? { self }

    /// Delivers `event`: the body of ``sendEvent(_:)``, behind its hook. Override to route
    /// differently; advice on ``sendEventHook`` runs before this.
    ///
    /// Touches go to their windows (``Window/sendEvent(_:)``), in the order the windows first
    /// appear among the touches. Motion and key presses go to the first responder, or to the
    /// key window when there is none, and from there up the responder chain.
    open func route(_ event: Event) {
        switch event.type {
        case .touches:
            for window in touchedWindows(event) { window.sendEvent(event) }
        case .motion:
            guard let phase = event.motionPhase else { return }
            (firstResponder ?? keyWindow)?.deliverMotion(phase, with: event)
        case .presses:
            guard let responder = firstResponder ?? keyWindow else { return }
            for phase: PressPhase in [.began, .ended, .cancelled] {
                let presses = event.allPresses.filter { $0.phase == phase }
                if !presses.isEmpty { responder.deliverPresses(presses, phase: phase, with: event) }
            }
        }
    }

    /// Performs `action`: the body of ``sendAction(_:to:from:for:)``, behind its hook.
    ///
    /// - Returns: Whether some target performed the action.
    open func performAction(
        _ action: Action, to target: (any AnyObject & Sendable)?, from sender: Control, for event: Event?
    ) -> Bool {
        if let target { return action.perform(on: target, sender: sender, event: event) }
        guard action.needsTarget else { return action.perform(on: nil, sender: sender, event: event) }
        var responder: Responder? = firstResponder ?? sender
        while let current = responder {
            if action.perform(on: current, sender: sender, event: event) { return true }
            responder = current.next
        }
        return false
    }

    private func touchedWindows(_ event: Event) -> [Window] {
        var result: [Window] = []
        for touch in event.allTouches {
            guard let window = touch.window, window.host === self, !result.contains(where: { $0 === window }) else {
                continue
            }
            result.append(window)
        }
        return result
    }

    /// Adds `window`, taking it from any other application; the first window becomes the key
    /// window.
    public func addWindow(_ window: Window) {
        guard !windows.contains(where: { $0 === window }) else { return }
        window.host?.removeWindow(window)
        windows.append(window)
        window.host = self
        viewTreeRevision &+= 1
        if keyWindow == nil { keyWindow = window }
    }

    /// Removes `window`; if it was the key window, the last remaining window becomes key.
    public func removeWindow(_ window: Window) {
        guard windows.contains(where: { $0 === window }) else { return }
        if let responder = firstResponder as? View, responder.window === window {
            firstResponder = nil
        }
        windows.removeAll { $0 === window }
        window.host = nil
        viewTreeRevision &+= 1
        if keyWindow === window || keyWindow == nil { keyWindow = windows.last }
    }

    /// Makes `window`, one of this application's windows, the key window.
    public func makeKey(_ window: Window) {
        guard windows.contains(where: { $0 === window }) else { return }
        keyWindow = window
    }

    /// The first view, in any window, whose accessibility identifier is `identifier`.
    public func view(withIdentifier identifier: String) -> View? {
        windows.lazy.compactMap { $0.view(withIdentifier: identifier) }.first
    }

    /// Every window's tree, as ``View/treeDescription`` prints it, the key window marked.
    public var treeDescription: String {
        windows.flatMap { window in
            var lines = window.treeLines(depth: 0)
            if window.isKeyWindow { lines[0] += " key-window" }
            return lines
        }.joined(separator: "\n")
    }
}
