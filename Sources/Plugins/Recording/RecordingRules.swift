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
    /// A component's rule, and the names its commands use.
    struct Match {
        let view: View
        let rule: any RecordingRule
        let componentType: String
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
        for link in TypeNames.chain(of: view) {
            if let rule = entries[link.id] {
                return Match(
                    view: view, rule: rule, componentType: rule.componentType ?? TypeNames.chain(of: view)[0].name)
            }
        }
        return nil
    }

    /// The component that owns what happens to `view`: the outermost view around it whose rule
    /// captures its subviews, else `view` itself.
    func owner(of view: View) -> Match? {
        for ancestor in view.ancestors.reversed() {
            if let match = rule(for: ancestor), match.rule.capturesSubviews { return match }
        }
        return rule(for: view)
    }
}
