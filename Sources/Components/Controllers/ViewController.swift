import Interpose

/// The controller of one screen: it owns a view, loaded on first use, hears when that view
/// appears and disappears, and says which orientations it accepts.
///
/// Subclass it, build the screen in ``loadView()`` or ``viewDidLoad()``, and show it as a
/// window's ``Window/rootViewController`` or push it on a ``NavigationController``:
///
/// ```swift
/// final class DetailScreen: ViewController {
///     override func viewDidLoad() {
///         let done = Button(title: "Done", frame: Rect(x: 20, y: 20, width: 80, height: 44))
///         done.accessibilityIdentifier = "done"
///         view.addSubview(done)
///     }
///     override func viewWillAppear(_ animated: Bool) { refresh() }
/// }
///
/// navigation.push(DetailScreen(title: "Detail"), animated: true)
/// ```
///
/// A view controller is a ``Responder``: its view's next responder is the controller, and the
/// controller's is the view's superview, as in UIKit, so touches and motion its view does not
/// handle reach it on their way up.
///
/// Views built while the view loads (in ``loadView()`` and ``viewDidLoad()``) use the
/// controller's ``Responder/aspectRegistry``, whatever the task's current registry is.
@MainActor
open class ViewController: Responder {
    /// The hooks calls on this type go through: its superclass's, and its own.
    override nonisolated open class var declaredHooks: [DeclaredHook] {
        super.declaredHooks + [appearanceHook.declaration]
    }

    /// What the screen is called: a navigation bar shows it, the next screen's back button
    /// names it, and a tab bar titles its tab with it.
    public var title: String? {
        didSet {
            navigationController?.titleDidChange(of: self)
            (parent as? TabBarController)?.titleDidChange(of: self)
        }
    }
    /// The controller this one is a child of: a navigation controller for the screens it
    /// shows, a tab bar controller for its tabs.
    public internal(set) weak var parent: ViewController?
    /// The controllers inside this one, in the order they were added.
    public internal(set) var children: [ViewController] = []
    /// Where the view is in appearing and disappearing.
    public internal(set) var appearance: Appearance = .disappeared
    /// Whether the running appearance transition is animated.
    var isAppearanceAnimated = false
    /// The window this controller is the root of.
    weak var hostWindow: Window?
    private var loadedView: View?
    private var isLoadingView = false

    /// Creates a view controller; its view is not loaded until it is first used.
    ///
    /// - Parameters:
    ///   - title: What the screen is called.
    ///   - aspectRegistry: The registry whose advice applies to the controller and to the views
    ///     it builds while loading; by default the task's
    ///     `AspectRegistry.current`.
    public init(title: String? = nil, aspectRegistry: AspectRegistry = .current) {
        self.title = title
        super.init(aspectRegistry: aspectRegistry)
    }

    /// The root view of the screen, loaded by ``loadView()`` and ``viewDidLoad()`` the first
    /// time it is read.
    ///
    /// Setting it replaces the view; the old one is no longer the controller's (its next
    /// responder becomes its superview again).
    public var view: View {
        get {
            loadViewIfNeeded()
            return loadedView ?? adoptFallbackView()
        }
        set { install(newValue) }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded yet: calls ``loadView()``, then ``viewDidLoad()``.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        AspectRegistry.$current.withValue(aspectRegistry) {
            loadView()
            isLoadingView = false
            if loadedView == nil { _ = adoptFallbackView() }
            viewDidLoad()
        }
    }

