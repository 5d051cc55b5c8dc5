import Components

/// The views of each type a script names in an application's windows, hidden or not, in search
/// order (window by window, each tree depth first, back to front), kept while the application's
/// view tree keeps its shape (`Application.viewTreeRevision`): the one cache of
/// finding and naming.
///
/// A view's class never changes, and its place only with the tree's shape, so a list stays
/// right while the revision holds; everything else a look depends on (names, hidden, alpha,
/// frames) the ``ComponentLocator`` reads off each view every time. A player and a recorder
/// each keep one, so a command's look visits the views of its type alone. Views are held
/// weakly: keeping a list keeps no view alive.
@MainActor
final class TypeIndex {
    private struct Found {
        weak var view: View?
        let window: Int
    }

    private var revision: Int?
    private var lists: [String: [Found]] = [:]

    /// The views of the type a script calls `type` in `application`.
    func views(ofType type: String, in application: Application) -> [(view: View, window: Int)] {
        var views: [(view: View, window: Int)] = []
        visit(ofType: type, in: application) { views.append(($0, $1)) }
        return views
    }

    /// Calls `body` with each view of the type a script calls `type` in `application`, and its
    /// window's index, in search order.
    func visit(ofType type: String, in application: Application, _ body: (View, Int) -> Void) {
        if revision != application.viewTreeRevision {
            (revision, lists) = (application.viewTreeRevision, [:])
        }
        let kept = lists[type] ?? list(ofType: type, in: application)
        for index in kept.indices { if let view = kept[index].view { body(view, kept[index].window) } }
    }

    /// The views of the type a script calls `type` in `application`, found by a walk of its
    /// windows, and kept.
    private func list(ofType type: String, in application: Application) -> [Found] {
        var found: [Found] = []
        let wanted = type.lowercased()
        for (index, window) in application.windows.enumerated() {
            Self.collect(window, ofType: wanted, window: index, into: &found)
        }
        lists[type] = found
        return found
    }

    /// Appends `view` and the views inside it, depth first, that are of the type a script calls
    /// `type` (in lower case).
    private static func collect(_ view: View, ofType type: String, window: Int, into found: inout [Found]) {
        if TypeNames.view(view, isA: type) { found.append(Found(view: view, window: window)) }
        for subview in view.subviews { collect(subview, ofType: type, window: window, into: &found) }
    }
}
