import Components
import Plugins

/// A row of five stars: a touch that ends on the n-th star rates n. A component type of the
/// app's own, with a recording rule and a playback rule of its own.
@MainActor
final class StarRating: View {
    private(set) var rating = 0

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        guard let touch = touches.first else { return }
        rating = Self.star(at: touch.location(in: self), in: bounds)
    }

    /// The star under `point`, from 1 to 5.
    static func star(at point: Point, in bounds: Rect) -> Int {
        Swift.min(Swift.max(Int(point.x / (bounds.width / 5)) + 1, 1), 5)
    }
}

/// Records a finished touch on a star rating as `Rate n`.
struct RatingRecording: RecordingRule {
    func touchesChanged(_ touches: [Touch], on view: View, in context: RecordingContext) {
        guard let touch = touches.first, touch.phase == .ended else { return }
        context.record("Rate", Double(StarRating.star(at: touch.location(in: view), in: view.bounds)))
    }
}

/// Plays `Rate n` as a tap on the n-th star.
struct RatingPlayback: PlaybackRule {
    var actions: [String] { ["Rate"] }

    func perform(_ command: Command, on view: View, in context: PlaybackContext) throws {
        try context.expectArguments("stars")
        let stars = try context.wholeNumber(at: 0, named: "stars", in: 1...5)
        let width = view.bounds.width / 5
        try context.input.tap(view, at: Point(x: (Double(stars) - 0.5) * width, y: view.bounds.midY))
    }
}

/// Plays the `Start` and `End` a ``StrokeRule`` records: a finger put down, and later moved to
/// the end and lifted.
struct StrokePlayback: PlaybackRule {
    var componentType: String? { "Sketch" }
    var actions: [String] { ["Start", "End"] }

    func perform(_ command: Command, on view: View, in context: PlaybackContext) throws {
        try context.expectArguments("x", "y")
        let point = Point(x: try context.number(at: 0, named: "x"), y: try context.number(at: 1, named: "y"))
        if command.performs("Start") {
            context.hold(try context.input.touchDown(on: view, at: point), on: view)
        } else {
            guard let touch = context.takeHeldTouch(on: view) else { throw StrokeError.noStart }
            context.input.move(touch, to: point, in: view)
            context.input.lift(touch, in: view)
        }
    }

    enum StrokeError: Error, CustomStringConvertible {
        case noStart
        var description: String { "no stroke was started" }
    }
}
