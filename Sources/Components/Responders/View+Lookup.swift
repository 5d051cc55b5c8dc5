/// Finding views in a tree by identifier, label, tag or type.
///
/// Searches include the view itself and go depth first, back to front, so the first match is
/// the one a reader of ``View/treeDescription`` meets first.
///
/// ```swift
/// let ok = window.view(withIdentifier: "ok") as? Button
/// let sliders = window.views(ofType: Slider.self)
/// ```
extension View {
    /// This view and every view inside it, depth first.
    public var viewsInTree: [View] {
        var result: [View] = [self]
        for subview in subviews {
            result += subview.viewsInTree
        }
        return result
    }

    /// The first view in the tree whose accessibility identifier is `identifier`.
    public func view(withIdentifier identifier: String) -> View? {
        firstView { $0.accessibilityIdentifier == identifier }
    }

    /// The first view in the tree whose accessibility label is `label`.
    public func view(withLabel label: String) -> View? {
        firstView { $0.accessibilityLabel == label }
    }

    /// The first view in the tree whose tag is `tag`.
    public func view(withTag tag: Int) -> View? {
        firstView { $0.tag == tag }
    }

    /// Every view in the tree of type `type` (or a subclass), depth first.
    public func views<T: View>(ofType type: T.Type) -> [T] {
        viewsInTree.compactMap { $0 as? T }
    }

    /// The first view in the tree that `predicate` accepts.
    public func firstView(where predicate: (View) -> Bool) -> View? {
        if predicate(self) { return self }
        for subview in subviews {
            if let found = subview.firstView(where: predicate) { return found }
        }
        return nil
    }

    /// Whether the view, or a view it is inside, is hidden or all but transparent: what a user
    /// cannot see.
    public var isHiddenInTree: Bool {
        if isHidden || alpha <= 0.01 { return true }
        return superview?.isHiddenInTree ?? false
    }

    /// Whether the view and every view it is inside accept touches.
    public var isInteractiveInTree: Bool {
        var current: View? = self
        while let view = current {
            if !view.isUserInteractionEnabled { return false }
            current = view.superview
        }
        return true
    }
}
