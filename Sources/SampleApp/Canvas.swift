import Components

/// A view a finger draws on: every stroke is kept, in the canvas's coordinates.
///
/// It has no control events and no delegate, so nothing but its touches says what happened
/// to it: a recorder records a drag on it as one `Move` with the stroke's points.
@MainActor
public final class Canvas: View {
    /// The strokes drawn so far, each the points a finger went through.
    public private(set) var strokes: [[Point]] = []
    /// Called when a finger lifts from a stroke.
    var didDraw: (() -> Void)?

    /// Starts a stroke where a finger goes down.
    override public func touchesBegan(_ touches: [Touch], with event: Event) {
        guard let touch = touches.first else { return }
        strokes.append([touch.location(in: self)])
    }

    /// Extends the stroke as the finger moves.
    override public func touchesMoved(_ touches: [Touch], with event: Event) {
        guard let touch = touches.first, !strokes.isEmpty else { return }
        strokes[strokes.count - 1].append(touch.location(in: self))
    }

    /// Finishes the stroke.
    override public func touchesEnded(_ touches: [Touch], with event: Event) {
        didDraw?()
    }

    /// Drops the stroke a finger was drawing when its touch is cancelled (a swipe recognizer
    /// took it).
    override public func touchesCancelled(_ touches: [Touch], with event: Event) {
        if !strokes.isEmpty { strokes.removeLast() }
        didDraw?()
    }

    /// Takes back the last stroke.
    public func undo() {
        if !strokes.isEmpty { strokes.removeLast() }
    }

    /// Wipes the canvas.
    public func clear() {
        strokes.removeAll()
    }

    /// Adds the number of strokes and points.
    override public var stateDescription: [String] {
        ["strokes=\(strokes.count)", "points=\(strokes.map(\.count).reduce(0, +))"] + super.stateDescription
    }
}
