/// Registering actions: public and enumerable, unlike UIKit's private target list.
extension GestureRecognizer {
    /// Every action, in the order added; orphaned actions (whose target has gone) are left out.
    ///
    /// ```swift
    /// let swipe = card.gestureRecognizers.first!
    /// swipe.targetActions.map(\.description)   // ["next page → Screen"]
    /// ```
    public var targetActions: [GestureAction] {
        registrations.filter { !$0.isOrphaned }
    }

    /// The targets of bound actions, each once, in the order added.
    public var allTargets: [AnyObject] {
        var targets: [AnyObject] = []
        for action in targetActions {
            guard let target = action.target, !targets.contains(where: { $0 === target }) else { continue }
            targets.append(target)
        }
        return targets
    }

    /// Adds `action`. Adding the same action again (same name and target) keeps one.
    public func addAction(_ action: GestureAction) {
        registrations.removeAll(where: \.isOrphaned)
        guard !registrations.contains(where: { $0.matches(action) }) else { return }
        registrations.append(action)
    }

    /// Stops sending the actions bound to `target` (any, when `nil`) and named `name` (any,
    /// when `nil`): `removeTarget(nil, action: nil)` removes every action.
    public func removeTarget(_ target: AnyObject?, action name: String?) {
        registrations.removeAll { action in
            action.isOrphaned
                || (target.map { $0 === action.target } ?? true) && (name.map { $0 == action.name } ?? true)
        }
    }

    /// Stops sending `action` (matched by name and target).
    public func removeAction(_ action: GestureAction) {
        registrations.removeAll { $0.isOrphaned || $0.matches(action) }
    }
}

/// The recognizer methods whose closures get the recognizer typed as its own class. Every
/// ``GestureRecognizer`` conforms; do not adopt it yourself.
@MainActor
public protocol _TypedGestureRecognizer: GestureRecognizer {}

extension GestureRecognizer: _TypedGestureRecognizer {}

extension _TypedGestureRecognizer {
    /// Adds an action bound to `target`, and returns it; the closure gets the recognizer as its
    /// own class.
    ///
    /// ```swift
    /// pan.addTarget(board, action: "move piece") { board, pan in
    ///     board.move(by: pan.translation(in: board.view))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - target: The object to run on, held weakly.
    ///   - name: What the action is called.
    ///   - perform: What to do, given the target and the recognizer.
    /// - Returns: The action, for ``GestureRecognizer/removeAction(_:)``.
    @discardableResult
    public func addTarget<Target: AnyObject & Sendable>(
        _ target: Target, action name: String, _ perform: @escaping @MainActor (Target, Self) -> Void
    ) -> GestureAction {
        let action = GestureAction(name, target: target) { target, recognizer in
            guard let recognizer = recognizer as? Self else { return }
            perform(target, recognizer)
        }
        addAction(action)
        return action
    }

    /// Adds an action without a target, and returns it; the closure gets the recognizer as its
    /// own class.
    ///
    /// ```swift
    /// pinch.addAction("log") { pinch in print(pinch.scale) }
    /// ```
    ///
    /// - Parameters:
    ///   - name: What the action is called.
    ///   - perform: What to do, given the recognizer.
    /// - Returns: The action, for ``GestureRecognizer/removeAction(_:)``.
    @discardableResult
    public func addAction(_ name: String, _ perform: @escaping @MainActor (Self) -> Void) -> GestureAction {
        let action = GestureAction(name) { recognizer in
            guard let recognizer = recognizer as? Self else { return }
            perform(recognizer)
        }
        addAction(action)
        return action
    }
}
