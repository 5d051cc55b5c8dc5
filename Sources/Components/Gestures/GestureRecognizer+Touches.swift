/// The touches a recognizer tracks, and where they are.
extension GestureRecognizer {
    /// How many of its touches are down. In ``touchesEnded(_:with:)`` (and actions sent from
    /// it) the touches being lifted still count.
    public var numberOfTouches: Int { activeTouches.count }

    /// Where the gesture is, in `view`'s coordinates (the window's when `view` is `nil`): the
    /// centroid of the touches down, or where they were when the last one lifted.
    public func location(in view: View?) -> Point {
        let inWindow = centroid(of: activeTouches) ?? lastLocationInWindow ?? .zero
        return convert(inWindow, to: view)
    }

    /// Where touch `index` (in the order the touches began) is, in `view`'s coordinates.
    ///
    /// - Returns: The location; for an index out of range, ``location(in:)`` (a documented
    ///   fallback, never a crash).
    public func location(ofTouch index: Int, in view: View?) -> Point {
        guard activeTouches.indices.contains(index) else { return location(in: view) }
        return activeTouches[index].location(in: view)
    }

    /// Feeds the recognizer touches in `phase`: bookkeeping always, the overridable method only
    /// while the gesture can still go somewhere (not in a final state, and for a discrete
    /// recognizer not waiting on a failure).
    func receive(_ touches: [Touch], phase: TouchPhase, event: Event) {
        if phase == .began {
            activeTouches += touches.filter { touch in !activeTouches.contains { $0 === touch } }
        }
        let tracked = touches.filter { touch in activeTouches.contains { $0 === touch } }
        if !tracked.isEmpty, isAnalyzing { handleTouches(tracked, phase: phase, with: event) }
        lastLocationInWindow = centroid(of: activeTouches) ?? lastLocationInWindow
        if phase.isFinal {
            activeTouches.removeAll { touch in tracked.contains { $0 === touch } }
        }
    }

    /// Whether touches still reach the overridable methods.
    var isAnalyzing: Bool {
        !storedState.isFinal && (pendingState == nil || Self.isContinuous)
    }

    /// The centroid of `touches` in window coordinates; `nil` when there are none.
    func centroid(of touches: [Touch]) -> Point? {
        guard !touches.isEmpty else { return nil }
        let sum = touches.reduce(Point.zero) { $0 + $1.locationInWindow }
        return Point(x: sum.x / Double(touches.count), y: sum.y / Double(touches.count))
    }

    /// `point`, in window coordinates, in `view`'s.
    func convert(_ point: Point, to view: View?) -> Point {
        guard let view, let window = view.window, view !== window else { return point }
        return view.convert(point, from: window)
    }

    /// `vector`, a displacement in window coordinates, in `view`'s coordinates.
    func convertVector(_ vector: Point, to view: View?) -> Point {
        convert(vector, to: view) - convert(.zero, to: view)
    }

    /// `vector`, a displacement in `view`'s coordinates, in window coordinates.
    func convertVector(_ vector: Point, from view: View?) -> Point {
        guard let view, let window = view.window, view !== window else { return vector }
        return view.convert(vector, to: window) - view.convert(.zero, to: window)
    }
}

extension GestureRecognizer: TouchHandling {}
