import Components

/// A gesture from the first finger down until every finger lifted, as the recorder follows it:
/// the view it began on, its owner, its fingers so far, and what the recorder heard meanwhile.
@MainActor
struct GestureInProgress {
    /// The view the first finger went down on.
    let hitView: View?
    /// What the views under the first finger told when it began.
    let start: GestureStart
    /// The component that owns the gesture's touches, if it records anything.
    var owner: ComponentOwner? { start.owner }

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

    /// A gesture whose first finger went down on `hitView`, whose views told `start`.
    init(hitView: consuming View?, start: consuming GestureStart) {
        (self.hitView, self.start) = (hitView, start)
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
        var gesture = Gesture(
            fingers: fingers, tapCount: tapCount, recognizers: recognizers, tapTolerance: tolerance,
            swipeDirection: swipeDirection)
        gesture.geometry = start.geometry
        return gesture
    }

    /// Whether `view` is the hit view or a view it is inside.
    func touches(_ view: View) -> Bool {
        guard let hitView else { return false }
        return hitView === view || hitView.isDescendant(of: view)
    }

}
