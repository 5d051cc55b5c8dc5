import Components

/// The gesture in progress: its fingers as they move, the view it began on, and what the
/// recorder learnt while it lasted.
@MainActor
final class GestureTracker {
    /// The view the first finger went down on.
    let hitView: View?
    /// The component that owns the gesture's raw touches (the hit view, or a capturing
    /// ancestor), with its rule.
    let owner: RecordingRules.Match?
    /// The log's revision when the gesture began.
    let revisionAtStart: Int
    private(set) var fingers: [Gesture.Finger] = []
    private var fingerIndex: [ObjectIdentifier: Int] = [:]
    private(set) var tapCount = 0
    private(set) var recognizers: [GestureRecognizer] = []
    /// Whether a component reported a change it owed to this gesture: then the gesture is not
    /// recorded by its raw shape, even when the change's rule recorded nothing.
    var heardChange = false
    private var swipeDirection: SwipeDirection?

    /// Notes a recognizer that recognized, and, for the first swipe, the way it went by now.
    func recognized(_ recognizer: GestureRecognizer, tolerance: Double) {
        recognizers.append(recognizer)
        if swipeDirection == nil, let swipe = recognizer as? SwipeGestureRecognizer {
            swipeDirection = gesture(tolerance: tolerance).direction(recognizedBy: swipe)
        }
    }

    /// How the gesture's owner and the scroll views around it placed window points when the
    /// gesture began: the views whose rules name points.
    let geometry: StartGeometry
    /// Where the scroll views around the hit view had their content at rest when the gesture
    /// began: a content pulled past an edge rests at the edge it springs back to.
    private(set) var offsetsAtStart: [ObjectIdentifier: Point] = [:]

    init(hitView: View?, owner: RecordingRules.Match?, revisionAtStart: Int) {
        self.hitView = hitView
        self.owner = owner
        self.revisionAtStart = revisionAtStart
        let chain = [hitView].compactMap { $0 } + (hitView?.ancestors ?? [])
        for case let scrollView as ScrollView in chain {
            offsetsAtStart[ObjectIdentifier(scrollView)] = scrollView.clampedOffset(scrollView.contentOffset)
        }
        geometry = StartGeometry(views: chain.filter { $0 === owner?.view || $0 is ScrollView })
    }

    /// The finger index of `touch`, adding it when it just went down; `nil` for a touch that
    /// began before this gesture.
    func finger(for touch: Touch) -> Int? {
        if let index = fingerIndex[ObjectIdentifier(touch)] { return index }
        guard touch.phase == .began else { return nil }
        if fingers.isEmpty { tapCount = touch.tapCount }
        fingerIndex[ObjectIdentifier(touch)] = fingers.count
        fingers.append(Gesture.Finger(points: [], times: [], wasCancelled: false))
        return fingers.count - 1
    }

    /// Notes where finger `index` is now.
    func update(_ index: Int, with touch: Touch) {
        guard touch.phase != .stationary || fingers[index].points.isEmpty else { return }
        fingers[index].points.append(touch.locationInWindow)
        fingers[index].times.append(touch.timestamp)
        if touch.phase == .cancelled { fingers[index].wasCancelled = true }
    }

    /// Whether the touch of finger `index` is over.
    private var lifted: Set<Int> = []

    /// Notes that `touch` ended or was cancelled.
    func lift(_ touch: Touch) {
        if let index = fingerIndex[ObjectIdentifier(touch)] { lifted.insert(index) }
    }

    /// Whether every finger lifted.
    var isOver: Bool { !fingers.isEmpty && lifted.count == fingers.count }

    /// The gesture so far.
    func gesture(tolerance: Double) -> Gesture {
        Gesture(
            fingers: fingers, tapCount: tapCount, recognizers: recognizers, tapTolerance: tolerance,
            swipeDirection: swipeDirection, geometry: geometry)
    }

    /// Whether `view` is the hit view or a view it is inside.
    func touches(_ view: View) -> Bool {
        guard let hitView else { return false }
        return hitView === view || hitView.ancestors.contains { $0 === view }
    }
}
