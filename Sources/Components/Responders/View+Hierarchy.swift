/// The tree of views: adding, removing and reordering subviews.
extension View {
    /// The window the view is in, or `nil` if it is not in one. A window's window is itself.
    public var window: Window? { root as? Window }

    /// Adds `view` in front of the other subviews, taking it from its current superview.
    ///
    /// Adding a view to itself or to one of its own subviews would make a loop; it does nothing.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (0 is the back), taking it from its current
    /// superview. An index past either end is clamped.
    public func insertSubview(_ view: View, at index: Int) {
        guard !isDescendant(of: view) else { return }
        view.detachFromSuperview()
        subviews.insert(view, at: Swift.min(Swift.max(index, 0), subviews.count))
        view.superview = self
        noteTreeChange()
        view.didMoveToSuperview()
    }

    /// Removes the view from its superview; it gives up first-responder status if it, or a view
    /// inside it, had it.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        if let responder = application?.firstResponder as? View, responder.isDescendant(of: self) {
            responder.resignFirstResponder()
        }
        detachFromSuperview()
        didMoveToSuperview()
    }

    /// Moves `view`, a subview, in front of its siblings.
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        noteTreeChange()
    }

    /// Moves `view`, a subview, behind its siblings.
    public func sendSubviewToBack(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        noteTreeChange()
    }

    /// Whether this view is `view` or lies somewhere inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The views this one is inside, nearest first.
    public var ancestors: [View] {
        var result: [View] = []
        var current = superview
        while let view = current {
            result.append(view)
            current = view.superview
        }
        return result
    }

    private func detachFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        superview.noteTreeChange()
    }

    /// Tells the application of every window this view is in, itself included, that the shape
    /// of its view tree changed (a window inside another application's tree is in both).
    private func noteTreeChange() {
        var current: View? = self
        while let view = current {
            if let window = view as? Window { window.host?.viewTreeRevision &+= 1 }
            current = view.superview
        }
    }
}
