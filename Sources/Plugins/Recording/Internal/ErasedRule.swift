import Components

/// A recording rule with its component's class erased, as a vocabulary keeps it: each call
/// hands the rule its owner's view as the class the rule records, which the vocabulary checked
/// when the rule was declared. A class: every component owner refers to its type's one rule.
@MainActor
final class ErasedRule {
    let capturesSubviews: Bool
    let touchesChanged: @MainActor ([Touch], ComponentOwner, RecordingSession) -> Void
    let componentChanged: @MainActor (any ComponentChange, ComponentOwner, RecordingSession) -> Void
    let gestureEnded: @MainActor (Gesture, ComponentOwner, RecordingSession) -> Void

    /// `rule`, declared for components of `type`.
    ///
    /// - Precondition: The rule records `type` or a superclass of it.
    convenience init<Declared: View>(_ rule: any RecordingRule, for type: Declared.Type) {
        self.init(opening: rule, for: type)
    }

    private init<Rule: RecordingRule, Declared: View>(opening rule: Rule, for type: Declared.Type) {
        precondition(
            type is Rule.Component.Type,
            "\(Rule.self) records \(Rule.Component.self), and \(Declared.self) is not one: declare it for "
                + "\(Rule.Component.self) or a subclass")
        capturesSubviews = rule.capturesSubviews
        touchesChanged = { touches, owner, session in
            rule.touchesChanged(touches, on: owner.view as! Rule.Component, in: .init(session: session, owner: owner))
        }
        componentChanged = { change, owner, session in
            rule.componentChanged(change, on: owner.view as! Rule.Component, in: .init(session: session, owner: owner))
        }
        gestureEnded = { gesture, owner, session in
            rule.gestureEnded(gesture, on: owner.view as! Rule.Component, in: .init(session: session, owner: owner))
        }
    }
}
