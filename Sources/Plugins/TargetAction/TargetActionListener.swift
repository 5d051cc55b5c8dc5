import Components
import Interpose
import Synchronization

/// Listens to every control's target-action events and publishes them on the bus.
///
/// The typed form of what recorders once did by swizzling control initializers: through
/// ``Components/View/didInitHook``, each new control gets an action for every event its type
/// declares worth hearing (``Components/Control/interestingEvents``: a button's touch up
/// inside, a slider's value changed, a text field's editing events). Controls that already
/// exist when the plugin is installed get them too, when it is given their application.
/// Each event is published as a ``ControlEvent`` from the control. A control it never met (one
/// created before the plugin, in no window then) is listened to the first time it sends an
/// event worth hearing, through ``Components/Control/sendActionsHook``, before that dispatch
/// goes out, so not even its first event is missed. That advice runs on every dispatch, so the
/// listener adds it only when such controls may exist: when, at install, its registry has more
/// controls (``Components/Control/liveCount(in:)``) than it found in the application's windows.
///
/// ```swift
/// let host = PluginHost(registry: registry, bus: bus)
/// try host.install(TargetActionListener(application: app))
/// bus.subscribe(to: ControlEvent.self) { print($0.control.componentName, $0.events, $0.value) }
/// ```
///
/// Uninstalling removes every action it added and nothing else; a host refuses a second
/// listener (they share one ``id``). Install and uninstall it on the main actor, as the
/// components it listens to.
public final class TargetActionListener: Plugin {
    /// The plugin's identifier.
    public static let id = "target-action-listener"
    /// The plugin's identifier: ``TargetActionListener/id``.
    public var id: String { Self.id }

    /// The prefix of the names of the actions it adds, so a listing of a control's actions
    /// shows whose they are.
    public static let actionPrefix = "interpose.listener."

    private let application: Application?
    private let state = Mutex(State())

    private struct State {
        var bus: EventBus?
        var controls: [WeakControl] = []
    }

    /// Creates a listener.
    ///
    /// - Parameter application: When given, the controls already in its windows are listened
    ///   to at install; controls created later are found through the init hook either way.
    public init(application: Application? = nil) {
        self.application = application
    }

    /// Adds the init advice, and listens to the controls that already exist.
    public func install(into context: PluginContext) throws {
        state.withLock { $0.bus = context.bus }
        try context.on(View.didInitHook, named: id, scope: .type(Control.self)).onMainActor.after {
            [weak self] view, _, _ in
            guard let self, let control = view as? Control else { return }
            self.listen(to: control)
        }
        // Every control made from now on is met as it is made; the walk meets those in the
        // application's windows. Only when controls of this registry are left over (in no
        // window, or no application given) must each dispatch check its control: that advice
        // costs every dispatch of every control, so it is added only then.
        let found = MainActor.assumeIsolated { listenToWindows(of: context.registry) }
        guard Control.liveCount(in: context.registry) > found else { return }
        // Held strongly: the advice goes when the listener is uninstalled, and a weak capture
        // would cost a checked load on every dispatch of every control. Only a dispatch of an
        // event the listener would hear needs its actions in place: a tap's touch down need not
        // look for them.
        try context.on(Control.sendActionsHook, named: id).onMainActor.before { [self] control, arguments in
            guard !arguments.events.isDisjoint(with: type(of: control).interestingEvents) else { return }
            listen(to: control)
        }
    }

    /// Listens to the controls in the application's windows, if it was given one.
    ///
    /// - Returns: How many of them use `registry`.
    @MainActor
    private func listenToWindows(of registry: AspectRegistry) -> Int {
        guard let application else { return 0 }
        var found = 0
        for control in application.windows.flatMap({ $0.views(ofType: Control.self) }) {
            listen(to: control)
            if control.aspectRegistry === registry { found += 1 }
        }
        return found
    }

    /// Removes every action it added.
    public func uninstall() {
        let controls = state.withLock { state in
            defer { state = State() }
            return state.controls
        }
        MainActor.assumeIsolated {
            for control in controls.compactMap(\.control) {
                control.removeTarget(self, action: nil, for: .allEvents)
            }
        }
    }

    /// The controls it listens to that still exist, in the order it met them.
    @MainActor
    public var controls: [Control] {
        state.withLock { $0.controls.compactMap(\.control) }
    }

    /// Adds an action per interesting event to `control`, once.
    @MainActor
    func listen(to control: Control) {
        // The control itself says whether it has the listener's actions: no search of every
        // control heard so far on each dispatch.
        guard !control.hasAction(targeting: self) else { return }
        let isNew = state.withLock { state in
            guard state.bus != nil else { return false }
            state.controls.removeAll { $0.control == nil }
            state.controls.append(WeakControl(control: control))
            return true
        }
        guard isNew else { return }
        let interesting = type(of: control).interestingEvents
        // The control's class fixes how its value is read: worked out once, here, for any
        // sender of that class (anyone may send the action from another control).
        let (reading, readingClass) = (ControlValue.Reading(control), ObjectIdentifier(type(of: control)))
        for (name, event) in ControlEvents.named where interesting.contains(event) {
            control.addTarget(self, action: Self.actionPrefix + name, for: event) { listener, sender, cause in
                let senderReading = ObjectIdentifier(type(of: sender)) == readingClass ? reading : .init(sender)
                listener.publish(event, from: sender, reading: senderReading, cause: cause)
            }
        }
    }

    /// Publishes `events` from `control`, at the time of their cause (an input event is sent
    /// at its own time on the clock), or the clock's time when nothing caused them. `reading`
    /// must be the one made for `control`'s class.
    @MainActor
    private func publish(_ events: ControlEvents, from control: Control, reading: ControlValue.Reading, cause: Event?) {
        guard let bus = currentBus() else { return }
        let event = ControlEvent(
            control: control, events: events, value: reading.value(of: control), cause: Self.shown(cause, by: control),
            time: cause?.timestamp ?? control.application?.clock.now ?? 0)
        bus.publish(event, from: control)
    }

    /// `cause` as subscribers see it: for a secure text field, with the keys typed hidden.
    /// Only key presses type text, so no other event needs a look at the control.
    @MainActor
    private static func shown(_ cause: Event?, by control: Control) -> Event? {
        guard let cause, cause.type == .presses, (control as? TextField)?.isSecureTextEntry == true else {
            return cause
        }
        return cause.hidingTypedText()
    }
}

extension TargetActionListener {
    /// The bus events go to while installed. Not main-actor code: a main-actor closure handed
    /// to `withLock` would check its executor on every event.
    fileprivate nonisolated func currentBus() -> EventBus? {
        state.withLock { $0.bus }
    }
}

/// A control held weakly.
private struct WeakControl: Sendable {
    weak var control: Control?
}
