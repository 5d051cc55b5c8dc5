import Components

/// A recording session's rules, looked up once per component class.
///
/// Finding a component's rule walks its class hierarchy; a recorder asks on every gesture and
/// every change, so each class's rule and script name are kept the first time. The rules
/// themselves are asked each time whether they capture their subviews and what they call
/// their type.
@MainActor
final class RuleLookup {
    /// A class's rule, the name of the class as scripts write it, and the name of the class the
    /// rule is registered for. A class, so that a lookup hands out a reference rather than
    /// copying the rule's existential.
    private final class Resolved {
        let rule: (any RecordingRule)?
        let className: String
        let ruleClassName: String

        init(_ match: RecordingRules.Match?, className: String) {
            self.rule = match?.rule
            self.className = className
            self.ruleClassName = match?.ruleClass ?? className
        }
    }

    let rules: RecordingRules
    /// Each class met, with its rule: a handful, so a list, searched from the class met last.
    private var resolved: [(id: ObjectIdentifier, found: Resolved)] = []
    private var lastHit = 0

    init(rules: RecordingRules) {
        self.rules = rules
    }

    /// The rule of `view`'s class or its nearest superclass that has one; see
    /// ``RecordingRules/rule(for:)``.
    func rule(for view: View) -> RecordingRules.Match? {
        let found = resolve(view)
        guard let rule = found.rule else { return nil }
        return RecordingRules.Match(view: view, rule: rule, viewClass: found.className, ruleClass: found.ruleClassName)
    }

    /// The component that owns what happens to `view`: the outermost view around it whose rule
    /// captures its subviews, else `view` itself.
    func owner(of view: View) -> RecordingRules.Match? {
        var outermost: View?
        var current = view.superview
        while let ancestor = current {
            if resolve(ancestor).rule?.capturesSubviews == true { outermost = ancestor }
            current = ancestor.superview
        }
        return rule(for: outermost ?? view)
    }

    private func resolve(_ view: View) -> Resolved {
        let key = ObjectIdentifier(type(of: view))
        if lastHit < resolved.count, resolved[lastHit].id == key { return resolved[lastHit].found }
        for index in resolved.indices where resolved[index].id == key {
            lastHit = index
            return resolved[index].found
        }
        let found = Resolved(rules.rule(for: view), className: TypeNames.chain(of: view)[0].name)
        resolved.append((key, found))
        lastHit = resolved.count - 1
        return found
    }
}
