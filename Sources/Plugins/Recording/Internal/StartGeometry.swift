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

    /// Notes how `view` places window points now: by `translatedOrigin`, where the window's
    /// origin is in it, when its conversion is a translation, else by converting three points.
    @MainActor
    mutating func note(_ view: View, translatedOrigin: Point?) {
        var (origin, xStep, yStep) = (translatedOrigin ?? Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1))
        if translatedOrigin == nil {
            origin = view.convert(Point(x: 0, y: 0), from: nil)
            let x = view.convert(Point(x: 1, y: 0), from: nil)
            let y = view.convert(Point(x: 0, y: 1), from: nil)
            xStep = Point(x: x.x - origin.x, y: x.y - origin.y)
            yStep = Point(x: y.x - origin.x, y: y.y - origin.y)
        }
        let map = Map(view: ObjectIdentifier(view), origin: origin, xStep: xStep, yStep: yStep)
        if first == nil { first = map } else { others.append(map) }
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
