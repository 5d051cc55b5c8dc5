import Components
import Interpose

/// The recorder at work, on the main actor: it reads the components, asks their rules what to
/// record, and publishes what they record; what it knows between events is one
/// ``RecorderState``.
///
/// Input reaches it in three ways: raw events before and after `Application.sendEventHook`
/// (``willSend(_:)`` and ``didSend(_:)``), changes components report (``changed(_:_:)``),
/// and device-level moments (``recordDevice(_:_:)``). A change is heard only when a person
/// caused it: during a gesture on that component (or inside it), or while a key goes to it.
@MainActor
final class RecordingSession {
    let application: Application
    let vocabulary: Vocabulary
    var state = RecorderState()
    /// The names commands are written in.
    var dialect = ScriptDialect.interpose
    /// Where each recorded command is announced, once installed.
    var bus: EventBus?
    /// Names components; it keeps which views are of each type while the tree keeps its shape.
    private let locator: ComponentLocator

    init(application: Application, vocabulary: Vocabulary) {
        self.application = application
        self.vocabulary = vocabulary
        locator = ComponentLocator(application: application)
    }

    // MARK: Raw events

    /// Before the application routes `event`: notes it, and starts a gesture on a first touch.
    func willSend(_ event: Event) {
        let (isPaused, isInGesture) = (state.isPaused, state.isInGesture)
        guard !isPaused else { return }
        switch event.type {
        case .touches: willSendTouches(event.allTouches, isInGesture: isInGesture)
        case .presses: willSendPresses(event)
        case .motion: willSendMotion(event)
        }
    }

    /// After the application routed `event`: once every finger lifted, the gesture is over.
    func didSend(_ event: Event) {
        guard let gesture = state.finishRouting(event) else { return }
        // Nothing recorded it yet: its owner's rule hears it whole.
        gesture.owner?.gestureEnded(gesture.gesture(tolerance: application.tapMovementTolerance), in: self)
        state.settle(gesture)
    }

    private func willSendTouches(_ touches: [Touch], isInGesture: Bool) {
        if !isInGesture {
            for touch in touches where touch.phase == .began {
                begin(on: touch.view)
                break
            }
        }
        let (changed, owner, isOnePhase) = state.follow(touches)
        guard let owner, !changed.isEmpty else { return }
        // The rule hears the touches that changed phase by phase: mostly all of them at once.
        if isOnePhase {
            owner.touchesChanged(changed, in: self)
            return
        }
        for phase in TouchPhase.allCases {
            let inPhase = changed.filter { $0.phase == phase }
            if !inPhase.isEmpty { owner.touchesChanged(inPhase, in: self) }
        }
    }

    private func begin(on view: consuming View?) {
        let start = GestureStart.touching(view, vocabulary: vocabulary)
        let owner = start.owner
        state.beginGesture(on: consume view, start: consume start)
        // A component that captures its subviews' touches (a navigation bar's back button) is
        // named now, before what the touch sets off (a pop) renames it.
        if let owner, owner.type.capturesSubviews { _ = identify(owner.view, as: owner.type) }
    }

    private func willSendPresses(_ event: Event) {
        let target = application.firstResponder
        let secure = (target as? TextField)?.isSecureTextEntry ?? false
        state.press(event.allPresses, to: target, secure: secure)
    }

    private func willSendMotion(_ event: Event) {
        guard event.subtype == .motionShake, event.motionPhase == .ended else { return }
        state.log.note(RawEvent(.motion, time: event.timestamp, detail: "shake"))
        recordDevice("Shake", [])
    }

    // MARK: Changes

    /// `component` reported `change`: its owner's rule hears it if a person caused it.
    func changed(_ component: View, _ change: ComponentChange) {
        let (heard, gestureOwner) = state.hear(change, from: component, at: application.clock.now)
        guard heard else { return }
        let owner = gestureOwner ?? GestureStart.touching(component, notingPlaces: false, vocabulary: vocabulary).owner
        owner?.componentChanged(change, in: self)
    }

    /// A gesture recognizer on the touched view or around it recognized its gesture.
    func recognized(_ recognizer: GestureRecognizer) {
        state.recognized(recognizer, tolerance: application.tapMovementTolerance)
    }

    // MARK: Components

    /// The identifier of `view` as a `type`, the same for the whole input.
    func identify(_ view: View, as type: ScriptType) -> Identification {
        if let known = state.name(of: view) { return known }
        // The locator reads the views' names, which an app's own class may compute: outside any
        // access to the state.
        let identification = locator.identify(view, as: type.locatorType)
        state.remember(identification, of: view)
        return identification
    }

    // MARK: Recording

    /// Records `action` for `owner`; see ``RecordingContext/record(_:_:replacing:withinGesture:)``.
    func record(
        _ action: String, _ arguments: [String], for owner: ComponentOwner, replacing: Set<String>,
        withinGesture: Bool = false
    ) {
        let identification = identify(owner.view, as: owner.type)
        var warnings = identification.warning.map { [$0] } ?? []
        if let problem = owner.type.problem(recording: action, arguments) { warnings.append(problem) }
        var command = Command(owner.type.name, identification.identifier, action, arguments)
        dialect.spell(&command, as: owner.type, of: owner.view)
        let actions = dialect.actions(replacing)
        let replaced = state.record(
            consume command, warnings: warnings, for: owner.view, replacing: actions, withinGesture: withinGesture)
        announce(replaced: replaced)
    }

    /// Records a check a player just played on the application, as it was written, so that
    /// recording a replay keeps the script's checkpoints where they were.
    func recordPlayedCheck(_ command: Command) {
        let role = vocabulary.type(ofClass: View.self).action(for: command)?.role
        guard !state.isPaused, role == .check || role == .waitFor || role == .waitForNot else { return }
        state.recordInput(command, for: application, withRawEvents: false)
        announce(replaced: false)
    }

    /// Records a command for the device, such as `Device * Shake`.
    func recordDevice(_ action: String, _ arguments: [String]) {
        guard !state.isPaused else { return }
        state.recordInput(Command("Device", "*", action, arguments), for: application, withRawEvents: true)
        announce(replaced: false)
    }

    private func announce(replaced: Bool) {
        guard let bus, bus.hasSubscribers(for: CommandRecorded.self), state.log.count > 0 else { return }
        let last = state.log.recorded(at: state.log.count - 1)
        bus.publish(CommandRecorded(recorded: last, replacesPrevious: replaced, time: application.clock.now))
    }
}
