/// Checking that a user could touch a view where a gesture would touch it.
extension InputSynthesizer {
    /// The window of `view`, if a user could touch the view at all.
    ///
    /// - Throws: ``SynthesisError`` when the view is not in this application's windows, is
    ///   hidden, is a disabled control (or inside one), or does not accept touches.
    func reachableWindow(for view: View) throws(SynthesisError) -> Window {
        let name = view.componentName
        guard let window = view.window else { throw .notInWindow(component: name) }
        guard window.application === application else { throw .notInApplication(component: name) }
        guard !view.isHiddenInTree else { throw .hidden(component: name) }
        let controls = ([view] + view.ancestors).compactMap { $0 as? Control }
        guard controls.allSatisfy(\.isEnabled) else { throw .disabled(component: name) }
        guard view.isInteractiveInTree else { throw .userInteractionDisabled(component: name) }
        return window
    }

    /// `point`, in `view`'s coordinates, in `window`'s, if a touch there would reach `view`.
    ///
    /// - Throws: ``SynthesisError`` when the point is outside the view, off the window, or a
    ///   touch there would land in a view that is not `view` or inside it.
    func reachablePoint(_ point: Point, in view: View, window: Window) throws(SynthesisError) -> Point {
        let name = view.componentName
        guard view.point(inside: point, with: nil) else { throw .pointOutsideView(component: name, point: point) }
        let inWindow = view.convert(point, to: window)
        guard window.bounds.contains(inWindow) else { throw .outsideWindow(component: name, point: inWindow) }
        let hit = window.hitTest(inWindow, with: nil)
        guard let hit, hit.isDescendant(of: view) else {
            throw .covered(component: name, by: hit?.componentName, point: inWindow)
        }
        return inWindow
    }

    /// The point a gesture on `view` uses: `point` if given, else the view's center.
    func target(_ point: Point?, in view: View) -> Point {
        point ?? view.bounds.center
    }
}
