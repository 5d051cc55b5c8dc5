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
    /// The classes met so far and whether each is of the type; a handful, so a list.
    private var classes: [(id: ObjectIdentifier, matches: Bool)] = []
    /// The class met last and whether it matched: siblings often share a class.
    private var last: (id: ObjectIdentifier, matches: Bool)?

    init(type: String) {
        self.type = type
    }

    mutating func visit(_ view: View, window: Int) {
        if isOfType(view) { found.append(view, window: window) }
        let subviews = view.subviews
        for index in subviews.indices { visit(subviews[index], window: window) }
    }

    private mutating func isOfType(_ view: View) -> Bool {
        let id = ObjectIdentifier(Swift.type(of: view))
        if let last, last.id == id { return last.matches }
        let matches = known(id) ?? remember(id, matches: TypeNames.view(view, isA: type))
        last = (id, matches)
        return matches
    }

    /// Whether the class `id` is of the type, if it was met before: a loop, not a closure, as
    /// it runs at every change of class along the walk.
    private func known(_ id: ObjectIdentifier) -> Bool? {
        for entry in classes where entry.id == id { return entry.matches }
        return nil
    }

    private mutating func remember(_ id: ObjectIdentifier, matches: Bool) -> Bool {
        classes.append((id, matches))
        return matches
    }
}

extension TypeCandidates {
    /// Adds `view`, in the window at `window`.
    fileprivate mutating func append(_ view: View, window: Int) {
        views.append(view)
        windows.append(window)
    }
}
