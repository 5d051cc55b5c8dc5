import Components

/// A canvas a finger draws on: each stroke is kept as the points it went through, in the
/// canvas's coordinates.
@MainActor
final class Sketchpad: View {
    private(set) var strokes: [[Point]] = []

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard let touch = touches.first else { return }
        strokes.append([touch.location(in: self)])
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard let touch = touches.first, !strokes.isEmpty else { return }
        strokes[strokes.count - 1].append(touch.location(in: self))
    }
}
