import Components

/// Finds components the way scripts name them, and names them the way scripts find them.
///
/// A script names a component by type and identifier. The type matches a view whose class, or
/// any superclass, has that name (ignoring case): `View` matches every view, `Button` every
/// button. The identifier matches a view whose accessibility identifier, accessibility label or
/// tag is exactly that text; `#N` is the N-th such view in screen order (top to bottom, then
/// left to right, in window coordinates) and `*` the first. Only views a person could see are
/// candidates: in a window, and not hidden (nor inside a hidden view).
///
/// The recorder and the player share this one definition, so whatever the recorder writes, the
/// player finds the same component.
///
/// Finding is strict and always reads the screen as it is now, yet does not walk every view
/// each time: the views of each type, in search order, are worked out by one walk after the
/// tree changes shape (a view added, removed or moved, a window added or removed) and kept by
/// the application until the next such change
/// (``Components/Application/viewTreeValue(for:make:)``). Each look then reads the
/// identifier, label, tag, hidden state and frame of the views of the type alone, so finding a
/// `Button` among a thousand labels costs a look at the buttons.
///
/// ```swift
/// let locator = ComponentLocator(application: app)
/// locator.find(type: "Button", identifier: "OK")          // every match, for strict playback
/// locator.identify(okButton, as: "Button").identifier     // "ok", or "#2" with a warning
/// ```
@MainActor
public struct ComponentLocator {
    /// The application whose windows are searched.
    public let application: Application

    /// Creates a locator over `application`'s windows.
    public init(application: Application) {
        self.application = application
    }

    /// Every visible view of the type a script calls `type`, in screen order.
    public func candidates(ofType type: String) -> [View] {
        visible(ofType: type, answering: nil)
    }

    /// Every visible view of `type` that `identifier` names: several when it is ambiguous,
    /// none when nothing matches.
    public func find(type: String, identifier: String) -> [View] {
        if identifier == "*" { return Array(candidates(ofType: type).prefix(1)) }
        if let ordinal = Self.ordinal(identifier) {
            let candidates = candidates(ofType: type)
            return ordinal <= candidates.count ? [candidates[ordinal - 1]] : []
        }
        return visible(ofType: type, answering: identifier)
    }

    /// The visible views of `type` (answering to `identifier`, when given), in screen order.
    ///
    /// The views of the type are the application's ``TypeCandidates``, kept while the tree
    /// keeps its shape; whether each answers and can be seen, and where it is, are read off the
    /// view now (``VisibleCandidates``).
    private func visible(ofType type: String, answering identifier: String?) -> [View] {
        var found: [View] = []
        var windows: [Int] = []
        var visible = VisibleCandidates(ofType: type, in: application, answering: identifier)
        while let (view, window) = visible.next() {
            found.append(view)
            windows.append(window)
        }
        return found.count > 1 ? Self.inScreenOrder(found, windows: windows) : found
    }

    /// `views`, found in search order in the windows at `windows`, sorted by window, then top
    /// to bottom, then left to right in window coordinates; search order breaks ties.
    private static func inScreenOrder(_ views: [View], windows: [Int]) -> [View] {
        let keyed = views.indices.map {
            (window: windows[$0], origin: views[$0].convert(views[$0].bounds, to: nil).origin)
        }
        return views.indices.sorted { a, b in
            if keyed[a].window != keyed[b].window { return keyed[a].window < keyed[b].window }
            if keyed[a].origin.y != keyed[b].origin.y { return keyed[a].origin.y < keyed[b].origin.y }
            if keyed[a].origin.x != keyed[b].origin.x { return keyed[a].origin.x < keyed[b].origin.x }
            return a < b
        }.map { views[$0] }
    }

    /// The first view of `type` in search order, hidden or inside a hidden view, that
    /// `identifier` names: what a person cannot see but a script may mean.
    func firstHidden(ofType type: String, answering identifier: String) -> View? {
        TypeCandidates.of(type: type, in: application).views.first { view in
            view.isHiddenInTree && Self.view(view, answersTo: identifier)
        }
    }

    /// Whether `view`'s accessibility identifier, label or tag is `identifier`.
    public static func view(_ view: View, answersTo identifier: String) -> Bool {
        view.accessibilityIdentifier == identifier || view.accessibilityLabel == identifier
            || (view.tag != 0 && String(view.tag) == identifier)
    }

    /// The N of an `#N` identifier, if it is one.
    public static func ordinal(_ identifier: String) -> Int? {
        guard identifier.first == "#", let number = Int(identifier.dropFirst()), number > 0 else { return nil }
        return number
    }

