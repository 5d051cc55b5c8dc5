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

    /// Each touch the gesture follows, in the order its finger went down: which touch it is,
    /// whether it lifted, whether it was cancelled, and whether it reported a point yet.
    private var touches: [(id: ObjectIdentifier, isLifted: Bool, wasCancelled: Bool, hasPoint: Bool)] = []
    /// Every location a finger reported, in order, with its finger and time: one list for
    /// every finger, sorted into fingers when a rule asks for the gesture.
    private var samples: [(finger: Int, point: Point, time: Double)] = []
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
        let ownerView = owner?.view
        var current = hitView
        while let view = current {
            if let scrollView = view as? ScrollView {
                offsets.append((ObjectIdentifier(scrollView), scrollView.clampedOffset(scrollView.contentOffset)))
                geometry.note(view)
            } else if view === ownerView {
                geometry.note(view)
            }
            current = view.superview
        }
        self.geometry = geometry
        offsetsAtStart = offsets
    }

    /// Notes where the touch with identifier `id` is now, as `touch` tells; returns its
    /// finger, or `nil` for a touch that began before this gesture.
    mutating func follow(_ id: ObjectIdentifier, _ touch: RawEvent.TouchNote) -> Int? {
        var finger: Int?
        for index in touches.indices where touches[index].id == id {
            finger = index
            break
        }
        if finger == nil, touch.phase == .began {
            if touches.isEmpty { tapCount = Int(touch.tapCount) }
            touches.append((id, false, false, false))
            finger = touches.count - 1
        }
        guard let finger else { return nil }
        if touch.phase.isFinal { touches[finger].isLifted = true }
        if touch.phase == .cancelled { touches[finger].wasCancelled = true }
        // A finger standing still adds no point, unless it has none yet.
        if touch.phase != .stationary || !touches[finger].hasPoint {
            samples.append((finger, touch.point, touch.time))
            touches[finger].hasPoint = true
        }
        return finger
    }

    /// Whether every finger lifted.
    var isOver: Bool {
        for touch in touches where !touch.isLifted { return false }
        return !touches.isEmpty
    }

    /// The fingers so far, in the order they went down.
    var fingers: [Gesture.Finger] {
        var fingers = touches.map { Gesture.Finger(points: [], times: [], wasCancelled: $0.wasCancelled) }
        for sample in samples {
            fingers[sample.finger].points.append(sample.point)
            fingers[sample.finger].times.append(sample.time)
        }
        return fingers
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
        for (view, offset) in offsetsAtStart where view == ObjectIdentifier(scrollView) { return offset }
        return nil
    }
}
