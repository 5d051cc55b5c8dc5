import Interpose

/// Appearing and disappearing: the four callbacks, and the transitions that send them.
///
/// Containers drive them: a window when its ``Window/rootViewController`` changes, a
/// ``NavigationController`` as it pushes and pops. A controller passes each transition on to
/// its ``ViewController/visibleChildren``, after its own callback, so a navigation controller
/// that appears makes its top controller appear too:
///
/// ```
///   push B over A, animated:   A viewWillDisappear ─ B viewWillAppear
///                              … transition duration on the virtual clock …
///                              A viewDidDisappear  ─ B viewDidAppear
/// ```
///
/// Every callback goes through ``ViewController/appearanceHook``, so a recorder or tracer sees
/// which screen comes and goes.
extension ViewController {
    /// The hook every appearance callback goes through: which callback, and whether the
    /// transition is animated.
    ///
    /// ```swift
    /// try registry.on(ViewController.appearanceHook).onMainActor.before { controller, arguments in
    ///     if arguments.callback == .viewDidAppear { screens.append(controller.title ?? "?") }
    /// }
    /// ```
    nonisolated public static let appearanceHook =
        Hook<ViewController, (callback: AppearanceCallback, animated: Bool), Void>("ViewController.appearance")

    /// Starts the view appearing or disappearing: sends ``viewWillAppear(_:)`` or
    /// ``viewWillDisappear(_:)`` and passes the transition on to the visible children.
    ///
    /// A controller already appearing (or appeared) does not start appearing again, nor does one
    /// already disappearing (or gone) start disappearing; a call that would repeat a callback
    /// does nothing. Reversing a transition half way (appearing, then disappearing) is allowed.
    ///
    /// - Parameters:
    ///   - isAppearing: `true` to appear, `false` to disappear.
    ///   - animated: Whether the transition is animated; passed to the callbacks.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard isAppearing != appearance.isVisible else { return }
        appearance = isAppearing ? .appearing : .disappearing
        isAppearanceAnimated = animated
        sendAppearance(isAppearing ? .viewWillAppear : .viewWillDisappear, animated: animated)
        for child in visibleChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Finishes the running appearance transition: sends ``viewDidAppear(_:)`` or
    /// ``viewDidDisappear(_:)`` and passes it on to the visible children. Does nothing when no
    /// transition is running.
    public func endAppearanceTransition() {
        let animated = isAppearanceAnimated
        switch appearance {
        case .appearing:
            appearance = .appeared
            sendAppearance(.viewDidAppear, animated: animated)
        case .disappearing:
            appearance = .disappeared
            sendAppearance(.viewDidDisappear, animated: animated)
        case .appeared, .disappeared:
            return
        }
        for child in visibleChildren { child.endAppearanceTransition() }
    }

    /// Appears or disappears at once: both callbacks, without animation.
    func transitionAppearance(_ isAppearing: Bool) {
        beginAppearanceTransition(isAppearing, animated: false)
        endAppearanceTransition()
    }

    /// Sends `callback` through ``appearanceHook``.
    private func sendAppearance(_ callback: AppearanceCallback, animated: Bool) {
        ViewController.appearanceHook.call(self, (callback, animated)) { controller, arguments in
            switch arguments.callback {
            case .viewWillAppear: controller.viewWillAppear(arguments.animated)
            case .viewDidAppear: controller.viewDidAppear(arguments.animated)
            case .viewWillDisappear: controller.viewWillDisappear(arguments.animated)
            case .viewDidDisappear: controller.viewDidDisappear(arguments.animated)
            }
        }
    }
}
