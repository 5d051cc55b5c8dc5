import Interpose

/// Screens side by side, one shown at a time above a ``TabBar`` whose buttons switch between
/// them: UIKit's tab bar controller.
///
/// ```
///   ┌ TabBarController.view ───────────────────┐
///   │ container: the selected controller's view│
///   │                                          │
///   ├──────────────────────────────────────────┤
///   │ TabBar  [login] [forms] … [settings]     │   each tab a real Button, titled as its
///   └──────────────────────────────────────────┘   view controller is
/// ```
///
/// ```swift
/// let tabs = TabBarController(viewControllers: [LoginScreen(), NavigationController(rootViewController: settings)])
/// window.rootViewController = tabs
/// try input.tap(tabs.tabBar.buttons[1])      // shows the navigation controller
/// tabs.selectedIndex                         // 1
/// ```
///
/// Every tab's view controller is a child of the tab bar controller for as long as it is one
/// of its ``viewControllers``; only the selected one's view is in the view tree, filling the
/// space above the bar. Each tab is titled by its controller's ``ViewController/title`` (the
/// bar follows changes) and the first tab is selected at first.
///
/// Every selection goes through ``selectHook``, whether a person tapped a tab or code set
/// ``selectedIndex`` or ``selectedViewController``, so a recorder or tracer sees each one and
/// advice can refuse one. Switching tabs is not animated: the old tab's view disappears and the
/// new one's appears at once, with their appearance callbacks.
@MainActor
open class TabBarController: ViewController {
    /// The hooks calls on this type go through: its superclass's, and its own.
    override nonisolated open class var declaredHooks: [DeclaredHook] {
        super.declaredHooks + [selectHook.declaration]
    }

    /// The hook every selection of a tab goes through: the index of the tab to show.
    ///
    /// A selection of the tab already shown reaches the hook too (a person tapped it again) and
    /// changes nothing; an index with no tab does not reach it.
    ///
    /// ```swift
    /// try registry.on(TabBarController.selectHook).onMainActor.before { tabs, index in
    ///     print("tab", tabs.viewControllers[index].title ?? "?")
    /// }
    /// ```
    nonisolated public static let selectHook = Hook<TabBarController, Int, Void>("TabBarController.select")

    /// The bar along the bottom: a button per tab.
    public let tabBar: TabBar
    /// The view the selected controller's view fills: everything above the bar.
    public let containerView: View
    /// The controller of the tab shown, when one is.
    private var shown: ViewController?

    /// Creates a tab bar controller with a tab per controller, the first one selected.
    ///
    /// - Parameters:
    ///   - viewControllers: The tabs' controllers, left to right. A controller already shown
    ///     elsewhere, given twice, or one this controller is inside is left out.
    ///   - aspectRegistry: The registry whose advice applies to the controller and its bar.
    public init(viewControllers: [ViewController] = [], aspectRegistry: AspectRegistry = .current) {
        tabBar = TabBar(aspectRegistry: aspectRegistry)
        containerView = View(aspectRegistry: aspectRegistry)
        super.init(aspectRegistry: aspectRegistry)
        setViewControllers(viewControllers)
    }

    /// The tabs' controllers, left to right.
    public var viewControllers: [ViewController] { children }

    /// The index of the tab shown, or `nil` when there are no tabs; setting it selects that
    /// tab, through ``selectHook``. `nil`, or an index with no tab, changes nothing.
    public var selectedIndex: Int? {
        get { shown.flatMap { shown in children.firstIndex { $0 === shown } } }
        set { if let newValue { select(tabAt: newValue) } }
    }

    /// The controller of the tab shown; setting it to one of ``viewControllers`` selects its
    /// tab, through ``selectHook``. Any other controller changes nothing.
    public var selectedViewController: ViewController? {
        get { selectedIndex.map { children[$0] } }
        set {
            guard let newValue, let index = children.firstIndex(where: { $0 === newValue }) else { return }
            select(tabAt: index)
        }
    }

    /// Replaces the tabs with a tab per controller. The tab shown stays shown if its controller
    /// is still a tab; otherwise the first tab is.
    ///
    /// The controllers that were tabs and are not any more leave: the one showing disappears
    /// and its view goes, and each is told it left its parent. A controller already shown
    /// elsewhere, given twice, or one this controller is inside is left out.
    ///
    /// - Parameter viewControllers: The new tabs' controllers, left to right.
    public func setViewControllers(_ viewControllers: [ViewController]) {
        let previous = selectedViewController
        var tabs: [ViewController] = []
        for controller in viewControllers where canAdopt(controller, besides: tabs) { tabs.append(controller) }
        if let previous, !tabs.contains(where: { $0 === previous }) { hide(previous) }
        for old in children where !tabs.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        for controller in tabs where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        children = tabs
        tabBar.setTabs(tabs.map { $0.title ?? "" }) { [weak self] index in self?.select(tabAt: index) }
        tabBar.markSelected(selectedIndex)
        if shown == nil, !tabs.isEmpty { show(tabAt: 0) }
    }

