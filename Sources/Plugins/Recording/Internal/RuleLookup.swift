import Components

/// A recording session's rules, looked up once per component class.
///
/// Finding a component's rule walks its class hierarchy; a recorder asks on every gesture and
/// every change, so each class's rule, with its names, is kept the first time it is met.
///
/// Its stored properties are unchecked for exclusivity, for the reasons ``RecordingSession``
/// gives.
@MainActor
final class RuleLookup {
    let rules: RecordingRules
    /// Each class met, with its rule (or none): a handful, so a list, searched from the class
    /// met last.
    @exclusivity(unchecked) private var resolved: [(id: ObjectIdentifier, found: RecordingRules.ClassRule?)] = []
    @exclusivity(unchecked) private var lastHit = 0
    /// The view ``owner(of:treeGeneration:)`` was last asked about, and its answer: an owner
    /// depends only on the classes of the views around a view, which change only with the
    /// tree's shape, and a person taps the same views again and again. Held weakly, so that
    /// asking keeps no view alive. (Not by identity alone: a view in a window of no application,
    /// or of another, can go and its address come back within one generation of this tree.)
    @exclusivity(unchecked) private weak var recentView: View?
    /// The recent owner, when it is a view around the recent view rather than the view itself
    /// (a navigation bar that captures its back button's touches), held weakly.
    @exclusivity(unchecked) private weak var recentAncestorOwner: View?
    @exclusivity(unchecked) private var recentOwnerIsView = false
    @exclusivity(unchecked) private var recentRule: RecordingRules.ClassRule?
    @exclusivity(unchecked) private var recentGeneration = -1
    /// Whether the view ``owner(of:treeGeneration:)`` was last asked about is a scroll view
    /// or inside one: read off the same walk up, and as lasting.
    @exclusivity(unchecked) private(set) var recentIsInScrollView = true

    init(rules: RecordingRules) {
        self.rules = rules
    }

    /// The component that owns what happens to `view`, in a tree of generation
    /// `treeGeneration`: the outermost view around it whose rule captures its subviews, else
    /// `view` itself.
    func owner(of view: View, treeGeneration: Int) -> RecordingRules.Match? {
        if treeGeneration == recentGeneration, let recentView, recentView === view {
            guard let recentRule else { return nil }
            if recentOwnerIsView { return RecordingRules.Match(view: view, classRule: recentRule) }
            if let recentAncestorOwner { return RecordingRules.Match(view: recentAncestorOwner, classRule: recentRule) }
        }
        var outermost: View?
        var isInScrollView = view is ScrollView
        var current = view.superview
        while let ancestor = current {
            if resolve(ancestor)?.capturesSubviews == true { outermost = ancestor }
            if ancestor is ScrollView { isInScrollView = true }
            current = ancestor.superview
        }
        recentIsInScrollView = isInScrollView
        let owner = outermost ?? view
        let classRule = resolve(owner)
        (recentView, recentAncestorOwner, recentOwnerIsView) = (view, outermost, outermost == nil)
        (recentRule, recentGeneration) = (classRule, treeGeneration)
        // `guard let`, not `map`: a main-actor closure handed to the standard library checks its
        // executor.
        guard let classRule else { return nil }
        return RecordingRules.Match(view: owner, classRule: classRule)
    }

    private func resolve(_ view: View) -> RecordingRules.ClassRule? {
        let key = ObjectIdentifier(type(of: view))
        if lastHit < resolved.count, resolved[lastHit].id == key { return resolved[lastHit].found }
        for index in resolved.indices where resolved[index].id == key {
            lastHit = index
            return resolved[index].found
        }
        let found = rules.classRule(for: view)
        resolved.append((key, found))
        lastHit = resolved.count - 1
        return found
    }
}
