import Components

/// What a recorder knows between two events, as one value: the gesture in progress, the input
/// it belongs to, the names given in that input, and the commands so far.
///
/// Its transitions say what happened (a gesture began, touches moved, a key went down, a
/// component reported a change, an event finished routing, a command was recorded); the
/// ``RecordingSession`` around it reads the components, asks their rules and publishes.
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

    /// A first finger went down on `hitView`, whose views told `start`: a gesture begins a new
    /// input.
    mutating func beginGesture(on hitView: consuming View?, start: consuming GestureStart) {
        beginInput()
        gesture = GestureInProgress(hitView: hitView, start: start, revisionAtStart: log.revision)
    }

    /// A key event is about to go to `target`; outside a gesture it begins a new input. Its
    /// key presses are noted (without their keys for a secure field).
    mutating func press(_ presses: [Press], to target: Responder?, secure: Bool) {
        if !isInGesture { beginInput() }
        (isPressing, pressTarget) = (true, target)
        for press in presses where press.phase == .began {
            log.note(RawEvent(.press, time: press.timestamp, detail: secure ? "key" : "key \(press.key)"))
        }
    }

    /// A motion or device change that is an input of its own.
    mutating func beginInput() {
        input += 1
        names.removeAll(keepingCapacity: true)
    }

    /// Whether a finger is down. (A pattern, not `gesture != nil`, which copies the gesture.)
    var isInGesture: Bool {
        if case .none = gesture { false } else { true }
    }

    /// An event's touches are about to be routed: the gesture follows them, and each that
    /// changed is noted as a raw event.
    ///
    /// - Returns: The touches that changed (the event's own list, unless some are not the
    ///   gesture's or stand still), the gesture's owner, whose rule hears them, and whether
    ///   they all have the same phase.
    mutating func follow(_ touches: [Touch]) -> (changed: [Touch], owner: ComponentOwner?, isOnePhase: Bool) {
        guard isInGesture else { return ([], nil, true) }
        var someLeftOut: [Touch]?
        var (firstPhase, isOnePhase): (TouchPhase?, Bool) = (nil, true)
        for (position, touch) in touches.enumerated() {
            var note = RawEvent.TouchNote(touch)
            guard let finger = gesture!.follow(ObjectIdentifier(touch), note), note.phase != .stationary else {
                if someLeftOut == nil { someLeftOut = Array(touches[..<position]) }
                continue
            }
            note.finger = UInt16(clamping: finger)
            log.note(.touch(note))
            someLeftOut?.append(touch)
            if let firstPhase, firstPhase != note.phase { isOnePhase = false }
            firstPhase = firstPhase ?? note.phase
        }
        return (someLeftOut ?? touches, gesture?.owner, isOnePhase)
    }

    /// `component` reported `change` at `time`. When a person caused it (a gesture is on the
    /// component or inside it, or a key went to it), it is noted as a raw event, and the
    /// gesture as having caused a change.
    ///
    /// - Returns: Whether it was heard, and the gesture's owner when `component` is the view
    ///   the gesture began on (which keeps the owner it had then).
    mutating func hear(
        _ change: ComponentChange, from component: View, at time: Double
    ) -> (heard: Bool, gestureOwner: ComponentOwner?) {
        guard !isPaused, isCausedByInput(component) else { return (false, nil) }
        gesture?.heardChange = true
        log.note(RawEvent(.change, time: time, detail: change.detail))
        return (true, gesture?.hitView === component ? gesture?.owner : nil)
    }

    /// A recognizer on the touched view or around it recognized its gesture.
    mutating func recognized(_ recognizer: GestureRecognizer, tolerance: Double) {
        guard let view = recognizer.view, gesture?.touches(view) == true else { return }
        gesture?.recognized(recognizer, tolerance: tolerance)
    }

    /// An event finished routing: no key is pressed any more, and the gesture, when the event
    /// was a touch event and every finger lifted, is over.
    ///
    /// - Returns: The gesture that ended, when nothing was recorded for it and no component
    ///   reported a change it caused: then its owner's rule hears it whole.
    mutating func finishRouting(_ event: Event) -> GestureInProgress? {
        if isPressing { (isPressing, pressTarget) = (false, nil) }
        // Moved out rather than copied: a gesture holds a dozen references.
        guard event.type == .touches, gesture?.isOver == true, let ended = gesture.take() else { return nil }
        let isUnclaimed = log.revision == ended.revisionAtStart && !ended.heardChange
        if !isUnclaimed { settle(ended) }
        return isUnclaimed ? ended : nil
    }

    /// The gesture's raw events go to the command recorded for it, if one was; otherwise
    /// they are dropped.
    mutating func settle(_ gesture: GestureInProgress) {
        if log.revision > gesture.revisionAtStart { log.attachUnclaimedToLast() }
        log.dropUnclaimed()
    }

    /// Records `command` for `component`, replacing the last command when it is for the same
    /// component and its action is one of `actions` (only one of this same input when
    /// `withinGesture`). Returns whether it replaced one.
    mutating func record(
        _ command: consuming Command, warnings: [String], for component: AnyObject, replacing actions: Set<String>,
        withinGesture: Bool
    ) -> Bool {
        log.append(
            command, warnings: warnings, for: component, replacing: actions, input: input,
            onlyIn: withinGesture ? input : nil)
    }

    /// Records `command`, an input of its own (the device's, or a check a player played): with
    /// the raw events noted since the last command when `withRawEvents`, which are dropped
    /// otherwise.
    mutating func recordInput(_ command: Command, for component: AnyObject, withRawEvents: Bool) {
        beginInput()
        if !withRawEvents { log.dropUnclaimed() }
        log.append(command, warnings: [], for: component, replacing: [], input: input)
    }

    /// The name `view` was given in this input, if it was given one.
    func name(of view: View) -> Identification? {
        let key = ObjectIdentifier(view)
        for known in names where known.view == key { return known.identification }
        return nil
    }

    /// Keeps `identification` as `view`'s name for the rest of this input.
    mutating func remember(_ identification: Identification, of view: View) {
        names.append((ObjectIdentifier(view), identification))
    }

    /// Whether a person caused a change `component` reported.
    private func isCausedByInput(_ component: View) -> Bool {
        if gesture?.touches(component) == true { return true }
        return isPressing && pressTarget === component
    }
}
