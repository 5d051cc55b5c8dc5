import Components
import Interpose

/// The recorder's working state, on the main actor: the gesture in progress, the commands so
/// far, and the rules that turn one into the other.
///
/// Input reaches it in three ways: raw events around ``Components/Application/sendEventHook``
/// (``willSend(_:)`` and ``didSend(_:)``), changes components report (``changed(_:_:)``),
/// and device-level moments (``recordDevice(_:_:)``). A change is only heard when a person
/// caused it: during a gesture on that component (or inside it), or while a key goes to it
/// (the first responder when the key went down, even if the key made it resign).
///
/// Its stored properties are marked `@exclusivity(unchecked)`: the recorder reads and writes
/// them on every raw event, each run-time exclusivity check costs about a hundred instructions
/// (a thread-local access set), and none can overlap another access: the type is confined to the
/// main actor and no access spans a call into other code.
@MainActor
final class RecordingSession {
    let application: Application
    let rules: RecordingRules
    private let lookup: RuleLookup
    @exclusivity(unchecked) var log = CommandLog()
    @exclusivity(unchecked) var isPaused = false
    /// Where each recorded command is announced, once installed.
    @exclusivity(unchecked) var bus: EventBus? {
        didSet { unretainedBus = bus.map(Unmanaged.passUnretained) }
    }
    /// ``bus``, to ask on every command whether anyone listens without counting a reference to
    /// it (the bus is referenced weakly by its subscriptions, which makes each count slow).
    @exclusivity(unchecked) private var unretainedBus: Unmanaged<EventBus>?
    @exclusivity(unchecked) private(set) var tracker: GestureTracker?
    /// The tracker of the last gesture, retired, for the next one to reuse.
    @exclusivity(unchecked) private var spareTracker: GestureTracker?
    /// The responder key presses go to while a key event is being routed.
    @exclusivity(unchecked) private weak var pressTarget: Responder?
    @exclusivity(unchecked) private var isPressing = false
    /// The components named in the gesture or key press in progress, and those named earlier
    /// whose names still stand (``Identity``): a handful, so a list.
    @exclusivity(unchecked) private var identities: [Identity] = []
    /// Counts gestures and key presses, so a command knows which input it came from.
    @exclusivity(unchecked) private var inputSerial = 0

    init(application: Application, rules: RecordingRules) {
        self.application = application
        self.rules = rules
        self.lookup = RuleLookup(rules: rules)
    }

    var tapTolerance: Double { application.tapMovementTolerance }

    // MARK: Raw events

    /// Before the application routes `event`: notes it and starts a gesture on a first touch.
    func willSend(_ event: Event) {
        guard !isPaused else { return }
        switch event.type {
        case .touches: willSendTouches(event)
        case .presses: willSendPresses(event)
        case .motion: willSendMotion(event)
        }
    }

    /// After the application routed `event`: ends the gesture once every finger lifted.
    func didSend(_ event: Event) {
        isPressing = false
        pressTarget = nil
        guard event.type == .touches, var tracker, tracker.isOver else { return }
        self.tracker = nil
        endGesture(tracker)
        // Kept for the next gesture unless something still holds it.
        if isKnownUniquelyReferenced(&tracker) {
            tracker.retire()
            spareTracker = tracker
        }
    }

    private func willSendTouches(_ event: Event) {
        let touches = event.allTouches
        if tracker == nil, let first = Self.firstBegan(touches) { startGesture(on: first.view) }
        guard let tracker else { return }
        // The touches that changed: the event's own list unless some are left out, so the
        // usual event builds no list of its own.
        var changed: [Touch]?
        // The phase the changed touches share, if they share one (as they mostly do), read off
        // the readings: each read of a touch's phase from outside its module is checked.
        var sharedPhase: TouchPhase?
        var isOnePhase = true
        for (position, touch) in touches.enumerated() {
            let reading = TouchReading(touch)
            let index = tracker.finger(for: touch, reading)
            if let index { tracker.update(index, with: reading) }
            guard let index, reading.phase != .stationary else {
                if changed == nil { changed = Array(touches[..<position]) }
                continue
            }
            log.note(RawEvent(reading, finger: index))
            changed?.append(touch)
            if sharedPhase == nil {
                sharedPhase = reading.phase
            } else if sharedPhase != reading.phase {
                isOnePhase = false
            }
        }
        let told = changed ?? touches
        guard let owner = tracker.owner, !told.isEmpty else { return }
        tell(owner, about: told, isOnePhase: isOnePhase)
    }

