/// Converting points and rectangles between the coordinate spaces of views.
extension View {
    /// Converts `point` from this view's coordinates to `view`'s.
    ///
    /// With `view` `nil` the result is in window coordinates (the root view's, for a view that
    /// is not in a window). Views in different windows convert through screen coordinates.
    ///
    /// ```swift
    /// let inWindow = button.convert(Point(x: 0, y: 0), to: nil)
    /// let inCard = button.convert(Point(x: 0, y: 0), to: card)
    /// ```
    public func convert(_ point: Point, to view: View?) -> Point {
        let root = self.root
        let target = view ?? root
        let inRoot = pointToAncestor(point, root)
        let targetRoot = target.root
        if targetRoot === root { return target.pointFromAncestor(inRoot, root) }
        let onScreen = root.pointToSuperview(inRoot)
        return target.pointFromAncestor(targetRoot.pointFromSuperview(onScreen), targetRoot)
    }

    /// Converts `point` from `view`'s coordinates (the window's, when `nil`) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        (view ?? root).convert(point, to: self)
    }

    /// Converts `rect` from this view's coordinates to `view`'s (the window's, when `nil`): the
    /// box around its converted corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect.bounding(rect.corners.map { convert($0, to: view) })
    }

    /// Converts `rect` from `view`'s coordinates (the window's, when `nil`) to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        (view ?? root).convert(rect, to: self)
    }

    /// The top of this view's tree: its window, or the outermost superview.
    var root: View {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    /// `point` in this view's coordinates, in its superview's.
    func pointToSuperview(_ point: Point) -> Point {
        if transform.isIdentity { return point - bounds.center + center }
        return (point - bounds.center).applying(transform) + center
    }

    /// `point` in the superview's coordinates, in this view's; undefined when the transform
    /// cannot be inverted.
    func pointFromSuperview(_ point: Point) -> Point {
        if transform.isIdentity { return point - center + bounds.center }
        guard let inverse = transform.inverted() else { return .undefined }
        return (point - center).applying(inverse) + bounds.center
    }

    /// `point` in this view's coordinates, in `ancestor`'s.
    private func pointToAncestor(_ point: Point, _ ancestor: View) -> Point {
        var (view, point) = (self, point)
        while view !== ancestor, let superview = view.superview {
            point = view.pointToSuperview(point)
            view = superview
        }
        return point
    }

    /// `point` in `ancestor`'s coordinates, in this view's.
    private func pointFromAncestor(_ point: Point, _ ancestor: View) -> Point {
        guard self !== ancestor, let superview else { return point }
        return pointFromSuperview(superview.pointFromAncestor(point, ancestor))
    }
}
