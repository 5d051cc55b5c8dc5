/// Turning the interface: asking the visible view controllers, and calling their rotation
/// callbacks in UIKit's order.
extension Device {
    /// An animated rotation waiting for its end on the clock.
    struct Rotation {
        /// The clock work that ends the rotation.
        let token: ClockToken
        /// The controllers that turned, to be told the rotation ended.
        let controllers: [ViewController]
        /// The orientation the interface turned from.
        let from: InterfaceOrientation
    }

    /// The orientations tried, in order, when the interface must leave one the visible
    /// controllers do not accept and the device's own is not accepted either.
    static let fallbackOrder: [InterfaceOrientation] = [
        .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown,
    ]

    /// Puts the interface in an orientation the visible view controllers accept: the device's,
    /// if they all accept it; otherwise the current one, if they accept that; otherwise the
    /// first they all accept of portrait, landscape right, landscape left and upside down.
    ///
    /// A window calls this, without animation, when its root view controller changes, so a
    /// landscape-only screen shown while the device is upright comes up in landscape. Call it
    /// after something changes what the visible controllers accept.
    ///
    /// - Parameter animated: Whether the turn, if there is one, is animated.
    /// - Returns: Whether the interface turned.
    @discardableResult
    public func settleInterfaceOrientation(animated: Bool = false) -> Bool {
        let controllers = application?.visibleViewControllers ?? []
        guard !controllers.isEmpty else { return false }
        let preferred = orientation.interfaceOrientation
        if ViewController.allAllow(preferred, controllers) { return autorotate(to: preferred, animated: animated) }
        if ViewController.allAllow(interfaceOrientation, controllers) { return false }
        guard let fallback = Self.fallbackOrder.first(where: { ViewController.allAllow($0, controllers) }) else {
            return false
        }
        return autorotate(to: fallback, animated: animated)
    }

    /// Ends an animated rotation under way now: the controllers that turned get
    /// ``ViewController/didRotate(from:)``. Does nothing when no rotation is under way.
    public func finishRotation() {
        guard let rotation else { return }
        self.rotation = nil
        rotation.token.cancel()
        for controller in rotation.controllers { controller.didRotate(from: rotation.from) }
    }

    /// Turns the interface to `target` if it is not there already and every visible controller
    /// accepts it.
    ///
    /// - Returns: Whether the interface turned.
    func autorotate(to target: InterfaceOrientation, animated: Bool) -> Bool {
        guard target != interfaceOrientation else { return false }
        let controllers = application?.visibleViewControllers ?? []
        guard !controllers.isEmpty, ViewController.allAllow(target, controllers) else { return false }
        turnInterface(to: target, controllers: controllers, duration: animated ? rotationDuration : 0)
        return true
    }

    private func turnInterface(to target: InterfaceOrientation, controllers: [ViewController], duration: Double) {
        finishRotation()
        let from = interfaceOrientation
        for controller in controllers { controller.willRotate(to: target, duration: duration) }
        interfaceOrientation = target
        for window in application?.windows ?? [] where window.rootViewController != nil {
            window.fit(to: target)
        }
        for controller in controllers { controller.willAnimateRotation(to: target, duration: duration) }
        guard duration > 0, let clock = application?.clock else {
            for controller in controllers { controller.didRotate(from: from) }
            return
        }
        let token = clock.schedule(after: duration) { [weak self] in self?.finishRotation() }
        rotation = Rotation(token: token, controllers: controllers, from: from)
    }
}
