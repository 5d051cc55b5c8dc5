import Components

/// What a recorder knows between two events, as one value: the gesture in progress, the input
/// it belongs to, the names given in that input, and the commands so far.
///
/// Its transitions say what happened (a gesture began, a key went down, an event finished
/// routing, a command was recorded); the ``RecordingSession`` around it reads the components,
/// calls the rules and publishes.
@MainActor
struct RecorderState {
    /// The commands so far, and the raw events not yet given to one.
    var log = CommandLog()
    /// Whether recording is paused.
    var isPaused = false
    /// The gesture in progress, if a finger is down.
    private(set) var gesture: GestureInProgress?
    /// Counts gestures and key presses, so a command knows which input it came from.
    private(set) var input = 0
    /// The components named in the input in progress: a component keeps its name for the whole
    /// input, even if what the input does (a pop, a renaming) would name it otherwise.
    private var names: [(view: ObjectIdentifier, identification: Identification)] = []
    /// The responder key presses go to while a key event is routed.
    private weak var pressTarget: Responder?
    private var isPressing = false

    /// A first finger went down: `gesture` begins a new input.
    mutating func begin(_ gesture: GestureInProgress) {
        beginInput()
        self.gesture = gesture
    }

    /// A key event is about to go to `target`; outside a gesture it begins a new input.
    mutating func beginPress(to target: Responder?) {
        if gesture == nil { beginInput() }
        (isPressing, pressTarget) = (true, target)
    }

    /// A motion or device change that is an input of its own.
    mutating func beginInput() {
        input += 1
        names.removeAll()
    }

    /// Follows a touch of the gesture in progress; returns its finger, if it is one of the
    /// gesture's.
    mutating func follow(_ touch: Touch) -> Int? {
        gesture?.follow(touch)
    }

    /// Notes that a component reported a change it owed to the gesture.
    mutating func noteChangeHeard() {
        gesture?.heardChange = true
    }

    /// Notes a recognizer that recognized during the gesture.
    mutating func recognized(_ recognizer: GestureRecognizer, tolerance: Double) {
        gesture?.recognized(recognizer, tolerance: tolerance)
    }

    /// An event finished routing: no key is pressed any more, and the gesture, when every
    /// finger lifted, is over. Returns the gesture that ended.
    mutating func finishRouting() -> GestureInProgress? {
        (isPressing, pressTarget) = (false, nil)
        guard let gesture, gesture.isOver else { return nil }
        self.gesture = nil
        return gesture
    }

    /// Whether a person caused a change `component` reported: it is the view a gesture is on
    /// (or around it), or the responder a key went to.
    func isCausedByInput(_ component: View) -> Bool {
        if let gesture, gesture.touches(component) { return true }
        return isPressing && pressTarget === component
    }

    /// The name `view` was given in this input, if it was given one.
    func name(of view: View) -> Identification? {
        names.first { $0.view == ObjectIdentifier(view) }?.identification
    }

    /// Keeps `identification` as `view`'s name for the rest of this input.
    mutating func remember(_ identification: Identification, of view: View) {
        names.append((ObjectIdentifier(view), identification))
    }
}
