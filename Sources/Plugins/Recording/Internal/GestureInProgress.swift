import Components

/// A gesture from the first finger down until every finger lifted, as the recorder follows it:
/// the view it began on, its owner, its fingers so far, and what the recorder heard meanwhile.
@MainActor
struct GestureInProgress {
    /// The view the first finger went down on.
    let hitView: View?
    /// The component that owns the gesture's touches, if it records anything.
    let owner: ComponentOwner?
    /// The log's revision when it began: a later one means something was recorded during it.
    let revisionAtStart: Int
    /// How the owner and the scroll views around the hit view placed window points when it
    /// began.
    let geometry: StartGeometry
    /// Where those scroll views' content rested when it began, nearest first.
    let offsetsAtStart: [(view: ObjectIdentifier, offset: Point)]

    /// The fingers, in the order they went down.
    private(set) var fingers: [Gesture.Finger] = []
    /// Which touch each finger is, and whether it lifted.
    private var touches: [(id: ObjectIdentifier, isLifted: Bool)] = []
    /// The first finger's tap count, as the application counted it.
    private var tapCount = 0
    /// The gesture recognizers that recognized their gesture meanwhile.
    private var recognizers: [GestureRecognizer] = []
    /// The direction of the first swipe recognized.
    private var swipeDirection: SwipeDirection?
    /// Whether a component reported a change it owed to this gesture: then the gesture is not
    /// recorded by its raw shape, even when the change's rule recorded nothing.
    var heardChange = false

    /// A gesture whose first finger went down on `hitView`, owned by `owner`.
    init(hitView: View?, owner: ComponentOwner?, revisionAtStart: Int) {
        self.hitView = hitView
        self.owner = owner
        self.revisionAtStart = revisionAtStart
        var geometry = StartGeometry()
        var offsets: [(view: ObjectIdentifier, offset: Point)] = []
        var current = hitView
        while let view = current {
            if let scrollView = view as? ScrollView {
                offsets.append((ObjectIdentifier(scrollView), scrollView.clampedOffset(scrollView.contentOffset)))
                geometry.note(view)
            } else if view === owner?.view {
                geometry.note(view)
            }
            current = view.superview
        }
        self.geometry = geometry
        offsetsAtStart = offsets
    }

    /// Notes where `touch` is now; returns its finger, or `nil` for a touch that began before
    /// this gesture.
    mutating func follow(_ touch: Touch) -> Int? {
        let id = ObjectIdentifier(touch)
        var index = touches.firstIndex { $0.id == id }
        if index == nil, touch.phase == .began {
            if fingers.isEmpty { tapCount = touch.tapCount }
            fingers.append(Gesture.Finger(points: [], times: [], wasCancelled: false))
            touches.append((id, false))
            index = fingers.count - 1
        }
        guard let index else { return nil }
        if touch.phase.isFinal { touches[index].isLifted = true }
        if touch.phase != .stationary || fingers[index].points.isEmpty {
            fingers[index].points.append(touch.locationInWindow)
            fingers[index].times.append(touch.timestamp)
        }
        if touch.phase == .cancelled { fingers[index].wasCancelled = true }
        return index
    }

    /// Whether every finger lifted.
    var isOver: Bool {
        !touches.isEmpty && touches.allSatisfy(\.isLifted)
    }

    /// Notes a recognizer that recognized, and, for the first swipe, the way it went by now.
    mutating func recognized(_ recognizer: GestureRecognizer, tolerance: Double) {
        recognizers.append(recognizer)
        if swipeDirection == nil, let swipe = recognizer as? SwipeGestureRecognizer {
            swipeDirection = gesture(tolerance: tolerance).direction(recognizedBy: swipe)
        }
    }

    /// The gesture so far.
    func gesture(tolerance: Double) -> Gesture {
        Gesture(
            fingers: fingers, tapCount: tapCount, recognizers: recognizers, tapTolerance: tolerance,
            swipeDirection: swipeDirection, geometry: geometry)
    }

    /// Whether `view` is the hit view or a view it is inside.
    func touches(_ view: View) -> Bool {
        guard let hitView else { return false }
        return hitView === view || hitView.isDescendant(of: view)
    }

    /// Where `scrollView`'s content rested when the gesture began, if it is around the hit view.
    func offsetAtStart(of scrollView: View) -> Point? {
        offsetsAtStart.first { $0.view == ObjectIdentifier(scrollView) }?.offset
    }
}