    /// Creates the view: by default a plain 320×480 ``View``. Override to build another; set
    /// ``view`` and do not call `super`. An override that sets no view gets the plain one, and
    /// reading ``view`` before setting it in here gets that plain one rather than loading again.
    open func loadView() {
        view = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), aspectRegistry: aspectRegistry)
    }

    /// Called once, after the view is loaded: the place to add subviews and wire up controls.
    open func viewDidLoad() {}

    /// Called after the view was resized by its container (a window, a navigation controller, a
    /// rotation): the place to lay out subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: - Appearance

    /// The view is about to come on screen. Does nothing by default.
    ///
    /// - Parameter animated: Whether it comes on with an animation.
    open func viewWillAppear(_ animated: Bool) {}

    /// The view came on screen. Does nothing by default.
    ///
    /// - Parameter animated: Whether it came on with an animation.
    open func viewDidAppear(_ animated: Bool) {}

    /// The view is about to go off screen, covered or removed. Does nothing by default.
    ///
    /// - Parameter animated: Whether it goes with an animation.
    open func viewWillDisappear(_ animated: Bool) {}

    /// The view went off screen. Does nothing by default.
    ///
    /// - Parameter animated: Whether it went with an animation.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: - Containment

    /// The controller is about to become a child of `parent`, or, with `nil`, to stop being a
    /// child. Does nothing by default.
    ///
    /// ``addChild(_:)`` calls it with the new parent; a container calls it with `nil` before
    /// ``removeFromParent()``.
    open func willMove(toParent parent: ViewController?) {}

    /// The controller became a child of `parent`, or, with `nil`, stopped being a child. Does
    /// nothing by default.
    ///
    /// ``removeFromParent()`` calls it with `nil`; a container calls it with itself once the
    /// child is in place.
    open func didMove(toParent parent: ViewController?) {}

    // MARK: - Autorotation

    /// The interface orientations the controller supports: portrait only by default, as the
    /// view controllers of seed 003's era. ``shouldAutorotate(to:)`` consults it unless
    /// overridden itself.
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .portrait }

    /// Whether the interface may turn to `orientation` while this controller is visible: by
    /// default, whether ``supportedInterfaceOrientations`` contains it.
    ///
    /// When the device rotates, every visible controller is asked; if one says no, the
    /// interface does not turn.
    ///
    /// ```swift
    /// override func shouldAutorotate(to orientation: InterfaceOrientation) -> Bool {
    ///     orientation.isLandscape
    /// }
    /// ```
    open func shouldAutorotate(to orientation: InterfaceOrientation) -> Bool {
        supportedInterfaceOrientations.contains(orientation)
    }

    /// The interface is about to turn to `orientation`; ``interfaceOrientation`` is still the
    /// old one. Does nothing by default.
    ///
    /// - Parameters:
    ///   - orientation: The orientation the interface turns to.
    ///   - duration: How long the rotation takes, in seconds on the virtual clock; 0 when it is
    ///     not animated.
    open func willRotate(to orientation: InterfaceOrientation, duration: Double) {}

    /// The interface has taken `orientation` and the view its new size; the rotation's
    /// animation starts. Does nothing by default.
    ///
    /// - Parameters:
    ///   - orientation: The orientation the interface turns to.
    ///   - duration: How long the rotation takes; 0 when it is not animated.
    open func willAnimateRotation(to orientation: InterfaceOrientation, duration: Double) {}

    /// The interface finished turning from `orientation`. Does nothing by default.
    ///
    /// - Parameter orientation: The orientation the interface was in before.
    open func didRotate(from orientation: InterfaceOrientation) {}

    // MARK: - Responder chain

    /// The view's superview: what the view and the controller do not handle goes there.
    override open var next: Responder? { loadedView?.superview }

    /// The application of the view's window.
    override open var application: Application? { loadedView?.application }

    /// The nearest navigation controller this one is inside, or `nil`.
    public var navigationController: NavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The nearest tab bar controller this one is inside, or `nil`.
    public var tabBarController: TabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? TabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }

    /// The controllers on screen from this one down: itself, then its visible children and
    /// theirs. Rotation asks each of them.
    public var visibleViewControllers: [ViewController] {
        [self] + visibleChildren.flatMap(\.visibleViewControllers)
    }

    /// The children whose views are shown inside this controller's view: they appear,
    /// disappear and rotate with it.
    ///
    /// By default, the children whose loaded view is inside this one's; a
    /// ``NavigationController`` says its top controller.
    open var visibleChildren: [ViewController] {
        guard let view = loadedView else { return [] }
        return children.filter { $0.loadedView?.isDescendant(of: view) ?? false }
    }

    /// Resizes the view to `frame`, in its superview's coordinates, and lets the controller
    /// lay it out.
    func resizeView(to frame: Rect) {
        view.frame = frame
        viewDidLayoutSubviews()
    }

    private func install(_ newView: View) {
        guard newView !== loadedView else { return }
        loadedView?.owningViewController = nil
        newView.owningViewController?.loadedView = nil
        newView.owningViewController = self
        loadedView = newView
    }

    private func adoptFallbackView() -> View {
        let fallback = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), aspectRegistry: aspectRegistry)
        install(fallback)
        return fallback
    }
}
