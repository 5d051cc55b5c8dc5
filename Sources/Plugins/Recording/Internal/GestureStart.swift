import Components

/// What the views under a gesture's first touch told when it began, learned in one walk from
/// the touched view up to its window and back down: which component owns the touches, where
/// the scroll views around it rested, and how those views placed window points.
@MainActor
struct GestureStart {
    /// The component that owns the touches, if it records anything: the outermost view around
    /// the touched one whose rule captures its subviews' touches, else the touched view.
    private(set) var owner: ComponentOwner?
    /// How the owner and the scroll views placed window points.
    private(set) var geometry = StartGeometry()
    /// Where the scroll views' content rested.
    private var offsets: [(view: ObjectIdentifier, offset: Point)] = []

    /// What the views under a first touch on `view` tell, each view's rule as `vocabulary`
    /// says; nothing, when no view was touched. Without `notingPlaces`, only the owner is found
    /// (for a change heard outside a gesture on it).
    static func touching(_ view: View?, notingPlaces: Bool = true, vocabulary: Vocabulary) -> GestureStart {
        var start = GestureStart()
        if let view { _ = start.visit(view, isTouched: true, notingPlaces: notingPlaces, vocabulary: vocabulary) }
        return start
    }

    /// Where `scrollView`'s content rested, if it is around the touched view.
    func offset(of scrollView: View) -> Point? {
        for (view, offset) in offsets where view == ObjectIdentifier(scrollView) { return offset }
        return nil
    }

    /// Visits the views `view` is inside, then `view`: the outermost are met first, so each
    /// view's placement follows from the window's in the order `View.convert(_:from:)` works
    /// it out, to the last bit. Returns where the window's origin is in `view` when neither it
    /// nor any view it is inside is transformed (as is usual): then its conversion is a
    /// translation.
    private mutating func visit(_ view: View, isTouched: Bool, notingPlaces: Bool, vocabulary: Vocabulary) -> Point? {
        var origin: Point?
        if let superview = view.superview {
            let above = visit(superview, isTouched: false, notingPlaces: notingPlaces, vocabulary: vocabulary)
            if let above, view.transform.isIdentity {
                let (center, boundsCenter) = (view.center, view.bounds.center)
                origin = Point(x: above.x - center.x + boundsCenter.x, y: above.y - center.y + boundsCenter.y)
            }
        } else if notingPlaces, view.transform.isIdentity {
            origin = Point(x: 0, y: 0)
        }
        let type = vocabulary.type(of: view)
        var isOwner = false
        if owner == nil, isTouched || type.capturesSubviews, let rule = type.recording {
            (owner, isOwner) = (ComponentOwner(view: view, type: type, rule: rule), true)
        }
        guard notingPlaces else { return nil }
        if let scrollView = view as? ScrollView {
            offsets.append((ObjectIdentifier(scrollView), scrollView.clampedOffset(scrollView.contentOffset)))
            geometry.note(view, translatedOrigin: origin)
        } else if isOwner {
            geometry.note(view, translatedOrigin: origin)
        }
        return origin
    }
}