    /// The identifier a script should use for `view` as a `type`: its accessibility
    /// identifier, label or tag, the first that names it alone among the candidates; otherwise
    /// its ordinal, with a warning.
    public func identify(_ view: View, as type: String) -> Identification {
        // Whether a name is unique needs the visible candidates, not their screen order: count
        // among them as they come, and sort (converting every candidate's frame) only when an
        // ordinal is needed after all. The view answers to each of its options, so an option
        // one candidate answers to names the view alone when the view is a candidate. Loops
        // rather than closures, and no lists: a main-actor closure handed to the standard
        // library checks its executor on every call, and a recorder names a component on
        // every command. Most views are named by an identifier they alone have: that is
        // settled by counting that one option, before reading the others.
        if let identifier = Options.offered(view.accessibilityIdentifier),
            namesAlone(identifier, view, as: type)
        {
            return Identification(identifier: identifier)
        }
        let options = Options(view)
        var counts = (0, 0, 0)
        var isCandidate = false
        var visible = VisibleCandidates(ofType: type, in: application)
        while let (candidate, _) = visible.next() {
            if candidate === view { isCandidate = true }
            if let option = options.first, Self.view(candidate, answersTo: option) { counts.0 += 1 }
            if let option = options.second, Self.view(candidate, answersTo: option) { counts.1 += 1 }
            if let option = options.third, Self.view(candidate, answersTo: option) { counts.2 += 1 }
        }
        var ambiguous: (String, Int)?
        if let found = Self.judge(options.first, count: counts.0, isCandidate, &ambiguous) { return found }
        if let found = Self.judge(options.second, count: counts.1, isCandidate, &ambiguous) { return found }
        if let found = Self.judge(options.third, count: counts.2, isCandidate, &ambiguous) { return found }
        return identifyByOrdinal(view, as: type, ambiguous: ambiguous)
    }

    /// Whether `identification`, which ``identify(_:as:)`` gave for a `type`, stays right while
    /// the tree keeps its shape (``Components/Application/viewTreeGeneration``) and no view's
    /// names or visibility change (``Components/View/namingRevision``).
    ///
    /// It does when it names the view by identifier, label or tag (no warning: an ordinal
    /// depends on places too) and every candidate's label is one the count follows.
    func lasts(_ identification: Identification, as type: String) -> Bool {
        identification.warning == nil && TypeCandidates.of(type: type, in: application).namesAreCounted
    }

    /// Whether `view` is a visible candidate of `type` and the only one that answers to `option`.
    private func namesAlone(_ option: String, _ view: View, as type: String) -> Bool {
        var (count, isCandidate) = (0, false)
        var visible = VisibleCandidates(ofType: type, in: application, answering: option)
        while let (candidate, _) = visible.next() {
            if candidate === view { isCandidate = true }
            count += 1
        }
        return count == 1 && isCandidate
    }

    /// The identification `option` gives when `count` candidates answer to it: the option
    /// itself when it names the view alone; otherwise none, noting the first ambiguous option.
    private static func judge(
        _ option: String?, count: Int, _ isCandidate: Bool, _ ambiguous: inout (String, Int)?
    ) -> Identification? {
        guard let option else { return nil }
        if count == 1, isCandidate { return Identification(identifier: option) }
        if ambiguous == nil, count > 1 { ambiguous = (option, count) }
        return nil
    }

    private func identifyByOrdinal(_ view: View, as type: String, ambiguous: (String, Int)?) -> Identification {
        let candidates = candidates(ofType: type)
        guard let index = candidates.firstIndex(where: { $0 === view }) else {
            let fallback = Self.strongestName(of: view) ?? "*"
            return Identification(identifier: fallback, warning: "\(type) \(fallback) is not visible")
        }
        let ordinal = "#\(index + 1)"
        if let (option, count) = ambiguous {
            return Identification(
                identifier: ordinal,
                warning: "\"\(option)\" matches \(count) \(type) components; recorded by ordinal \(ordinal)")
        }
        return Identification(
            identifier: ordinal,
            warning:
                "\(type) \(ordinal) has no identifier, label or tag; recorded by ordinal, which changes with layout")
    }

    /// The strongest way `view` could be named: its identifier, else its label, else its tag,
    /// none that a script would read as special (`*`, `#N`, empty); `nil` when it has none.
    static func strongestName(of view: View) -> String? {
        let options = Options(view)
        return options.first ?? options.second ?? options.third
    }

    /// The ways a view could be named, strongest first, without building a list: its
    /// identifier, label and tag, each when a script could name it by it.
    @MainActor
    private struct Options {
        let first: String?
        let second: String?
        let third: String?

        init(_ view: View) {
            first = Self.offered(view.accessibilityIdentifier)
            second = Self.offered(view.accessibilityLabel)
            third = Self.offered(view.tag != 0 ? String(view.tag) : nil)
        }

        static func offered(_ option: String?) -> String? {
            guard let option, !option.isEmpty, option != "*", ComponentLocator.ordinal(option) == nil else {
                return nil
            }
            return option
        }
    }
}
