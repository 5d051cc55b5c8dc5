import Components
import Interpose
import Plugins

/// A control of five stars that sends value changed each time a finger down or moving on it
/// picks another star: the teaching article's custom control, declared as the article declares
/// it.
@MainActor
final class StarControl: Control {
    private(set) var rating = 0

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        super.touchesBegan(touches, with: event)
        rate(touches, event)
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        super.touchesMoved(touches, with: event)
        rate(touches, event)
    }

    private func rate(_ touches: [Touch], _ event: Event) {
        guard let touch = touches.first else { return }
        let stars = StarRating.star(at: touch.location(in: self), in: bounds)
        guard stars != rating else { return }
        rating = stars
        sendActions(for: .valueChanged, with: event)
    }

    /// What scripts say about star controls: `Rate n`, recorded from the value the control
    /// sends, which is its default property; MonkeyTalk's `RatingBar … SetRating n`.
    static var commands: ComponentCommands<StarControl> {
        ComponentCommands(
            StarControl.self, aliases: ["RatingBar"], monkeyTalkName: "RatingBar", defaultProperty: "rating",
            properties: ["rating": { String($0.rating) }], controlEvents: .valueChanged, recording: StarControlRule(),
            actions: [.rate])
    }
}

extension ComponentCommands.Action where Component: StarControl {
    /// `Rate n`: a tap on the n-th star; MonkeyTalk's `SetRating n`.
    static var rate: Self {
        .init("Rate", .whole("stars", in: 1...5), does: "taps the n-th star", monkeyTalk: .action("SetRating")) {
            control, call in
            try tapStar(call.arguments.whole("stars"), of: control, with: call)
        }
    }
}

/// Records `Rate n` from the value a star control sends, one command for a drag across it.
struct StarControlRule: RecordingRule {
    func componentChanged(
        _ change: any ComponentChange, on control: StarControl, in context: RecordingContext<StarControl>
    ) {
        guard let event = change as? ControlEvent, event.events.contains(.valueChanged) else { return }
        context.record(.rate, event.value, replacing: [.rate], withinGesture: true)
    }
}

/// What a rating view tells its delegate.
@MainActor
protocol RatingViewDelegate: AnyObject {
    func ratingView(_ view: RatingView, didRate stars: Int)
}

/// A plain view of five stars that tells its delegate when a person rated, through a hook of
/// its own: a component that reports a change no built-in type knows.
@MainActor
final class RatingView: View {
    /// The call to ``RatingViewDelegate/ratingView(_:didRate:)``.
    nonisolated static let didRateHook = Hook<RatingView, Int, Void>("RatingView.delegate.didRate")

    weak var delegate: (any RatingViewDelegate)?
    private(set) var rating = 0

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        guard let touch = touches.first else { return }
        rating = StarRating.star(at: touch.location(in: self), in: bounds)
        Self.didRateHook.call(self, rating) { view, stars in view.delegate?.ratingView(view, didRate: stars) }
    }

    /// What scripts say about rating views: `Rate n`, recorded from what the view tells its
    /// delegate.
    static var commands: ComponentCommands<RatingView> {
        ComponentCommands(
            RatingView.self, defaultProperty: "rating", properties: ["rating": { String($0.rating) }],
            recording: RatedRule(), reports: [.after(RatingView.didRateHook) { _, stars, _ in Rated(stars: stars) }],
            actions: [.rate])
    }
}

/// A rating view's delegate heard that a person rated.
struct Rated: ComponentChange {
    let stars: Int
    var description: String { "rated \(stars)" }
}

extension ComponentCommands.Action where Component: RatingView {
    /// `Rate n`: a tap on the n-th star.
    static var rate: Self {
        .init("Rate", .whole("stars", in: 1...5), does: "taps the n-th star") { view, call in
            try tapStar(call.arguments.whole("stars"), of: view, with: call)
        }
    }
}

/// Records `Rate n` when a rating view reports that a person rated.
struct RatedRule: RecordingRule {
    func componentChanged(
        _ change: any ComponentChange, on view: RatingView, in context: RecordingContext<RatingView>
    ) {
        guard let rated = change as? Rated else { return }
        context.record(.rate, rated.stars)
    }
}
