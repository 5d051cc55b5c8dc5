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
    var recognizers: [GestureRecognizer] = []

    init(hitView: View?, owner: RecordingRules.Match?, revisionAtStart: Int) {
        self.hitView = hitView
        self.owner = owner
        self.revisionAtStart = revisionAtStart
    }

    /// The finger index of `touch`, adding it when it just went down; `nil` for a touch that
    /// began before this gesture.
    func finger(for touch: Touch) -> Int? {
        if let index = fingerIndex[ObjectIdentifier(touch)] { return index }
        guard touch.phase == .began else { return nil }
        if fingers.isEmpty { tapCount = touch.tapCount }
        fingerIndex[ObjectIdentifier(touch)] = fingers.count
        let start = owner.map { touch.location(in: $0.view) } ?? touch.locationInWindow
        fingers.append(Gesture.Finger(points: [], times: [], wasCancelled: false, start: start))
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
        Gesture(fingers: fingers, tapCount: tapCount, recognizers: recognizers, tapTolerance: tolerance)
    }

    /// Whether `view` is the hit view or a view it is inside.
    func touches(_ view: View) -> Bool {
        guard let hitView else { return false }
        return hitView === view || hitView.ancestors.contains { $0 === view }
    }
}
