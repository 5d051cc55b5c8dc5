import Interpose

/// Registering actions and sending them.
extension Control {
    /// Every registration, in the order made; orphaned actions (whose target has gone) are left
    /// out.
    public var targetActions: [TargetAction] {
        registrations.filter { !$0.action.isOrphaned }
    }

    /// The targets of bound actions, each once, in registration order.
    public var allTargets: [AnyObject] {
        var targets: [AnyObject] = []
        for registration in targetActions {
            guard let target = registration.action.target, !targets.contains(where: { $0 === target }) else {
                continue
            }
            targets.append(target)
        }
        return targets
    }

    /// Every event some action is registered for.
    public var allControlEvents: ControlEvents {
        targetActions.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// The actions registered for any of `events`, in registration order.
    public func actions(for events: ControlEvents) -> [Action] {
        targetActions.filter { !$0.events.isDisjoint(with: events) }.map(\.action)
    }

    /// Registers `action` for `events`. Registering the same action again (same name and
    /// target) adds the events to it and keeps one registration.
    public func addAction(_ action: Action, for events: ControlEvents) {
        registrations.removeAll { $0.action.isOrphaned }
        if let index = registrations.firstIndex(where: { $0.action.matches(action) }) {
            registrations[index].events.formUnion(events)
        } else {
            registrations.append(TargetAction(action: action, events: events))
        }
    }

    /// Registers an action bound to `target` for `events`, and returns it.
    ///
    /// ```swift
    /// button.addTarget(editor, action: "save", for: .touchUpInside) { editor, _, _ in editor.save() }
    /// ```
    ///
    /// - Parameters:
    ///   - target: The object to run on, held weakly.
    ///   - name: What the action is called.
    ///   - events: The events that send it.
    ///   - perform: What to do, given the target, the sending control and the event.
    @discardableResult
    public func addTarget<Target: AnyObject & Sendable>(
        _ target: Target, action name: String, for events: ControlEvents,
        _ perform: @escaping @MainActor (Target, Control, Event?) -> Void
    ) -> Action {
        let action = Action(name, target: target, perform)
        addAction(action, for: events)
        return action
    }

    /// Stops sending actions for `events`: those bound to `target` (any, when `nil`) and named
    /// `name` (any, when `nil`). A registration left with no events goes.
    public func removeTarget(_ target: AnyObject?, action name: String?, for events: ControlEvents) {
        for index in registrations.indices {
            let action = registrations[index].action
            guard target.map({ $0 === action.target }) ?? true, name.map({ $0 == action.name }) ?? true else {
                continue
            }
            registrations[index].events.subtract(events)
        }
        registrations.removeAll { $0.events.isEmpty || $0.action.isOrphaned }
    }

    /// Stops sending `action` (matched by name and target) for `events`.
    public func removeAction(_ action: Action, for events: ControlEvents = .allEvents) {
        for index in registrations.indices where registrations[index].action.matches(action) {
            registrations[index].events.subtract(events)
        }
        registrations.removeAll { $0.events.isEmpty || $0.action.isOrphaned }
    }

    /// Sends the actions registered for any of `events`, through ``sendActionsHook``.
    ///
    /// Controls call this as touches and values change; call it yourself to act as the control
    /// would. Each action goes out once, in registration order, through
    /// ``sendAction(_:to:for:)``.
    ///
    /// - Parameters:
    ///   - events: The events that happened.
    ///   - event: The input event that caused them, if any.
    public func sendActions(for events: ControlEvents, with event: Event? = nil) {
        Control.sendActionsHook.call(self, (events, event)) { control, arguments in
            control.dispatchActions(for: arguments.events, event: arguments.event)
        }
    }

    private func dispatchActions(for events: ControlEvents, event: Event?) {
        // The registrations as they are now (an action may add or remove some), read by index
        // so that only the actions that go out are copied.
        let registrations = registrations
        for index in registrations.indices where !registrations[index].events.isDisjoint(with: events) {
            let action = registrations[index].action
            // The target loaded once (a weak load, and a count of the target, each time):
            // an action bound to a target that is gone is orphaned, and sends nothing.
            let target = action.target
            if action.isBound, target == nil { continue }
            sendAction(action, to: target, for: event)
        }
    }
}
