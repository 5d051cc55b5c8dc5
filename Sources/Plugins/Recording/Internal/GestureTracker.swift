import Components

/// The gesture in progress: its fingers as they move, the view it began on, and what the
/// recorder learnt while it lasted.
///
/// It sits on every raw touch event of a recording, so it keeps its fingers in two small
/// arrays (no dictionaries, sets or views-around arrays per gesture): the fingers as a
/// ``Gesture`` holds them, handed to one without copying, and which touch each one is. A
/// session keeps one tracker for gesture after gesture (``begin(hitView:owner:isInScrollView:revisionAtStart:treeGeneration:)``,
/// ``retire()``), so its arrays, and each finger's, are allocated once rather than per tap.
///
/// Its stored properties are unchecked for exclusivity, for the reasons ``RecordingSession``
/// gives.
@MainActor
final class GestureTracker {

    /// The view the first finger went down on, when it is not the owner's view; see
    /// ``hitView``.
    @exclusivity(unchecked) private var otherHitView: View?
    /// Whether the view the first finger went down on is the owner's view, as it mostly is:
    /// then the tracker holds it once, through ``owner``, and the view (whose weak references
    /// make each count of it slow) is counted once less per gesture.
    @exclusivity(unchecked) private var hitViewIsOwner = false
    /// The component that owns the gesture's raw touches (the hit view, or a capturing
    /// ancestor), with its rule.
    @exclusivity(unchecked) private(set) var owner: RecordingRules.Match?
    /// The log's revision when the gesture began.
    @exclusivity(unchecked) private(set) var revisionAtStart = 0
    /// The application's view-tree generation when the gesture began: while it holds, the
    /// hit view's owner is still ``owner``.
    @exclusivity(unchecked) private(set) var treeGeneration = 0
    @exclusivity(unchecked) private var fingers: [Gesture.Finger] = []
    /// Fingers of earlier gestures, emptied, whose arrays the next fingers reuse.
    @exclusivity(unchecked) private var spareFingers: [Gesture.Finger] = []
    /// Which touch each finger is, and whether it lifted.
    @exclusivity(unchecked) private var touches: [(id: ObjectIdentifier, isLifted: Bool)] = []
    @exclusivity(unchecked) private(set) var tapCount = 0
    @exclusivity(unchecked) private(set) var recognizers: [GestureRecognizer] = []
    /// Whether a component reported a change it owed to this gesture: then the gesture is not
    /// recorded by its raw shape, even when the change's rule recorded nothing.
    @exclusivity(unchecked) var heardChange = false
    @exclusivity(unchecked) private var swipeDirection: SwipeDirection?

    /// How the gesture's owner and the scroll views around it placed window points when the
    /// gesture began: the views whose rules name points. Kept when the gesture ends (it holds
    /// no view), for the next gesture on the same owner; see ``geometryStamp``.
    @exclusivity(unchecked) private(set) var geometry = StartGeometry()
    /// When ``geometry`` notes an owner alone, the tree generation and geometry revision it was
    /// noted at: while both hold, it is still how that owner places points.
    @exclusivity(unchecked) private var geometryStamp: ViewsStamp?
    /// Where the scroll views around the hit view had their content at rest when the gesture
    /// began (a content pulled past an edge rests at the edge it springs back to), nearest
    /// first.
    @exclusivity(unchecked) private var offsetsAtStart: [(view: ObjectIdentifier, offset: Point)] = []

    /// A tracker with no gesture; ``begin(hitView:owner:isInScrollView:revisionAtStart:treeGeneration:)``
    /// starts one.
    init() {}

    /// Starts tracking a gesture whose first finger went down on `hitView`, which is a scroll
    /// view or inside one when `isInScrollView`.
    func begin(
        hitView: View?, owner: RecordingRules.Match?, isInScrollView: Bool, revisionAtStart: Int, treeGeneration: Int
    ) {
        self.owner = owner
        hitViewIsOwner = hitView != nil && owner?.view === hitView
        otherHitView = hitViewIsOwner ? nil : hitView
        self.revisionAtStart = revisionAtStart
        self.treeGeneration = treeGeneration
        // No scroll view around (as is usual): the owner's is the only geometry to note, and
        // no walk up the tree looks for scroll views.
        guard isInScrollView else { return noteGeometry(ofOwner: owner, treeGeneration: treeGeneration) }
        let ownerView = owner?.view
        var geometry = StartGeometry()
        var current = hitView
        while let view = current {
            if let scrollView = view as? ScrollView {
                offsetsAtStart.append(
                    (ObjectIdentifier(scrollView), scrollView.clampedOffset(scrollView.contentOffset)))
                geometry.note(view)
            } else if view === ownerView {
                geometry.note(view)
            }
            current = view.superview
        }
        (self.geometry, geometryStamp) = (geometry, nil)
    }

