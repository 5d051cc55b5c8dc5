/// What a gesture recognizer does when its state says so: a named closure and, optionally, the
/// target it runs on.
///
/// Like a control's ``Action``, and unlike UIKit's target and selector pairs, gesture actions
/// are public and enumerable: ``GestureRecognizer/targetActions`` lists them, ``name`` says what
/// each is and ``target`` whom it goes to, so a test can find them without private tricks.
///
/// ```swift
/// // Bound to a target, held weakly; the closure gets the target, typed.
/// GestureAction("dismiss", target: screen) { screen, recognizer in screen.dismiss() }
///
/// // Without a target: the closure is the whole action.
/// GestureAction("log") { recognizer in print(recognizer.state) }
/// ```
///
/// A recognizer's `addTarget(_:action:_:)` builds the first kind with the recognizer typed
/// as its own class. An action bound to a target that has gone away is orphaned: it does
/// nothing, and recognizers drop it.
public struct GestureAction: Sendable {
    /// What the action is called, as listings and recordings show it.
    public let name: String
    /// The object the action is bound to, held weakly; `nil` for an action without a target,
    /// and once the target has gone.
    public private(set) weak var target: (any AnyObject & Sendable)?
    /// The name of the target's type, or `nil` for an action without a target.
    public let targetTypeName: String?
    private let body: @MainActor (AnyObject?, GestureRecognizer) -> Bool

    /// An action bound to `target`, which is held weakly.
    ///
    /// - Parameters:
    ///   - name: What the action is called.
    ///   - target: The object to run on.
    ///   - perform: What to do, given the target and the recognizer sending the action.
    public init<Target: AnyObject & Sendable>(
        _ name: String, target: Target, _ perform: @escaping @MainActor (Target, GestureRecognizer) -> Void
    ) {
        self.name = name
        self.target = target
        self.targetTypeName = String(describing: Target.self)
        self.body = { target, recognizer in
            guard let target = target as? Target else { return false }
            perform(target, recognizer)
            return true
        }
    }

    /// An action without a target: the closure is the whole action.
    ///
    /// - Parameters:
    ///   - name: What the action is called.
    ///   - perform: What to do, given the recognizer sending the action.
    public init(_ name: String, _ perform: @escaping @MainActor (GestureRecognizer) -> Void) {
        self.name = name
        self.targetTypeName = nil
        self.body = { _, recognizer in
            perform(recognizer)
            return true
        }
    }

    /// Whether the action was created bound to a target.
    public var isBound: Bool { targetTypeName != nil }

    /// Whether the action was bound to a target that has gone away.
    public var isOrphaned: Bool { isBound && target == nil }

    /// Performs the action for `recognizer`.
    ///
    /// - Parameter recognizer: The recognizer sending the action.
    /// - Returns: Whether it ran: `false` for an orphaned action.
    @MainActor
    @discardableResult
    public func perform(for recognizer: GestureRecognizer) -> Bool {
        body(target, recognizer)
    }

    /// Whether this is the same action as `other`: same name, and same target or none.
    func matches(_ other: GestureAction) -> Bool {
        name == other.name && isBound == other.isBound && target === other.target
            && targetTypeName == other.targetTypeName
    }
}

extension GestureAction: CustomStringConvertible {
    /// The name and the type of the target it goes to: `dismiss → Screen`, or `log`.
    public var description: String {
        guard let targetTypeName else { return name }
        return "\(name) → \(targetTypeName)"
    }
}
