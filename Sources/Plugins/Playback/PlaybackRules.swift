import Components

/// The ``PlaybackRule``s a ``Player`` uses for component types of the app's own, by class,
/// found along the class hierarchy.
///
/// Built-in components need none: the player knows their actions. Register a rule for each
/// type of yours whose recording rule records actions of its own:
///
/// ```swift
/// var rules = PlaybackRules()
/// rules.register(RatingPlayback(), for: StarRating.self)
/// let player = Player(application: app, rules: rules)
/// ```
@MainActor
public struct PlaybackRules {
    private var entries: [ObjectIdentifier: Entry] = [:]

    private struct Entry {
        let rule: any PlaybackRule
        let className: String
    }

    /// No rules: the built-in components' actions only.
    public init() {}

    /// Uses `rule` for `type` and its subclasses that have no rule of their own, replacing any
    /// rule `type` had.
    public mutating func register<V: View>(_ rule: some PlaybackRule, for type: V.Type) {
        entries[ObjectIdentifier(type)] = Entry(rule: rule, className: TypeNames.name(of: type))
    }

    /// Removes the rule registered for `type`, so it falls back to its superclass's.
    public mutating func removeRule<V: View>(for type: V.Type) {
        entries[ObjectIdentifier(type)] = nil
    }

    /// The rule of `view`'s class or its nearest superclass that has one.
    func rule(for view: View) -> (any PlaybackRule)? {
        guard !entries.isEmpty else { return nil }
        for link in TypeNames.chain(of: view) {
            if let entry = entries[link.id] { return entry.rule }
        }
        return nil
    }

    /// The class name a script's type name stands for, when a rule gives its type that name
    /// (`Sketch` for `SketchPad`); `nil` for every other name.
    func className(named typeName: String) -> String? {
        guard !entries.isEmpty else { return nil }
        let wanted = typeName.lowercased()
        return entries.values.first { $0.rule.componentType?.lowercased() == wanted }?.className
    }
}