    /// Hands `owner`'s rule the touches that changed, phase by phase (all at once when they
    /// share one, as they mostly do).
    ///
    /// The hot paths of recording use loops rather than closures: a main-actor closure handed
    /// to the standard library checks its executor on every call.
    private func tell(_ owner: RecordingRules.Match, about changed: [Touch], isOnePhase: Bool) {
        if isOnePhase { return owner.touchesChanged(changed, in: self) }
        for phase in TouchPhase.allCases {
            var touches: [Touch] = []
            for touch in changed where touch.phase == phase { touches.append(touch) }
            guard !touches.isEmpty else { continue }
            owner.touchesChanged(touches, in: self)
        }
    }

    private static func firstBegan(_ touches: [Touch]) -> Touch? {
        for touch in touches where touch.phase == .began { return touch }
        return nil
    }

    private func willSendPresses(_ event: Event) {
        isPressing = true
        pressTarget = application.firstResponder
        if tracker == nil {
            forgetIdentities()
            inputSerial += 1
        }
        let secure = (application.firstResponder as? TextField)?.isSecureTextEntry ?? false
        for press in event.allPresses where press.phase == .began {
            let key = secure ? "key" : "key \(press.key)"
            log.note(RawEvent(.press, time: press.timestamp, detail: key))
        }
    }

    private func willSendMotion(_ event: Event) {
        guard event.subtype == .motionShake, event.motionPhase == .ended else { return }
        log.note(RawEvent(.motion, time: event.timestamp, detail: "shake"))
        recordDevice("Shake", [])
    }

    private func startGesture(on view: View?) {
        forgetIdentities()
        inputSerial += 1
        // `if let`, not `flatMap`: a main-actor closure handed to the standard library checks
        // its executor.
        var owner: RecordingRules.Match?
        var isInScrollView = false
        let treeGeneration = ViewsStamp.freshGeneration()
        if let view {
            owner = lookup.owner(of: view, treeGeneration: treeGeneration)
            isInScrollView = lookup.recentIsInScrollView
        }
        let tracker = spareTracker ?? GestureTracker()
        spareTracker = nil
        tracker.begin(
            hitView: view, owner: owner, isInScrollView: isInScrollView, revisionAtStart: log.revision,
            treeGeneration: treeGeneration)
        self.tracker = tracker
        // A component that captures its subviews' touches (a navigation bar's back button) is
        // named now, before what the touch sets off (a pop) changes its name; others are named
        // when a command is recorded for them.
        if let owner, owner.classRule.capturesSubviews { _ = identify(owner.view, as: owner.locatorType) }
    }

    private func endGesture(_ tracker: GestureTracker) {
        defer { log.dropUnclaimed() }
        if log.revision > tracker.revisionAtStart {
            return log.attachUnclaimedToLast()
        }
        guard let owner = tracker.owner, !tracker.heardChange else { return }
        owner.gestureEnded(tracker.gesture(tolerance: tapTolerance), in: self)
        if log.revision > tracker.revisionAtStart { log.attachUnclaimedToLast() }
    }

    // MARK: Changes

    /// `component` reported `change`: its rule hears it if a person caused it.
    func changed(_ component: View, _ change: ComponentChange) {
        // Input this application routed reaches only its own components: a component the
        // gesture is in, or the responder keys went to, is in this application.
        guard !isPaused, isCausedByInput(component) else { return }
        guard let owner = owner(of: component) else { return }
        tracker?.heardChange = true
        log.note(RawEvent(.change, time: application.clock.now, detail: describe(change)))
        owner.componentChanged(change, in: self)
    }

    /// A gesture recognizer on the touched view or around it recognized its gesture.
    func recognized(_ recognizer: GestureRecognizer) {
        guard let tracker, let view = recognizer.view, tracker.touches(view) else { return }
        tracker.recognized(recognizer, tolerance: tapTolerance)
    }

    /// The owner of `component`: the gesture's, worked out when it began, when `component` is
    /// the view the gesture began on and the tree kept its shape since (a tap's button reports
    /// its change during the tap); otherwise looked up now.
    private func owner(of component: View) -> RecordingRules.Match? {
        let treeGeneration = ViewsStamp.freshGeneration()
        if let tracker, tracker.isHitView(component), tracker.treeGeneration == treeGeneration {
            return tracker.owner
        }
        return lookup.owner(of: component, treeGeneration: treeGeneration)
    }

