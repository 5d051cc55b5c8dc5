/// Checking that a user could touch a view where a gesture would touch it.
extension InputSynthesizer {
    /// The window of `view`, if a user could touch the view at all.
    ///
    /// - Throws: ``SynthesisError`` when the view is not in this application's windows, is
    ///   hidden, is a disabled control (or inside one), or does not accept touches.
    func reachableWindow(for view: View) throws(SynthesisError) -> Window {
        // The name only when a failure needs it: naming a view describes its class.
        guard let window = view.window else { throw .notInWindow(component: view.componentName) }
        guard window.application === application else { throw .notInApplication(component: view.componentName) }
        guard !view.isHiddenInTree else { throw .hidden(component: view.componentName) }
        guard !Self.isInDisabledControl(view) else { throw .disabled(component: view.componentName) }
        guard view.isInteractiveInTree else { throw .userInteractionDisabled(component: view.componentName) }
        return window
    }

    /// Whether `view` is a disabled control, or inside one.
    private static func isInDisabledControl(_ view: View) -> Bool {
        var current: View? = view
        while let next = current {
            if let control = next as? Control, !control.isEnabled { return true }
            current = next.superview
        }
        return false
    }

    /// `point`, in `view`'s coordinates, in `window`'s, if a touch there would reach `view`.
    ///
    /// - Throws: ``SynthesisError`` when the point is outside the view, off the window, or a
    ///   touch there would land in a view that is not `view` or inside it.
    func reachablePoint(_ point: Point, in view: View, window: Window) throws(SynthesisError) -> Point {
        guard view.point(inside: point, with: nil) else {
            throw .pointOutsideView(component: view.componentName, point: point)
        }
        let inWindow = view.convert(point, to: window)
        guard window.bounds.contains(inWindow) else {
            throw .outsideWindow(component: view.componentName, point: inWindow)
        }
        let hit = window.hitTest(inWindow, with: nil)
        guard let hit, hit.isDescendant(of: view) else {
            throw .covered(component: view.componentName, by: hit?.componentName, point: inWindow)
        }
        return inWindow
    }

    /// The point a gesture on `view` uses: `point` if given, else the view's center.
    func target(_ point: Point?, in view: View) -> Point {
        point ?? view.bounds.center
    }
}
