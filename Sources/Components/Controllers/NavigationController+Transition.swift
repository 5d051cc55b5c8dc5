import Interpose

/// Pushing and popping, and the transitions that move the views.
extension NavigationController {
    /// A push or pop: which views move, and what is left to do when it ends.
    struct Transition {
        /// The controller leaving the screen.
        let outgoing: ViewController?
        /// The controller coming on screen.
        let incoming: ViewController?
        /// The controller pushed, told it moved to its parent when the transition ends.
        let pushed: ViewController?
        /// The controllers popped, told they left their parent when the transition ends.
        let popped: [ViewController]
        /// The clock work that ends an animated transition.
        var token: ClockToken?
    }

    /// Pushes `viewController` on the stack, through ``pushHook``, and shows it.
    ///
    /// The controller becomes ``topViewController`` at once; its view comes on screen over the
    /// previous top's, and the appearance callbacks run, at once or over
    /// ``transitionDuration``.
    ///
    /// Some pushes make no sense and do nothing, without reaching the hook: a controller already
    /// shown elsewhere (on this stack or another, as another controller's child, or as a
    /// window's root), a navigation controller, or a controller this one is inside.
    ///
    /// - Parameters:
    ///   - viewController: The screen to show.
    ///   - animated: Whether the transition runs on the virtual clock.
    public func push(_ viewController: ViewController, animated: Bool) {
        guard canPush(viewController) else { return }
        NavigationController.pushHook.call(self, (viewController, animated)) { navigation, arguments in
            navigation.performPush(arguments.viewController, animated: arguments.animated)
        }
    }

    /// Pops the top controller, through ``popHook``, showing the one beneath.
    ///
    /// Popping the root does nothing and returns `nil`: a navigation controller always keeps
    /// its bottom screen, and its back button is hidden there.
    ///
    /// - Parameter animated: Whether the transition runs on the virtual clock.
    /// - Returns: The controller popped, or `nil` when the stack holds one controller or none.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard children.count > 1 else { return nil }
        return pop(to: children[children.count - 2], animated: animated).last
    }

    /// Pops every controller above the root, through ``popHook``.
    ///
    /// - Parameter animated: Whether the transition runs on the virtual clock.
    /// - Returns: The controllers popped, bottom to top; empty when only the root is there.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController] {
        guard let root = children.first, children.count > 1 else { return [] }
        return pop(to: root, animated: animated)
    }

    /// Pops the controllers above `viewController`, through ``popHook``, showing it.
    ///
    /// - Parameters:
    ///   - viewController: A controller on the stack.
    ///   - animated: Whether the transition runs on the virtual clock.
    /// - Returns: The controllers popped, bottom to top; empty (and nothing happens) when
    ///   `viewController` is not on the stack or is already the top.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController] {
        guard viewController !== topViewController, children.contains(where: { $0 === viewController }) else {
            return []
        }
        return pop(to: viewController, animated: animated)
    }

    /// Ends a running animated transition now: the `did` appearance callbacks run and the
    /// previous top's view leaves. Does nothing when no transition is running.
    public func finishTransition() {
        guard let transition else { return }
        self.transition = nil
        transition.token?.cancel()
        complete(transition)
    }

    /// Whether `controller` may be pushed: not shown anywhere yet, not a navigation controller,
    /// and not one this controller is inside.
    func canPush(_ controller: ViewController) -> Bool {
        !controller.isInstalled && !(controller is NavigationController) && !isDescendant(of: controller)
    }

    private func pop(to target: ViewController, animated: Bool) -> [ViewController] {
        NavigationController.popHook.call(self, (target, animated)) { navigation, arguments in
            navigation.performPop(to: arguments.to, animated: arguments.animated)
        }
    }

    private func performPush(_ controller: ViewController, animated: Bool) {
        finishTransition()
        guard canPush(controller) else { return }
        let outgoing = topViewController
        addChild(controller)
        updateNavigationBar()
        begin(
            Transition(outgoing: outgoing, incoming: controller, pushed: controller, popped: []), isPush: true,
            animated: animated)
    }

    private func performPop(to target: ViewController, animated: Bool) -> [ViewController] {
        finishTransition()
        guard let index = children.firstIndex(where: { $0 === target }), index < children.count - 1 else { return [] }
        let outgoing = topViewController
        let popped = Array(children[(index + 1)...])
        for controller in popped { controller.willMove(toParent: nil) }
        children.removeSubrange((index + 1)...)
        for controller in popped { controller.parent = nil }
        updateNavigationBar()
        begin(
            Transition(outgoing: outgoing, incoming: target, pushed: nil, popped: popped), isPush: false,
            animated: animated)
        return popped
    }

    /// Puts the incoming view in place, starts the appearance callbacks, and ends the
    /// transition at once or schedules its end.
    private func begin(_ transition: Transition, isPush: Bool, animated: Bool) {
        guard isViewLoaded else { return complete(transition) }
        if let incoming = transition.incoming {
            containerView.insertSubview(incoming.view, at: isPush ? containerView.subviews.count : 0)
            incoming.resizeView(to: containerView.bounds)
        }
        let clock = application?.clock
        let animated = animated && transitionDuration > 0 && clock != nil
        if appearance.isVisible {
            transition.outgoing?.beginAppearanceTransition(false, animated: animated)
            transition.incoming?.beginAppearanceTransition(true, animated: animated)
        }
        guard animated, let clock else { return complete(transition) }
        var running = transition
        running.token = clock.schedule(after: transitionDuration) { [weak self] in self?.finishTransition() }
        self.transition = running
    }

    /// Removes the outgoing view, sends the `did` callbacks and finishes the moves to and from
    /// the parent.
    private func complete(_ transition: Transition) {
        if let outgoing = transition.outgoing, outgoing !== topViewController,
            outgoing.viewIfLoaded?.superview === containerView
        {
            outgoing.viewIfLoaded?.removeFromSuperview()
        }
        transition.outgoing?.endAppearanceTransition()
        transition.incoming?.endAppearanceTransition()
        transition.pushed?.didMove(toParent: self)
        for controller in transition.popped { controller.didMove(toParent: nil) }
    }
}
