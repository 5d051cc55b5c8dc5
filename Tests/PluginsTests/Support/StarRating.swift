import Components
import Plugins

/// A row of five stars: a touch that ends on the n-th star rates n. A component type of the
/// app's own, taught to recording and playback in one declaration.
@MainActor
class StarRating: View {
    private(set) var rating = 0

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        guard let touch = touches.first else { return }
        rating = Self.star(at: touch.location(in: self), in: bounds)
    }

    /// The star under `point`, from 1 to 5.
    static func star(at point: Point, in bounds: Rect) -> Int {
        Swift.min(Swift.max(Int(point.x / (bounds.width / 5)) + 1, 1), 5)
    }

    /// What scripts say about star ratings: `Rate n`, recorded from a finished touch and played
    /// as a tap on the n-th star; `Verify` reads the rating.
    static var commands: ComponentCommands<StarRating> {
        ComponentCommands(
            StarRating.self, defaultProperty: "rating", properties: ["rating": { String($0.rating) }],
            recording: RatingRecording(), actions: [.rate])
    }
}

extension ComponentCommands.Action where Component: StarRating {
    /// `Rate n`: a tap on the n-th star.
    static var rate: Self {
        .init("Rate", .whole("stars", in: 1...5), does: "taps the n-th star") { rating, call in
            try tapStar(call.arguments.whole("stars"), of: rating, with: call)
        }
    }
}

/// Records a finished touch on a star rating as `Rate n`.
struct RatingRecording: RecordingRule {
    func touchesChanged(_ touches: [Touch], on rating: StarRating, in context: RecordingContext<StarRating>) {
        guard let touch = touches.first, touch.phase == .ended else { return }
        context.record(.rate, StarRating.star(at: touch.location(in: rating), in: rating.bounds))
    }
}

extension Sketchpad {
    /// What scripts say about sketchpads, under the name `Sketch`: `Start x y` where a stroke
    /// begins and `End x y` where it ends, recorded from the touches and played as a finger put
    /// down, and later moved to the end and lifted.
    static var commands: ComponentCommands<Sketchpad> {
        ComponentCommands(
            Sketchpad.self, name: "Sketch", recording: StrokeRule(), actions: [.start, .end])
    }

    enum StrokeError: Error, CustomStringConvertible {
        case noStart
        var description: String { "no stroke was started" }
    }
}

extension ComponentCommands.Action where Component: Sketchpad {
    /// `Start x y`: a finger put down.
    static var start: Self {
        .init("Start", .point("at"), does: "puts a finger down") { pad, call in
            call.hold(try call.input.touchDown(on: pad, at: call.arguments.point("at")), on: pad)
        }
    }

    /// `End x y`: the finger put down, moved to the point and lifted.
    static var end: Self {
        .init("End", .point("at"), does: "moves the finger put down to the point and lifts it") { pad, call in
            guard let touch = call.takeHeldTouch(on: pad) else { throw Sketchpad.StrokeError.noStart }
            call.input.move(touch, to: call.arguments.point("at"), in: pad)
            call.input.lift(touch, in: pad)
        }
    }
}

/// Records where each stroke on a sketchpad starts and ends.
struct StrokeRule: RecordingRule {
    func touchesChanged(_ touches: [Touch], on pad: Sketchpad, in context: RecordingContext<Sketchpad>) {
        guard let touch = touches.first else { return }
        switch touch.phase {
        case .began: context.record(.start, touch.location(in: pad))
        case .ended: context.record(.end, touch.location(in: pad))
        default: break
        }
    }
}

/// Taps the `stars`-th of the five stars across `view`, as a person rating it would.
@MainActor
func tapStar(_ stars: Int, of view: View, with call: ActionCall) throws {
    let width = view.bounds.width / 5
    try call.input.tap(view, at: Point(x: (Double(stars) - 0.5) * width, y: view.bounds.midY))
}