    /// Notes the geometry of `owner` alone, unless the geometry noted for an earlier gesture
    /// is of the same owner and no view moved and the tree kept its shape since.
    ///
    /// A person taps the same few components again and again, and noting a view's place reads
    /// the geometry of every view above it.
    private func noteGeometry(ofOwner owner: RecordingRules.Match?, treeGeneration: Int) {
        guard let owner else { return (geometry, geometryStamp) = (StartGeometry(), nil) }
        let stamp = ViewsStamp(treeGeneration: ViewsStamp.freshGeneration(), revision: 0)
        if geometryStamp == stamp, geometry.notesOnly(owner.view) { return }
        var geometry = StartGeometry()
        geometry.note(owner.view)
        (self.geometry, geometryStamp) = (geometry, stamp)
    }

    /// The view the first finger went down on.
    var hitView: View? { hitViewIsOwner ? owner?.view : otherHitView }

    /// Whether `view` is the view the first finger went down on.
    func isHitView(_ view: View) -> Bool {
        hitView === view
    }

    /// Forgets the gesture, and the views it held, keeping its arrays for the next one.
    func retire() {
        otherHitView = nil
        owner = nil
        while let finger = fingers.popLast() { spareFingers.append(finger) }
        touches.removeAllKeepingCapacity()
        recognizers.removeAllKeepingCapacity()
        offsetsAtStart.removeAllKeepingCapacity()
        (tapCount, heardChange, swipeDirection) = (0, false, nil)
    }

    /// Where `scrollView`'s content rested when the gesture began, if it is around the hit view.
    func offsetAtStart(of scrollView: View) -> Point? {
        let id = ObjectIdentifier(scrollView)
        for (view, offset) in offsetsAtStart where view == id { return offset }
        return nil
    }

    /// Notes a recognizer that recognized, and, for the first swipe, the way it went by now.
    func recognized(_ recognizer: GestureRecognizer, tolerance: Double) {
        recognizers.append(recognizer)
        if swipeDirection == nil, let swipe = recognizer as? SwipeGestureRecognizer {
            swipeDirection = gesture(tolerance: tolerance).direction(recognizedBy: swipe)
        }
    }

    /// The finger index of `touch`, read as `reading`, adding it when it just went down; `nil`
    /// for a touch that began before this gesture.
    func finger(for touch: Touch, _ reading: TouchReading) -> Int? {
        let id = ObjectIdentifier(touch)
        for index in touches.indices where touches[index].id == id { return index }
        guard reading.phase == .began else { return nil }
        if fingers.isEmpty { tapCount = reading.tapCount }
        fingers.append(spareFingers.popLast()?.emptied() ?? Gesture.Finger.empty())
        touches.append((id, false))
        return fingers.count - 1
    }

    /// Notes where finger `index` is now, and that it lifted when its touch, read as
    /// `reading`, ended or was cancelled.
    func update(_ index: Int, with reading: TouchReading) {
        if reading.phase.isFinal { touches[index].isLifted = true }
        fingers[index].note(reading)
    }

    /// Whether every finger lifted.
    var isOver: Bool {
        for touch in touches where !touch.isLifted { return false }
        return !touches.isEmpty
    }

    /// The gesture so far.
    func gesture(tolerance: Double) -> Gesture {
        Gesture(
            fingers: fingers, tapCount: tapCount, recognizers: recognizers, tapTolerance: tolerance,
            swipeDirection: swipeDirection, geometry: geometry)
    }

    /// Whether `view` is the hit view or a view it is inside.
    func touches(_ view: View) -> Bool {
        // The hit view itself first, without a call: a tap's control reports its own change.
        if isHitView(view) { return true }
        guard let hitView else { return false }
        return hitView.isDescendant(of: view)
    }
}

extension Gesture.Finger {
    /// A finger with no points yet, with room for a tap's.
    fileprivate static func empty() -> Self {
        var finger = Self(points: [], times: [], wasCancelled: false)
        finger.points.reserveCapacity(4)
        finger.times.reserveCapacity(4)
        return finger
    }

    /// This finger with its points removed and its arrays' room kept.
    fileprivate consuming func emptied() -> Self {
        points.removeAllKeepingCapacity()
        times.removeAllKeepingCapacity()
        wasCancelled = false
        return self
    }

    /// Notes where its touch is now, as `reading` found it: a stationary finger only when it
    /// has no point yet.
    fileprivate mutating func note(_ reading: TouchReading) {
        let phase = reading.phase
        guard phase != .stationary || points.isEmpty else { return }
        points.append(reading.point)
        times.append(reading.time)
        if phase == .cancelled { wasCancelled = true }
    }
}
