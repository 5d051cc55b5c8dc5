import Interpose

/// A stack of screens, the top one shown under a ``NavigationBar`` whose back button returns to
/// the one beneath: UIKit's drill-down navigation.
///
/// ```
///   ┌ NavigationController.view ───────────┐
///   │ NavigationBar   [< Inbox]  Message   │   back button: a real Button, "Back"
///   ├──────────────────────────────────────┤
///   │ container: the top controller's view │
///   └──────────────────────────────────────┘
/// ```
///
/// ```swift
/// let inbox = InboxScreen(title: "Inbox")
/// let navigation = NavigationController(rootViewController: inbox)
/// window.rootViewController = navigation
/// navigation.push(MessageScreen(title: "Message"), animated: true)
/// app.clock.advance(by: navigation.transitionDuration)   // the push finishes
/// try input.tap(navigation.navigationBar.backButton)    // pops back to the inbox
/// ```
///
/// Every push goes through ``pushHook`` and every pop (one screen, to the root, to a given
/// screen) through ``popHook``, so a recorder sees navigation however it was asked for.
///
/// ``viewControllers`` changes as soon as a push or pop is asked for. The views move and the
/// appearance callbacks run as the transition runs: at once without animation, or over
/// ``transitionDuration`` on the application's virtual clock (the `will` callbacks at the
/// start, the `did` callbacks at the end). Asking for another push or pop while one is
/// running finishes the running one first.
@MainActor
open class NavigationController: ViewController {
    /// The hooks calls on this type go through: its superclass's, and its own.
    override nonisolated open class var declaredHooks: [DeclaredHook] {
        super.declaredHooks + [pushHook.declaration, popHook.declaration]
    }

    /// The hook every push goes through: the controller pushed and whether it animates.
    ///
    /// ```swift
    /// try registry.on(NavigationController.pushHook).onMainActor.before { navigation, arguments in
    ///     print("push", arguments.viewController.title ?? "?")
    /// }
    /// ```
    nonisolated public static let pushHook =
        Hook<NavigationController, (viewController: ViewController, animated: Bool), Void>("NavigationController.push")

    /// The hook every pop goes through: the controller that becomes the top, whether it
    /// animates, and, as the result, the controllers popped (bottom to top).
    ///
    /// ``popViewController(animated:)``, ``popToRootViewController(animated:)`` and
    /// ``popToViewController(_:animated:)`` all pop through it; a pop that would do nothing
    /// (at the root, or to a controller not on the stack) does not reach it.
    nonisolated public static let popHook =
        Hook<NavigationController, (to: ViewController, animated: Bool), [ViewController]>("NavigationController.pop")

    /// The bar across the top: the top screen's title and the back button.
    public let navigationBar: NavigationBar
    /// The view the top controller's view fills: everything under the bar.
    public let containerView: View
    /// How long an animated push or pop takes, in seconds on the virtual clock: 0.35 by
    /// default. A negative value counts as 0 (no animation) and one that is not a number leaves
    /// the duration as it was.
    public var transitionDuration = 0.35 {
        didSet {
            transitionDuration = transitionDuration.isNaN ? oldValue : Swift.max(transitionDuration, 0)
        }
    }
    /// The transition under way, if any.
    var transition: Transition?

    /// Creates a navigation controller showing `rootViewController`.
    ///
    /// - Parameters:
    ///   - rootViewController: The bottom screen; `nil` for an empty stack. A controller
    ///     already shown elsewhere is not taken.
    ///   - aspectRegistry: The registry whose advice applies to the controller and its bar.
    public init(rootViewController: ViewController? = nil, aspectRegistry: AspectRegistry = .current) {
        navigationBar = NavigationBar(aspectRegistry: aspectRegistry)
        containerView = View(aspectRegistry: aspectRegistry)
        super.init(aspectRegistry: aspectRegistry)
        navigationBar.backButton.addTarget(self, action: "popViewController", for: .touchUpInside) { navigation, _, _ in
            navigation.popViewController(animated: true)
        }
        if let rootViewController, canPush(rootViewController) {
            addChild(rootViewController)
            rootViewController.didMove(toParent: self)
        }
        updateNavigationBar()
    }

    /// The stack, bottom (the root) to top.
    public var viewControllers: [ViewController] { children }

    /// The controller on top of the stack: the one shown.
    public var topViewController: ViewController? { children.last }

    /// The controller whose view is shown: the top one (nothing is presented over it).
    public var visibleViewController: ViewController? { topViewController }

    /// Whether an animated push or pop is under way.
    public var isTransitioning: Bool { transition != nil }

    /// Builds the view: the container, with the bar in front, and the top controller's view in
    /// the container.
    override open func loadView() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), aspectRegistry: aspectRegistry)
        root.addSubview(containerView)
        root.addSubview(navigationBar)
        view = root
        if let top = topViewController { containerView.addSubview(top.view) }
        viewDidLayoutSubviews()
    }

    /// Lays out the bar across the top, the container under it, and the views in the
    /// container to fill it.
    override open func viewDidLayoutSubviews() {
        let bounds = view.bounds
        navigationBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: NavigationBar.height)
        navigationBar.layOut()
        let height = Swift.max(bounds.height - NavigationBar.height, 0)
        containerView.frame = Rect(x: 0, y: NavigationBar.height, width: bounds.width, height: height)
        for child in children where child.viewIfLoaded?.superview === containerView {
            child.resizeView(to: containerView.bounds)
        }
        super.viewDidLayoutSubviews()
    }

    /// The top controller: it appears, disappears and rotates with the navigation controller.
    override open var visibleChildren: [ViewController] {
        topViewController.map { [$0] } ?? []
    }

    /// The top controller's orientations, or portrait for an empty stack.
    override open var supportedInterfaceOrientations: InterfaceOrientationMask {
        topViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }

    /// What the top controller answers (an empty stack accepts what
    /// ``supportedInterfaceOrientations`` holds).
    override open func shouldAutorotate(to orientation: InterfaceOrientation) -> Bool {
        topViewController?.shouldAutorotate(to: orientation) ?? super.shouldAutorotate(to: orientation)
    }

    /// Shows the top controller's title, and a back button with the title of the one beneath.
    func updateNavigationBar() {
        let count = children.count
        navigationBar.show(
            title: topViewController?.title, backTitle: count > 1 ? (children[count - 2].title ?? "") : nil)
    }

    /// A child's title changed: the bar may show it.
    func titleDidChange(of child: ViewController) {
        updateNavigationBar()
    }
}
