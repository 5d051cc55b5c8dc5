/// What the gesture machinery of a window remembers about one touch: the recognizers it feeds
/// and how far the touch's view has been told about it.
@MainActor
final class TouchRecord {
    /// How far the view the touch began in has been told about it.
    enum ViewDelivery {
        /// The touch just began; the view has not been considered yet.
        case notYet
        /// A recognizer holds the began phase back (``GestureRecognizer/delaysTouchesBegan``).
        case withheldBegan
        /// The view has had the began phase and gets the touch's phases as they come.
        case delivering
        /// A recognizer holds the ended phase back (``GestureRecognizer/delaysTouchesEnded``).
        case withheldEnded
        /// Nothing more goes to the view: it had the end, a cancel, or never gets the touch.
        case finished
    }

    let touch: Touch
    /// The recognizers the touch feeds, the hit view's first, then its ancestors'.
    var recognizers: [GestureRecognizer]
    /// When the touch began, on the application's clock.
    let beganAt: Double
    /// The most recent event that carried the touch: what deliveries made later pass along.
    var lastEvent: Event
    var viewDelivery = ViewDelivery.notYet

    init(touch: Touch, recognizers: [GestureRecognizer], beganAt: Double, event: Event) {
        self.touch = touch
        self.recognizers = recognizers
        self.beganAt = beganAt
        self.lastEvent = event
    }

    /// Whether `recognizer` is fed this touch.
    func feeds(_ recognizer: GestureRecognizer) -> Bool {
        recognizers.contains { $0 === recognizer }
    }

    /// Whether the record can go: the touch is over and the view has heard all it will.
    var isSpent: Bool { viewDelivery == .finished && touch.phase.isFinal }
}