    private func isCausedByInput(_ component: View) -> Bool {
        if let tracker, tracker.touches(component) { return true }
        return isPressing && pressTarget === component
    }

    private func describe(_ change: ComponentChange) -> String {
        switch change {
        case .control(let event):
            let value = event.value.description
            let names = Self.name(of: event.events) ?? event.events.names.joined(separator: "+")
            return names.isEmpty ? value : value.isEmpty ? names : names + " " + value
        case .selectedRow(let indexPath): return "selected row \(indexPath)"
        case .pickedRow(let row, let component): return "picked row \(row) in \(component)"
        case .scrolled(let offset): return "scrolled to \(offset)"
        case .willDecelerate(let offset): return "coasting to \(offset)"
        case .zoomed(let scale): return "zoomed to \(scale.scriptDescription)"
        }
    }

    /// The name of a single control event without building the list of names: a control
    /// event carries one event at a time.
    private static func name(of events: ControlEvents) -> String? {
        for (name, event) in ControlEvents.named where event == events { return name }
        return nil
    }

    // MARK: Recording

    /// Records a command for `component`; see ``RecordingContext/record(_:_:replacing:withinGesture:)``.
    func record(
        _ action: String, _ arguments: [String], for component: View, as type: String, foundAs locatorType: String,
        replacing: Set<String>, withinGesture: Bool = false
    ) {
        let identification = identify(component, as: locatorType)
        let command = Command(type, identification.identifier, action, arguments)
        let replaced = log.append(
            command, warnings: identification.warning.map { [$0] } ?? [], for: component, replacing: replacing,
            input: inputSerial, onlyIn: withinGesture ? inputSerial : nil)
        announce(replaced: replaced)
    }

    private func announce(replaced: Bool) {
        guard let bus, log.count > 0 else { return }
        let last = log.recorded(at: log.count - 1)
        bus.publish(CommandRecorded(recorded: last, replacesPrevious: replaced, time: application.clock.now))
    }

    /// The actions that check rather than act: a player that plays them acts on nothing.
    static let checks: Set<String> = ["verify", "verifynot", "verifyregex", "waitfor", "waitfornot"]

    /// Records a check a player just played on the application, as it was written, so that
    /// recording a replay keeps the script's checkpoints where they were.
    func recordPlayedCheck(_ command: Command) {
        guard !isPaused, Self.checks.contains(command.action.lowercased()) else { return }
        inputSerial += 1
        log.dropUnclaimed()
        log.append(command, warnings: [], for: application, replacing: [], input: inputSerial)
        announce(replaced: false)
    }

    /// Records a command for the device, such as `Device * Shake`.
    func recordDevice(_ action: String, _ arguments: [String]) {
        guard !isPaused else { return }
        inputSerial += 1
        log.append(
            Command("Device", "*", action, arguments), warnings: [], for: application, replacing: [], input: inputSerial
        )
        announce(replaced: false)
    }

    /// The identifier of `view` as a `type`, the same for the whole gesture.
    func identify(_ view: View, as type: String) -> Identification {
        let key = ObjectIdentifier(view)
        for known in identities where known.view == key { return known.identification }
        let locator = ComponentLocator(application: application)
        let identification = locator.identify(view, as: type)
        let stamp: ViewsStamp? = nil
        identities.append(Identity(view: key, identification: identification, stamp: stamp))
        return identification
    }

    /// Where the application's names stand: the same stamp, the same names.
    private func namingStamp() -> ViewsStamp {
        ViewsStamp(treeGeneration: ViewsStamp.freshGeneration(), revision: 0)
    }

    /// Forgets, as new input begins, the names that may no longer stand: every name when the
    /// tree or any view's names changed, and ordinals always.
    ///
    /// Naming a component reads every candidate of its type; a person taps the same few
    /// components again and again, between which nothing that names them changes.
    private func forgetIdentities() {
        let now = namingStamp()
        var kept = 0
        for index in identities.indices where identities[index].stamp == now {
            identities.swapAt(kept, index)
            kept += 1
        }
        // A long session on a screen that never changes keeps a bounded list.
        let dropped = kept > Self.identitiesKept ? identities.count : identities.count - kept
        if dropped > 0 { identities.removeLast(dropped) }
    }

    private static let identitiesKept = 32
}
