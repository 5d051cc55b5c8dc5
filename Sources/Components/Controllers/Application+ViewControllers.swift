/// The view controllers on screen.
extension Application {
    /// Every visible view controller, window by window: each window's root view controller and
    /// the controllers shown inside it (for a navigation controller, its top one). These are
    /// the controllers a device rotation asks.
    public var visibleViewControllers: [ViewController] {
        windows.flatMap { $0.rootViewController?.visibleViewControllers ?? [] }
    }
}
