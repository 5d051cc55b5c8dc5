import Interpose

/// The controller whose view fills a window.
extension Window {
    /// The hook every change of a window's root view controller goes through.
    ///
    /// ```swift
    /// try registry.on(Window.setRootViewControllerHook).onMainActor.after { window, controller, _ in
    ///     print("root:", controller?.title ?? "none")
    /// }
    /// ```
    nonisolated public static let setRootViewControllerHook =
        Hook<Window, ViewController?, Void>("Window.setRootViewController")

    /// The controller whose view fills the window; setting it goes through
    /// ``setRootViewController(_:)``.
    public var rootViewController: ViewController? {
        get { rootController }
        set { setRootViewController(newValue) }
    }

    /// Makes `controller` the window's root view controller, through
    /// ``setRootViewControllerHook``.
    ///
    /// The old root's view disappears (``ViewController/viewWillDisappear(_:)`` and
    /// ``ViewController/viewDidDisappear(_:)``, not animated) and leaves the window. The new
    /// root's view is loaded if need be, added in front of the window's subviews and sized to
    /// the window's bounds; then it appears, without animation. If the interface is in an
    /// orientation the new root does not accept, it first turns (see
    /// ``Device/settleInterfaceOrientation(animated:)``).
    ///
    /// A controller that is already shown elsewhere (another controller's child, or another
    /// window's root) is not taken: the call does nothing, as it does for the current root.
    ///
    /// ```swift
    /// window.rootViewController = NavigationController(rootViewController: ListScreen(title: "Mail"))
    /// ```
    ///
    /// - Parameter controller: The new root, or `nil` to leave the window without one.
    public func setRootViewController(_ controller: ViewController?) {
        Window.setRootViewControllerHook.call(self, controller) { window, controller in
            window.replaceRoot(with: controller)
        }
    }

    /// Makes the window as wide as it is tall, or the other way round, to suit `orientation`,
    /// and sizes the root view controller's view to its bounds.
    func fit(to orientation: InterfaceOrientation) {
        let size = frame.size
        if size.width != size.height, orientation.isLandscape != (size.width > size.height) {
            frame = Rect(origin: frame.origin, size: Size(width: size.height, height: size.width))
        }
        rootController?.resizeView(to: bounds)
    }

    private func replaceRoot(with controller: ViewController?) {
        guard controller !== rootController, !(controller?.isInstalled ?? false) else { return }
        if let old = rootController {
            old.beginAppearanceTransition(false, animated: false)
            old.viewIfLoaded?.removeFromSuperview()
            old.hostWindow = nil
            rootController = nil
            old.endAppearanceTransition()
        }
        guard let controller else { return }
        rootController = controller
        controller.hostWindow = self
        addSubview(controller.view)
        if let device = application?.device {
            fit(to: device.interfaceOrientation)
            device.settleInterfaceOrientation()
        } else {
            controller.resizeView(to: bounds)
        }
        controller.transitionAppearance(true)
    }
}
