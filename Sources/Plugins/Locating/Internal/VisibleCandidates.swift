import Components

/// The views of a type a person can see now, in search order, each with its window's index:
/// the one loop every look of a ``ComponentLocator`` makes over a type's ``TypeCandidates``
/// (`while let (view, window) = visible.next()`).
///
/// A view is seen when its window is shown and neither it nor a view it is inside is hidden or
/// all but transparent. Given an identifier, only the views that answer to it are looked at for
/// that, which is the cheaper test. An iterator, not a closure: a main-actor closure handed to
/// the standard library checks its executor on every call, and a recorder names a component on
/// every command.
@MainActor
struct VisibleCandidates {
    private let candidates: TypeCandidates
    private let windows: [Window]
    private let identifier: String?
    private var index = 0

    /// The visible views of the type a script calls `type` in `application`'s windows,
    /// answering to `identifier` when one is given.
    init(ofType type: String, in application: Application, answering identifier: String? = nil) {
        candidates = TypeCandidates.of(type: type, in: application)
        windows = application.windows
        self.identifier = identifier
    }

    /// The next visible view and its window's index; `nil` once there are no more.
    mutating func next() -> (view: View, window: Int)? {
        while index < candidates.views.count {
            let (view, window) = (candidates.views[index], candidates.windows[index])
            index += 1
            guard !windows[window].isHidden else { continue }
            if let identifier, !ComponentLocator.view(view, answersTo: identifier) { continue }
            // One call into the components' module: read from here, each of a view's
            // properties is a call of its own.
            if !view.isHiddenInTree { return (view, window) }
        }
        return nil
    }
}
