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
/// player finds the same component. Finding is strict and reads the screen as it is now: each
/// look reads the names, visibility and frames of the views of its type. Which views are of a
/// type is worked out by a walk of the windows' trees, which a locator keeps while the tree
/// keeps its shape (a player and a recorder each keep one locator for all their looks).
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

    /// Which views are of each type, kept from look to look while the tree keeps its shape.
    private let index = TypeIndex()

    /// Creates a locator over `application`'s windows.
    public init(application: Application) {
        self.application = application
    }

    /// Every visible view of the type a script calls `type`, in screen order.
    public func candidates(ofType type: String) -> [View] {
        var visible: [(view: View, window: Int)] = []
        for found in index.views(ofType: type, in: application) where !found.view.isHiddenInTree {
            visible.append(found)
        }
        return Self.inScreenOrder(visible)
    }

    /// Every visible view of `type` that `identifier` names: several when it is ambiguous,
    /// none when nothing matches.
    ///
    /// As in MonkeyTalk, `name(N)` is the N-th component, in screen order, that `name` names
    /// (when no component is named `name(N)` itself), and an identifier with `*` (any text) or
    /// `?` (any one character) names every component whose identifier, label or tag fits it.
    public func find(type: String, identifier: String) -> [View] {
        let candidates = candidates(ofType: type)
        if identifier == "*" { return Array(candidates.prefix(1)) }
        if let ordinal = Self.ordinal(identifier) {
            return ordinal <= candidates.count ? [candidates[ordinal - 1]] : []
        }
        let named = candidates.filter { Self.view($0, answersTo: identifier) }
        if !named.isEmpty { return named }
        if let (name, index) = Self.indexed(identifier) {
            let matches = candidates.filter { Self.view($0, answersTo: name) }
            return index <= matches.count ? [matches[index - 1]] : []
        }
        guard identifier.contains(where: { $0 == "*" || $0 == "?" }),
            let pattern = try? Regex(identifier.wildcardRegex)
        else { return [] }
        return candidates.filter { candidate in
            Self.names(of: candidate).contains { $0.wholeMatch(of: pattern) != nil }
        }
    }

    /// The name and N of an `name(N)` identifier, if it is one.
    nonisolated static func indexed(_ identifier: String) -> (name: String, index: Int)? {
        guard identifier.last == ")", let open = identifier.lastIndex(of: "("),
            let index = Int(identifier[identifier.index(after: open)..<identifier.index(before: identifier.endIndex)]),
            index > 0, open > identifier.startIndex
        else { return nil }
        return (String(identifier[..<open]), index)
    }

    /// The first view of `type` in search order, hidden or inside a hidden view, that
    /// `identifier` names: what a person cannot see but a script may mean.
    func firstHidden(ofType type: String, answering identifier: String) -> View? {
        index.views(ofType: type, in: application).lazy.map(\.view).first {
            $0.isHiddenInTree && Self.view($0, answersTo: identifier)
        }
    }

    /// Whether `view`'s accessibility identifier, label or tag is `identifier`.
    public static func view(_ view: View, answersTo identifier: String) -> Bool {
        view.accessibilityIdentifier == identifier || view.accessibilityLabel == identifier
            || (view.tag != 0 && String(view.tag) == identifier)
    }

    /// The N of an `#N` identifier, if it is one.
    public static func ordinal(_ identifier: String) -> Int? {
        guard identifier.utf8.first == UInt8(ascii: "#"), let number = Int(identifier.dropFirst()), number > 0 else {
            return nil
        }
        return number
    }

    /// The identifier a script should use for `view` as a `type`: its accessibility
    /// identifier, label or tag, the first that names it alone among the candidates; otherwise
    /// its ordinal, with a warning.
    public func identify(_ view: View, as type: String) -> Identification {
        // Most views are named by an identifier of their own, which only the views answering to
        // it can share: settled without the other candidates, or their order.
        if let identifier = view.accessibilityIdentifier, Self.isName(identifier), !view.isHiddenInTree {
            var (count, isCandidate) = (0, false)
            index.visit(ofType: type, in: application) { candidate, _ in
                guard Self.view(candidate, answersTo: identifier) else { return }
                if candidate === view {
                    (count, isCandidate) = (count + 1, true)
                } else if !candidate.isHiddenInTree {
                    count += 1
                }
            }
            if count == 1, isCandidate { return Identification(identifier: identifier) }
        }
        return identify(view, as: type, among: candidates(ofType: type))
    }

    /// ``identify(_:as:)`` among `candidates`, the visible views of `type` in screen order.
    func identify(_ view: View, as type: String, among candidates: [View]) -> Identification {
        guard let index = candidates.firstIndex(where: { $0 === view }) else {
            let fallback = Self.names(of: view).first ?? "*"
            return Identification(identifier: fallback, warning: "\(type) \(fallback) is not visible")
        }
        var ambiguous: (option: String, count: Int)?
        for option in Self.names(of: view) {
            // The view answers to each of its names, so one answer is the view's own.
            var count = 0
            for candidate in candidates where Self.view(candidate, answersTo: option) { count += 1 }
            if count == 1 { return Identification(identifier: option) }
            if ambiguous == nil { ambiguous = (option, count) }
        }
        let ordinal = "#\(index + 1)"
        guard let (option, count) = ambiguous else {
            return Identification(
                identifier: ordinal,
                warning:
                    "\(type) \(ordinal) has no identifier, label or tag; recorded by ordinal, which changes with layout"
            )
        }
        return Identification(
            identifier: ordinal,
            warning: "\"\(option)\" matches \(count) \(type) components; recorded by ordinal \(ordinal)")
    }

    /// The ways `view` could be named, strongest first: its identifier, label and tag, each when
    /// a script could name it by it (not empty, `*` or `#N`).
    static func names(of view: View) -> [String] {
        var names: [String] = []
        for name in [view.accessibilityIdentifier, view.accessibilityLabel, view.tag != 0 ? String(view.tag) : nil] {
            guard let name, isName(name) else { continue }
            names.append(name)
        }
        return names
    }

    /// Whether a script could name a view by `name`: not empty, `*` or an ordinal.
    private static func isName(_ name: String) -> Bool {
        !name.isEmpty && name != "*" && ordinal(name) == nil
    }

    /// `views` sorted by window, then top to bottom, then left to right in window coordinates;
    /// search order breaks ties.
    private static func inScreenOrder(_ views: [(view: View, window: Int)]) -> [View] {
        guard views.count > 1 else { return views.map(\.view) }
        let keyed = views.enumerated().map { index, found in
            let origin = found.view.convert(found.view.bounds, to: nil).origin
            return (view: found.view, key: (found.window, origin.y, origin.x, index))
        }
        return keyed.sorted { $0.key < $1.key }.map(\.view)
    }
}
