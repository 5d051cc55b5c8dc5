/// Parents and children: how a container, such as a ``NavigationController``, holds the
/// controllers whose views it shows.
///
/// Following UIKit, ``ViewController/addChild(_:)`` tells the child
/// ``ViewController/willMove(toParent:)`` and the container tells it
/// ``ViewController/didMove(toParent:)`` once its view is in place; to let go, the container
/// says `willMove(toParent: nil)` and calls ``ViewController/removeFromParent()``, which says
/// `didMove(toParent: nil)`.
extension ViewController {
    /// Makes `child` a child of this controller, at the end of ``children``.
    ///
    /// The child is taken from its current parent first. Adding a controller to itself or to
    /// one of its own descendants would make a loop, and adding the root of a window would show
    /// one controller in two places: both do nothing.
    ///
    /// - Parameter child: The controller to add.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self, child.hostWindow == nil, !isDescendant(of: child) else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent's ``children`` and tells it
    /// ``didMove(toParent:)`` with `nil`. Does nothing for a controller without a parent.
    ///
    /// The view is not touched: a container removes it from its own view itself.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Whether this controller is `controller` or lies somewhere inside it.
    public func isDescendant(of controller: ViewController) -> Bool {
        var current: ViewController? = self
        while let candidate = current {
            if candidate === controller { return true }
            current = candidate.parent
        }
        return false
    }

    /// Whether the controller is already shown somewhere: a child, or a window's root.
    var isInstalled: Bool { parent != nil || hostWindow != nil }
}
