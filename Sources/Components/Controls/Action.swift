/// What a control does when one of its events happens: a named, typed closure and,
/// optionally, the target it runs on.
///
/// Actions stand in for Objective-C's target and selector, and unlike them they are public,
/// enumerable and type checked: ``Control/targetActions`` lists them, ``name`` says what they
/// are, ``target`` who they go to.
///
/// There are three kinds:
///
/// ```swift
/// // Bound to a target, held weakly; the closure gets the target, typed.
/// Action("save", target: editor) { editor, sender, event in editor.save() }
///
/// // Without a target: the closure is the whole action.
/// Action("log") { sender, event in print("tapped", sender) }
///
/// // Sent up the responder chain to the first responder of a type (a nil-targeted action).
/// Action("copy", toFirstResponder: Canvas.self) { canvas, sender, _ in canvas.copySelection() }
/// ```
///
/// An action bound to a target that has gone away is orphaned: it does nothing, and controls
/// drop it.
public struct Action: Sendable {
    /// The action's parts, shared by its copies: a control's dispatch and every listing copy
    /// actions, and a copy of one reference costs a retain where a weak field and three others
    /// cost a dozen runtime calls.
    private let storage: Storage

    /// What the action is called, as listings and recordings show it.
    public var name: String { storage.name }
    /// The object the action is bound to, held weakly; `nil` for the other kinds, and once the
    /// target has gone.
    public var target: (any AnyObject & Sendable)? { storage.target }
    /// The name of the type the action runs on, or `nil` for an action without a target.
    public var targetTypeName: String? { storage.targetTypeName }
    /// Whether the action was created bound to a target.
    public var isBound: Bool { storage.isBound }

    /// An action bound to `target`, which is held weakly.
    ///
    /// - Parameters:
    ///   - name: What the action is called.
    ///   - target: The object to run on.
    ///   - perform: What to do, given the target, the sending control and the event.
    public init<Target: AnyObject & Sendable>(
        _ name: String, target: Target, _ perform: @escaping @MainActor (Target, Control, Event?) -> Void
    ) {
        storage = Storage(
            name: name, target: target, targetTypeName: String(describing: Target.self), isBound: true,
            body: Self.typed(perform))
    }

    /// An action without a target: the closure is the whole action.
    ///
    /// - Parameters:
    ///   - name: What the action is called.
    ///   - perform: What to do, given the sending control and the event.
    public init(_ name: String, _ perform: @escaping @MainActor (Control, Event?) -> Void) {
        storage = Storage(
            name: name, target: nil, targetTypeName: nil, isBound: false,
            body: { _, sender, event in
                perform(sender, event)
                return true
            })
    }

    /// An action sent up the responder chain, from the first responder, to the first responder
    /// of type `type`.
    ///
    /// - Parameters:
    ///   - name: What the action is called.
    ///   - type: The type of responder that performs it.
    ///   - perform: What to do, given that responder, the sending control and the event.
    public init<Target: AnyObject & Sendable>(
        _ name: String, toFirstResponder type: Target.Type,
        _ perform: @escaping @MainActor (Target, Control, Event?) -> Void
    ) {
        storage = Storage(
            name: name, target: nil, targetTypeName: String(describing: Target.self), isBound: false,
            body: Self.typed(perform))
    }

    /// Whether the action runs on a target (bound, or found in the responder chain).
    public var needsTarget: Bool { targetTypeName != nil }

    /// Whether the action was bound to a target that has gone away.
    public var isOrphaned: Bool { isBound && target == nil }

    /// Performs the action on `target`.
    ///
    /// - Parameters:
    ///   - target: The object to run on; ignored by an action without a target.
    ///   - sender: The control sending the action.
    ///   - event: The event that caused it, if any.
    /// - Returns: Whether it ran: `false` when it needs a target and `target` is missing or of
    ///   another type.
    @MainActor
    public func perform(on target: AnyObject?, sender: Control, event: Event?) -> Bool {
        storage.body(target, sender, event)
    }

    /// Whether this is the same action as `other`: same name, and same target or none.
    func matches(_ other: Action) -> Bool {
        storage === other.storage
            || name == other.name && isBound == other.isBound && target === other.target
                && targetTypeName == other.targetTypeName
    }

    private static func typed<Target: AnyObject>(
        _ perform: @escaping @MainActor (Target, Control, Event?) -> Void
    ) -> @MainActor (AnyObject?, Control, Event?) -> Bool {
        { target, sender, event in
            guard let target else { return false }
            // A target of exactly the type (the usual case, and every bound action's) needs no
            // run-time cast; a subclass, or a responder of another type, takes the cast.
            if ObjectIdentifier(type(of: target)) == ObjectIdentifier(Target.self) {
                perform(unsafeDowncast(target, to: Target.self), sender, event)
                return true
            }
            guard let target = target as? Target else { return false }
            perform(target, sender, event)
            return true
        }
    }
}

extension Action {
    /// What an action is made of, immutable once made.
    fileprivate final class Storage: Sendable {
        let name: String
        weak let target: (any AnyObject & Sendable)?
        let targetTypeName: String?
        let isBound: Bool
        let body: @MainActor (AnyObject?, Control, Event?) -> Bool

        init(
            name: String, target: (any AnyObject & Sendable)?, targetTypeName: String?, isBound: Bool,
            body: @escaping @MainActor (AnyObject?, Control, Event?) -> Bool
        ) {
            self.name = name
            self.target = target
            self.targetTypeName = targetTypeName
            self.isBound = isBound
            self.body = body
        }
    }
}

extension Action: CustomStringConvertible {
    /// The name and whom the action goes to: `save → Editor`, `copy → first Canvas`, `log`.
    public var description: String {
        guard let targetTypeName else { return name }
        return isBound ? "\(name) → \(targetTypeName)" : "\(name) → first \(targetTypeName)"
    }
}

/// One registration on a control: an action and the events it runs for.
public struct TargetAction: Sendable, CustomStringConvertible {
    /// The action.
    public let action: Action
    /// The events that send it.
    public internal(set) var events: ControlEvents

    /// The action and its events: `save → Editor for [touchUpInside]`.
    public var description: String { "\(action) for \(events)" }
}