    /// Builds the view: the container, with the bar along its bottom, and the selected
    /// controller's view in the container.
    override open func loadView() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), aspectRegistry: aspectRegistry)
        root.addSubview(containerView)
        root.addSubview(tabBar)
        view = root
        if let shown = selectedViewController { containerView.addSubview(shown.view) }
        viewDidLayoutSubviews()
    }

    /// Lays out the bar along the bottom, the container above it, and the selected
    /// controller's view to fill the container.
    override open func viewDidLayoutSubviews() {
        let bounds = view.bounds
        let height = Swift.max(bounds.height - TabBar.height, 0)
        containerView.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
        tabBar.frame = Rect(x: 0, y: height, width: bounds.width, height: Swift.min(TabBar.height, bounds.height))
        tabBar.layOut()
        if let shown = selectedViewController, shown.viewIfLoaded?.superview === containerView {
            shown.resizeView(to: containerView.bounds)
        }
        super.viewDidLayoutSubviews()
    }

    /// The selected controller: it appears, disappears and rotates with the tab bar controller.
    override open var visibleChildren: [ViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    /// The selected controller's orientations, or portrait with no tabs.
    override open var supportedInterfaceOrientations: InterfaceOrientationMask {
        selectedViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }

    /// What the selected controller answers (with no tabs, whether ``supportedInterfaceOrientations``
    /// holds the orientation).
    override open func shouldAutorotate(to orientation: InterfaceOrientation) -> Bool {
        selectedViewController?.shouldAutorotate(to: orientation) ?? super.shouldAutorotate(to: orientation)
    }

    /// A tab's controller changed its title: its tab shows the new one.
    func titleDidChange(of child: ViewController) {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        tabBar.setTitle(child.title ?? "", at: index)
    }

    /// Selects the tab at `index` through ``selectHook``; an index with no tab does nothing.
    private func select(tabAt index: Int) {
        guard children.indices.contains(index) else { return }
        TabBarController.selectHook.call(self, index) { tabs, index in
            guard tabs.children.indices.contains(index), index != tabs.selectedIndex else { return }
            tabs.show(tabAt: index)
        }
    }

    /// Swaps the shown controller for the one at `index`, without animation and in UIKit's
    /// order: the incoming view loads, the old tab's controller will disappear and the new one
    /// will appear, the views swap, then the old one did disappear and the new one did appear.
    private func show(tabAt index: Int) {
        let outgoing = selectedViewController
        let incoming = children[index]
        shown = incoming
        tabBar.markSelected(index)
        guard isViewLoaded else { return }
        let incomingView = incoming.view
        let leaving = outgoing.flatMap { $0.viewIfLoaded?.superview === containerView ? $0 : nil }
        let isVisible = appearance.isVisible
        if isVisible { leaving?.beginAppearanceTransition(false, animated: false) }
        containerView.addSubview(incomingView)
        incoming.resizeView(to: containerView.bounds)
        if isVisible { incoming.beginAppearanceTransition(true, animated: false) }
        leaving?.viewIfLoaded?.removeFromSuperview()
        leaving?.endAppearanceTransition()
        incoming.endAppearanceTransition()
    }

    /// Takes `controller`'s view off screen, with its disappearance callbacks when it showed,
    /// and selects no tab.
    private func hide(_ controller: ViewController) {
        shown = nil
        tabBar.markSelected(nil)
        guard controller.viewIfLoaded?.superview === containerView else { return }
        if appearance.isVisible { controller.beginAppearanceTransition(false, animated: false) }
        controller.viewIfLoaded?.removeFromSuperview()
        controller.endAppearanceTransition()
    }

    /// Whether `controller` may become a tab: not shown elsewhere, not given already, and not
    /// one this controller is inside.
    private func canAdopt(_ controller: ViewController, besides tabs: [ViewController]) -> Bool {
        guard !tabs.contains(where: { $0 === controller }), !isDescendant(of: controller) else { return false }
        return controller.parent === self || !controller.isInstalled
    }
}
