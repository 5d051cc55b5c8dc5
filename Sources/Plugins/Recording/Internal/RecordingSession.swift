import Components
import Interpose

/// The recorder at work, on the main actor: a thin shell around one ``RecorderState``. It
/// tells the state what happened, carries out the ``RecorderAction`` the state returns (reads
/// the components, calls their rules, publishes what they record), and names components.
///
/// Input reaches it at three moments (<doc:HowATouchBecomesALine>): raw events before the
/// application routes them (``willSend(_:)``), changes components report while they are routed
/// (``changed(_:_:)``), and the end of routing (``didSend(_:)``); and device-level moments
/// (``recordDevice(_:_:)``).
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

    // MARK: The three moments

    /// Before the application routes `event`: a first touch begins a gesture, and the touches
    /// that changed go to the gesture's owner.
    func willSend(_ event: Event) {
        guard !state.isPaused else { return }
        switch event.type {
        case .touches:
            let touches = event.allTouches
            if !state.isInGesture, let first = touches.first(where: { $0.phase == .began }) { begin(on: first.view) }
            carry(state.follow(touches))
        case .presses:
            let target = application.firstResponder
            state.press(event.allPresses, to: target, secure: (target as? TextField)?.isSecureTextEntry ?? false)
        case .motion:
            guard event.subtype == .motionShake, event.motionPhase == .ended else { return }
            state.log.note(RawEvent(.motion, time: event.timestamp, detail: "shake"))
            recordDevice("Shake", [])
        }
    }

    /// While the application routes an event, `component` reported `change`: its owner's rule
    /// hears it if a person caused it.
    func changed(_ component: View, _ change: any ComponentChange) {
        carry(state.hear(change, from: component, at: application.clock.now))
    }

    /// After the application routed `event`: once every finger lifted, the gesture is over.
    func didSend(_ event: Event) {
        carry(state.finishRouting(event))
    }

    /// A gesture recognizer on the touched view or around it recognized its gesture.
    func recognized(_ recognizer: GestureRecognizer) {
        state.recognized(recognizer, tolerance: application.tapMovementTolerance)
    }

    private func begin(on view: View?) {
        let start = GestureStart.touching(view, vocabulary: vocabulary)
        let owner = start.owner
        state.beginGesture(on: view, start: consume start)
        // A component that captures its subviews' touches (a navigation bar's back button) is
        // named now, before what the touch sets off (a pop) renames it.
        if let owner, owner.type.capturesSubviews { _ = identify(owner.view, as: owner.type) }
    }

    /// Does what the state asked.
    private func carry(_ action: consuming RecorderAction) {
        switch consume action {
        case .none: break
        case .handTouches(let touches, let owner, true):
            owner.touchesChanged(touches, in: self)
        case .handTouches(let touches, let owner, false):
            for phase in TouchPhase.allCases {
                let inPhase = touches.filter { $0.phase == phase }
                if !inPhase.isEmpty { owner.touchesChanged(inPhase, in: self) }
            }
        case .handChange(let change, let component, let owner):
            let owner = owner ?? GestureStart.touching(component, notingPlaces: false, vocabulary: vocabulary).owner
            owner?.componentChanged(change, in: self)
        case .handGesture(let gesture):
            gesture.owner?.gestureEnded(gesture.gesture(tolerance: application.tapMovementTolerance), in: self)
            state.settle()
        case .publish(let replaced):
            announce(replaced: replaced)
        }
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
        _ action: String, _ arguments: [String], for owner: ComponentOwner, replacing: [String],
        withinGesture: Bool = false
    ) {
        let identification = identify(owner.view, as: owner.type)
        var warnings = identification.warning.map { [$0] } ?? []
        if let problem = owner.type.problem(recording: action, arguments) { warnings.append(problem) }
        var command = Command(owner.type.name, identification.identifier, action, arguments)
        dialect.spell(&command, as: owner.type, of: owner.view)
        carry(
            state.record(
                command, as: action, warnings: warnings, for: owner.view, replacing: replacing,
                withinGesture: withinGesture))
    }

    /// Records a check a player just played on the application, as it was written, so that
    /// recording a replay keeps the script's checkpoints where they were.
    func recordPlayedCheck(_ command: Command) {
        let role = vocabulary.type(ofClass: View.self).action(for: command)?.role
        guard role == .check || role == .waitFor || role == .waitForNot else { return }
        carry(state.recordInput(command, for: application, withRawEvents: false))
    }

    /// Records a command for the device, such as `Device * Shake`.
    func recordDevice(_ action: String, _ arguments: [String]) {
        carry(state.recordInput(Command("Device", "*", action, arguments), for: application, withRawEvents: true))
    }

    private func announce(replaced: Bool) {
        guard let bus, bus.hasSubscribers(for: CommandRecorded.self), state.log.count > 0 else { return }
        let last = state.log.recorded(at: state.log.count - 1)
        bus.publish(CommandRecorded(recorded: last, replacesPrevious: replaced, time: application.clock.now))
    }
}
