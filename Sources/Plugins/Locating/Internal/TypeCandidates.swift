import Components

/// The views of the type a script names in an application's windows, hidden or not, in search
/// order (window by window, each tree depth first, back to front), each with its window's
/// index: worked out by one walk of the tree, and kept by the application until the tree
/// changes shape (``Components/Application/viewTreeValue(for:make:)``).
///
/// A view's class never changes, and its place only with the tree's shape, so the list stays
/// right for as long as the application keeps it; anything else a search depends on
/// (identifiers, labels, hidden, alpha, frames) the ``ComponentLocator`` reads off each view at
/// every look. Finding a `Button` among a thousand labels then looks at the buttons alone,
/// until a view is added, removed or moved.
@MainActor
struct TypeCandidates {
    /// The views, in search order.
    private(set) var views: [View] = []
    /// For each of ``views``, the index of its window among the application's windows.
    private(set) var windows: [Int] = []
    /// Whether every view's class is one of the components' own, whose names
    /// ``Components/View/namingRevision`` counts every change of: a class of an app's own may
    /// compute its label from state of its own.
    private(set) var namesAreCounted = true

    /// What the application keeps the candidates of one type under.
    private struct Key: Hashable {
        let type: String
    }

    /// The candidates of the type a script calls `type` in `application`'s windows.
    static func of(type: String, in application: Application) -> TypeCandidates {
        application.viewTreeValue(for: Key(type: type)) {
            var walk = TypeWalk(type: type.lowercased())
            for (index, window) in application.windows.enumerated() { walk.visit(window, window: index) }
            return walk.found
        }
    }
}

/// One walk of the views for ``TypeCandidates``: which classes are of the type is worked out
/// once per class, so each view costs little more than reading its class and its subviews.
@MainActor
private struct TypeWalk {
    let type: String
    var found = TypeCandidates()
    /// The classes met so far, whether each is of the type, and whether it is one of the
    /// components' own; a handful, so a list.
    private var classes: [ClassMet] = []
    /// The class met last: siblings often share a class.
    private var last: ClassMet?

    private struct ClassMet {
        let id: ObjectIdentifier
        let matches: Bool
        let isBuiltIn: Bool
    }

    init(type: String) {
        self.type = type
    }

    mutating func visit(_ view: View, window: Int) {
        let met = classMet(view)
        if met.matches { found.append(view, window: window, isBuiltIn: met.isBuiltIn) }
        let subviews = view.subviews
        for index in subviews.indices { visit(subviews[index], window: window) }
    }

    private mutating func classMet(_ view: View) -> ClassMet {
        let id = ObjectIdentifier(Swift.type(of: view))
        if let last, last.id == id { return last }
        let met = known(id) ?? remember(view, id)
        last = met
        return met
    }

    /// The class `id`, if it was met before: a loop, not a closure, as it runs at every change
    /// of class along the walk.
    private func known(_ id: ObjectIdentifier) -> ClassMet? {
        for entry in classes where entry.id == id { return entry }
        return nil
    }

    private mutating func remember(_ view: View, _ id: ObjectIdentifier) -> ClassMet {
        let isBuiltIn = String(reflecting: Swift.type(of: view)).hasPrefix("Components.")
        let met = ClassMet(id: id, matches: TypeNames.view(view, isA: type), isBuiltIn: isBuiltIn)
        classes.append(met)
        return met
    }
}

extension TypeCandidates {
    /// Adds `view`, in the window at `window`.
    fileprivate mutating func append(_ view: View, window: Int, isBuiltIn: Bool) {
        views.append(view)
        windows.append(window)
        if !isBuiltIn { namesAreCounted = false }
    }
}
