import Components

/// The rules a ``Recorder`` uses, by component class, found along the class hierarchy.
///
/// ``standard`` has a rule for every built-in component; register your own for your types
/// (a rule for a class also serves its subclasses, unless they have their own):
///
/// ```swift
/// var rules = RecordingRules.standard
/// rules.register(SketchRule(), for: SketchPad.self)
/// rules.register(IgnoreRule(), for: DecorationView.self)   // record nothing on these
/// ```
@MainActor
public struct RecordingRules {
    /// A rule as it applies to one component class: the rule, and the names its commands use.
    ///
    /// What a rule says of itself (``RecordingRule/componentType``,
    /// ``RecordingRule/capturesSubviews``) is read once, here; a recorder keeps one of these
    /// per class it meets.
    final class ClassRule: Sendable {
        let rule: any RecordingRule
        /// The name scripts give the component's type: the rule's ``RecordingRule/componentType``,
        /// or the component's class name.
        let componentType: String
        /// The type name the locator finds the component by, as a player does: the class the
        /// rule is registered for when the rule names the type itself (`Sketch` for
        /// `Sketchpad`), otherwise the component's class.
        let locatorType: String
        /// Whether touches on the component's subviews are the component's.
        let capturesSubviews: Bool

        /// `rule`, registered for the class named `ruleClass`, on a component whose own class
        /// is named `viewClass`.
        @MainActor
        init(rule: any RecordingRule, viewClass: String, ruleClass: String) {
            self.rule = rule
            let named = rule.componentType
            componentType = named ?? viewClass
            locatorType = named == nil ? viewClass : ruleClass
            capturesSubviews = rule.capturesSubviews
        }
    }

    /// A component and its class's rule.
    ///
    /// A class: a recorder hands one match around a gesture's every event (the tracker, each
    /// rule call's context), and a reference is one retain.
    final class Match {
        let view: View
        let classRule: ClassRule

        var rule: any RecordingRule { classRule.rule }
        var componentType: String { classRule.componentType }
        var locatorType: String { classRule.locatorType }

        init(view: View, classRule: ClassRule) {
            self.view = view
            self.classRule = classRule
        }

        // The rule's calls, made here so that the view is passed as this match holds it: passed
        // from outside, it is counted (slowly: views are referenced weakly) for each call.

        /// The rule hears touches that changed on the component.
        @MainActor
        func touchesChanged(_ touches: [Touch], in session: RecordingSession) {
            rule.touchesChanged(touches, on: view, in: RecordingContext(session: session, match: self))
        }

        /// The rule hears a change the component reported.
        @MainActor
        func componentChanged(_ change: ComponentChange, in session: RecordingSession) {
            rule.componentChanged(change, on: view, in: RecordingContext(session: session, match: self))
        }

        /// The rule hears a gesture on the component that ended.
        @MainActor
        func gestureEnded(_ gesture: Gesture, in session: RecordingSession) {
            rule.gestureEnded(gesture, on: view, in: RecordingContext(session: session, match: self))
        }
    }

    private var entries: [ObjectIdentifier: any RecordingRule] = [:]

    /// No rules at all: nothing is recorded until rules are registered.
    public init() {}

    /// A rule for every built-in component: taps on buttons, slides, toggles, steps, segments,
    /// text, picker and table selections, scrolls and zooms, the back button of a navigation
    /// bar, and gestures on any other view.
    public static var standard: RecordingRules {
        var rules = RecordingRules()
        rules.register(ViewRule(), for: View.self)
        rules.register(ButtonRule(), for: Button.self)
        rules.register(SliderRule(), for: Slider.self)
        rules.register(SwitchRule(), for: Switch.self)
        rules.register(StepperRule(), for: Stepper.self)
        rules.register(SegmentedControlRule(), for: SegmentedControl.self)
        rules.register(TextFieldRule(), for: TextField.self)
        rules.register(PickerViewRule(), for: PickerView.self)
        rules.register(ScrollViewRule(), for: ScrollView.self)
        rules.register(TableViewRule(), for: TableView.self)
        rules.register(NavigationBarRule(), for: NavigationBar.self)
        rules.register(IgnoreRule(), for: Window.self)
        return rules
    }

    /// Uses `rule` for `type` and its subclasses that have no rule of their own, replacing any
    /// rule `type` had.
    public mutating func register<V: View>(_ rule: some RecordingRule, for type: V.Type) {
        entries[ObjectIdentifier(type)] = rule
    }

    /// Removes the rule registered for `type`, so it falls back to its superclass's.
    public mutating func removeRule<V: View>(for type: V.Type) {
        entries[ObjectIdentifier(type)] = nil
    }

    /// The rule of `view`'s class or its nearest superclass that has one.
    func rule(for view: View) -> Match? {
        guard let classRule = classRule(for: view) else { return nil }
        return Match(view: view, classRule: classRule)
    }

    /// The rule `view`'s class uses: its own, or its nearest superclass's.
    func classRule(for view: View) -> ClassRule? {
        let chain = TypeNames.chain(of: view)
        for link in chain {
            guard let rule = entries[link.id] else { continue }
            return ClassRule(rule: rule, viewClass: chain[0].name, ruleClass: link.name)
        }
        return nil
    }
}
