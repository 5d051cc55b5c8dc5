import Components

/// How the views around a gesture's first touch placed window points when the gesture began,
/// so commands name points as they were when the person touched, even after a scroll or zoom
/// the gesture caused moved everything.
///
/// A view's conversion from window coordinates is affine, so three points fix it: where the
/// window's origin and its two unit steps landed in the view. Most gestures note one view (the
/// component touched), which is kept inline; more go to an array.
struct StartGeometry: Sendable {
    private struct Map: Sendable {
        let view: ObjectIdentifier
        let origin: Point
        let xStep: Point
        let yStep: Point
    }

    private var first: Map?
    private var others: [Map] = []

    /// No views noted.
    init() {}

    /// Notes how `view` places window points now.
    ///
    /// Where no view on the way up is transformed (as is usual), the conversion is a
    /// translation: one point fixes it, and its unit steps are exact.
    @MainActor
    mutating func note(_ view: View) {
        var (xStep, yStep) = (Point(x: 1, y: 0), Point(x: 0, y: 1))
        let origin: Point
        if let translated = Self.translatedOrigin(of: view) {
            origin = translated
        } else {
            origin = view.convert(Point(x: 0, y: 0), from: nil)
            let x = view.convert(Point(x: 1, y: 0), from: nil)
            let y = view.convert(Point(x: 0, y: 1), from: nil)
            xStep = Point(x: x.x - origin.x, y: x.y - origin.y)
            yStep = Point(x: y.x - origin.x, y: y.y - origin.y)
        }
        let map = Map(view: ObjectIdentifier(view), origin: origin, xStep: xStep, yStep: yStep)
        if first == nil { first = map } else { others.append(map) }
    }

    /// Where the window's origin is in `view` when neither `view` nor any view it is inside has
    /// a transform; otherwise `nil`.
    ///
    /// One walk up the tree, doing what `View.convert(_:from:)` does for untransformed views,
    /// in its order (from the top down, `point - center + bounds.center` at each level), so the
    /// result is the same to the last bit; `convert` would walk the tree three times.
    @MainActor
    private static func translatedOrigin(of view: View) -> Point? {
        guard view.transform.isIdentity else { return nil }
        guard let superview = view.superview else { return Point(x: 0, y: 0) }
        guard let above = translatedOrigin(of: superview) else { return nil }
        let (center, boundsCenter) = (view.center, view.bounds.center)
        return Point(x: above.x - center.x + boundsCenter.x, y: above.y - center.y + boundsCenter.y)
    }

    /// Where `point`, in window coordinates, was in `view` when the gesture began (where it is
    /// now, for a view not noted).
    @MainActor
    func location(_ point: Point, in view: View) -> Point {
        guard let map = self.map(of: view) else { return view.convert(point, from: nil) }
        return Point(
            x: map.origin.x + point.x * map.xStep.x + point.y * map.yStep.x,
            y: map.origin.y + point.x * map.xStep.y + point.y * map.yStep.y)
    }

    private func map(of view: View) -> Map? {
        let id = ObjectIdentifier(view)
        if let first, first.view == id { return first }
        for map in others where map.view == id { return map }
        return nil
    }
}
