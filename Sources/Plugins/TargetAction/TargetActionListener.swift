import Components
import Interpose

/// Listens to every control's target-action events and publishes them on the bus.
///
/// Each control event a person's use of a control sends, as its type's ``ComponentCommands``
/// names them (`controlEvents:`: a button's touch up inside, a slider's value changed, a text
/// field's editing events), is published as a ``ControlEvent`` from the control, one event at a
/// time, before the control's own actions for it go out. The listener reads the declarations of
/// the vocabulary it is given, the built-in ones by default: give it yours to hear controls of
/// your own.
///
/// By default the listener advises `Control.sendActionsHook`, which every dispatch
/// of every control whose hooks go through the plugin's registry passes: a control is heard
/// whenever it was made, before or after the listener was installed, in a window or not.
/// ``Mode/perControl(application:)`` instead adds a target-action to each control as it is made,
/// the way FoneMonkey did; see ``Mode``.
///
/// ```swift
/// let host = PluginHost(registry: registry, bus: bus)
/// try host.install(TargetActionListener())
/// bus.subscribe(to: ControlEvent.self) { print($0.control.componentName, $0.events, $0.value) }
/// ```
///
/// A host refuses a second listener (they share one ``id-type.property``). Install and uninstall it on the
/// main actor, as the components it listens to.
public final class TargetActionListener: Plugin {
    /// The plugin's identifier.
    public static let id = "target-action-listener"
    /// The plugin's identifier: ``TargetActionListener/id-type.property``.
    public var id: String { Self.id }

    /// The prefix of the names of the actions a ``Mode/perControl(application:)`` listener adds,
    /// so a listing of a control's actions shows whose they are.
    public static let actionPrefix = "interpose.listener."

    /// How a listener hears controls.
    public enum Mode: Sendable {
        /// Advice on `Control.sendActionsHook` hears every dispatch of every
        /// control of the plugin's registry, whenever and wherever the control was made. The
        /// default.
        case dispatches
        /// An action for each interesting event is added to each control as it is made (through
        /// `View.didInitHook`), and at install to the controls in `application`'s
        /// windows, when one is given.
        ///
        /// The actions show in a control's `Control.targetActions` (named with
        /// ``TargetActionListener/actionPrefix``), go out among its other actions in the order
        /// they were added and through `Application.sendActionHook`, and can be
        /// sent by anyone. A control made before the listener and outside those windows is not
        /// heard. Uninstalling removes the actions.
        case perControl(application: Application? = nil)
    }

    /// How this listener hears controls.
    public let mode: Mode
    /// Which events each control type sends that are worth hearing, and its value.
    public let vocabulary: Vocabulary
    private let state = Locked(State())

    private struct State {
        /// Whether it is installed: the bus it publishes on is handed to its advice and actions.
        var isInstalled = false
        /// The controls given actions, in ``Mode/perControl(application:)``.
        var controls: [WeakControl] = []
    }

    /// Creates a listener.
    ///
    /// - Parameters:
    ///   - mode: How it hears controls: by default, through every dispatch.
    ///   - vocabulary: Which events each control type sends that are worth hearing, and its
    ///     value: the built-in types' by default.
    @MainActor
    public init(mode: Mode = .dispatches, vocabulary: Vocabulary = .standard) {
        (self.mode, self.vocabulary) = (mode, vocabulary)
    }

    /// Adds the advice that hears controls.
    public func install(into context: PluginContext) throws {
        let bus = context.bus
        state.withLock { $0.isInstalled = true }
        switch mode {
        case .dispatches:
            try context.on(Control.sendActionsHook, named: id).onMainActor.before { [self] control, arguments in
                hear(arguments.events, from: control, cause: arguments.event, to: bus)
            }
        case .perControl(let application):
            try context.on(View.didInitHook, named: id, scope: .type(Control.self)).onMainActor.after {
                [weak self] view, _, _ in
                guard let control = view as? Control else { return }
                self?.addActions(to: control, publishingOn: bus)
            }
            guard let application else { return }
            MainActor.assumeIsolated {
                for control in application.windows.flatMap({ $0.views(ofType: Control.self) }) {
                    addActions(to: control, publishingOn: bus)
                }
            }
        }
    }

    /// Removes every action it added.
    public func uninstall() {
        let controls = state.withLock { state in
            defer { state = State() }
            return state.controls
        }
        guard !controls.isEmpty else { return }
        MainActor.assumeIsolated {
            for control in controls.compactMap(\.control) {
                control.removeTarget(self, action: nil, for: .allEvents)
            }
        }
    }

    /// The controls it added actions to (``Mode/perControl(application:)``) that still exist, in
    /// the order it met them; none in the default mode, which adds no actions.
    @MainActor
    public var controls: [Control] {
        state.withLock { $0.controls }.compactMap(\.control)
    }

    /// Publishes each of `events` that `control`'s type declares on `bus`, one at a time.
    @MainActor
    private func hear(_ events: ControlEvents, from control: Control, cause: Event?, to bus: EventBus) {
        let type = vocabulary.type(of: control)
        for one in events.intersection(type.controlEvents).separated {
            publish(one, from: control, as: type, cause: cause, to: bus)
        }
    }

    /// Adds an action per declared event to `control`, once, publishing on `bus`.
    @MainActor
    private func addActions(to control: Control, publishingOn bus: EventBus) {
        guard !control.allTargets.contains(where: { $0 === self }) else { return }
        let isInstalled = state.withLock { state in
            guard state.isInstalled else { return false }
            state.controls.removeAll { $0.control == nil }
            state.controls.append(WeakControl(control: control))
            return true
        }
        guard isInstalled else { return }
        for (name, event) in ControlEvents.named where vocabulary.type(of: control).controlEvents.contains(event) {
            control.addTarget(self, action: Self.actionPrefix + name, for: event) { listener, sender, cause in
                // Anyone may send the action, from a control of another type.
                listener.publish(event, from: sender, as: listener.vocabulary.type(of: sender), cause: cause, to: bus)
            }
        }
    }

    /// Publishes `events` from `control` on `bus`.
    @MainActor
    private func publish(
        _ events: ControlEvents, from control: Control, as type: ScriptType, cause: Event?, to bus: EventBus
    ) {
        guard bus.hasSubscribers(for: ControlEvent.self) else { return }
        bus.publish(ControlEvent(events, from: control, as: type, cause: cause), from: control)
    }
}

/// A control held weakly.
private struct WeakControl: Sendable {
    weak var control: Control?
}
