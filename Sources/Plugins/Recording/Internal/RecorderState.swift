import Components

/// What a recorder knows between two events, as one value: the gesture in progress, the input
/// it belongs to, the names given in that input, and the commands so far.
///
/// Each transition says what happened (touches moved, a key went down, a component reported a
/// change, an event finished routing, a command was made) and returns what the
/// ``RecordingSession`` around it does next, a ``RecorderAction``: hand touches, a change or a
/// whole gesture to a rule, or publish a command. The session reads the components and calls
/// the rules; the state never does, so its transitions are tested without a screen.
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
    /// Whether a command was recorded in the input in progress.
    private var recordedInInput = false

    /// Whether a finger is down.
    var isInGesture: Bool {
        if case .none = gesture { false } else { true }
    }

    /// A first finger went down on `hitView`, whose views told `start`: a gesture begins a new
    /// input.
    mutating func beginGesture(on hitView: consuming View?, start: consuming GestureStart) {
        beginInput()
        gesture = GestureInProgress(hitView: hitView, start: start)
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

    /// An event's touches are about to be routed: the gesture follows them, and each that
    /// changed is noted as a raw event. The touches that changed (the event's own list, unless
    /// some are not the gesture's or stand still) go to the gesture's owner.
    mutating func follow(_ touches: [Touch]) -> RecorderAction {
        guard !isPaused, isInGesture else { return .none }
        var changed: [Touch]?
        var (firstPhase, isOnePhase): (TouchPhase?, Bool) = (nil, true)
        for (position, touch) in touches.enumerated() {
            var note = RawEvent.TouchNote(touch)
            guard let finger = gesture!.follow(ObjectIdentifier(touch), note), note.phase != .stationary else {
                if changed == nil { changed = Array(touches[..<position]) }
                continue
            }
            note.finger = UInt16(clamping: finger)
            log.note(.touch(note))
            changed?.append(touch)
            if let firstPhase, firstPhase != note.phase { isOnePhase = false }
            firstPhase = firstPhase ?? note.phase
        }
        let handed = changed ?? touches
        guard let owner = gesture?.owner, !handed.isEmpty else { return .none }
        return .handTouches(handed, to: owner, isOnePhase: isOnePhase)
    }

    /// `component` reported `change` at `time`. When a person caused it (a gesture is on the
    /// component or inside it, or a key went to it), it is noted as a raw event, and the
    /// gesture as having caused a change; it goes to the gesture's owner when `component` is
    /// the view the gesture began on (which keeps the owner it had then), else to the
    /// component's own.
    mutating func hear(_ change: any ComponentChange, from component: View, at time: Double) -> RecorderAction {
        guard !isPaused, isCausedByInput(component) else { return .none }
        gesture?.heardChange = true
        log.note(RawEvent(.change, time: time, detail: change.description))
        return .handChange(change, from: component, to: gesture?.hitView === component ? gesture?.owner : nil)
    }

    /// A recognizer on the touched view or around it recognized its gesture.
    mutating func recognized(_ recognizer: GestureRecognizer, tolerance: Double) {
        guard let view = recognizer.view, gesture?.touches(view) == true else { return }
        gesture?.recognized(recognizer, tolerance: tolerance)
    }

    /// An event finished routing: no key is pressed any more, and the gesture, when the event
    /// was a touch event and every finger lifted, is over. A gesture that recorded nothing and
    /// caused no change goes whole to its owner's rule, which may record it before it is
    /// settled; any other is settled now.
    mutating func finishRouting(_ event: Event) -> RecorderAction {
        if isPressing { (isPressing, pressTarget) = (false, nil) }
        guard event.type == .touches, gesture?.isOver == true, let ended = gesture.take() else { return .none }
        guard !recordedInInput, !ended.heardChange, !isPaused else {
            settle()
            return .none
        }
        return .handGesture(ended)
    }

    /// A gesture is over: its raw events go to the command recorded in it, if one was;
    /// otherwise they are dropped.
    mutating func settle() {
        if recordedInInput { log.attachUnclaimedToLast() }
        log.dropUnclaimed()
    }

    /// Records `command`, which a rule recorded as `action`, for `component`: it replaces the
    /// last command when that is for the same component and was recorded as one of `actions`
    /// (in this same input only, when `withinGesture`). The new command is published.
    mutating func record(
        _ command: Command, as action: String, warnings: [String], for component: AnyObject,
        replacing actions: [String], withinGesture: Bool
    ) -> RecorderAction {
        recordedInInput = true
        let replaced = log.append(
            command, as: action, warnings: warnings, for: component, replacing: actions, input: input,
            onlyIn: withinGesture ? input : nil)
        return .publish(replacesPrevious: replaced)
    }

    /// Records `command`, an input of its own (the device's, or a check a player played): with
    /// the raw events noted since the last command when `withRawEvents`, which are dropped
    /// otherwise.
    mutating func recordInput(_ command: Command, for component: AnyObject, withRawEvents: Bool) -> RecorderAction {
        guard !isPaused else { return .none }
        beginInput()
        if !withRawEvents { log.dropUnclaimed() }
        log.append(command, as: command.action, warnings: [], for: component, replacing: [], input: input)
        recordedInInput = true
        return .publish(replacesPrevious: false)
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

    /// A motion or device change that is an input of its own.
    private mutating func beginInput() {
        input += 1
        names.removeAll(keepingCapacity: true)
        recordedInInput = false
    }

    /// Whether a person caused a change `component` reported.
    private func isCausedByInput(_ component: View) -> Bool {
        if gesture?.touches(component) == true { return true }
        return isPressing && pressTarget === component
    }
}
