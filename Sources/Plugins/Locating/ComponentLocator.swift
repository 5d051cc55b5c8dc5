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

    /// The visible views of `type` (answering to `identifier`, when given), in screen order:
    /// one walk of every window, testing each class once.
    private func visible(ofType type: String, answering identifier: String?) -> [View] {
        var walk = Walk(type: type.lowercased(), identifier: identifier)
        for (index, window) in application.windows.enumerated() where !window.isHidden {
            walk.window = index
            walk.visit(window)
        }
        return walk.found.sorted { a, b in
            if a.window != b.window { return a.window < b.window }
            if a.origin.y != b.origin.y { return a.origin.y < b.origin.y }
            if a.origin.x != b.origin.x { return a.origin.x < b.origin.x }
            return a.order < b.order
        }.map(\.view)
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
        let candidates = candidates(ofType: type)
        var ambiguous: (String, Int)?
        for option in Self.options(for: view) {
            let matches = candidates.filter { Self.view($0, answersTo: option) }
            if matches.count == 1, matches[0] === view { return Identification(identifier: option) }
            if ambiguous == nil, matches.count > 1 { ambiguous = (option, matches.count) }
        }
        guard let index = candidates.firstIndex(where: { $0 === view }) else {
            let fallback = Self.options(for: view).first ?? "*"
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

    /// The ways `view` could be named, strongest first; none that a script would read as
    /// special (`*`, `#N`, empty).
    static func options(for view: View) -> [String] {
        let options = [view.accessibilityIdentifier, view.accessibilityLabel, view.tag != 0 ? String(view.tag) : nil]
        return options.compactMap { $0 }.filter { !$0.isEmpty && $0 != "*" && ordinal($0) == nil }
    }
}

/// One walk of a window's views for ``ComponentLocator``: which classes are of the type is
/// worked out once per class, and whether a view can be seen only for the views that match,
/// so each view costs little more than reading its class and its subviews.
@MainActor
private struct Walk {
    let type: String
    let identifier: String?
    var window = 0
    var found: [(view: View, window: Int, origin: Point, order: Int)] = []
    /// The classes met so far and whether each is of the type; a handful, so a list.
    private var classes: [(id: ObjectIdentifier, matches: Bool)] = []
    /// The class met last and whether it matched: siblings often share a class.
    private var lastClass: ObjectIdentifier?
    private var lastMatched = false

    init(type: String, identifier: String?) {
        self.type = type
        self.identifier = identifier
    }

    mutating func visit(_ view: View) {
        let id = ObjectIdentifier(Swift.type(of: view))
        if id == lastClass ? lastMatched : isOfType(view, id), answers(view), Self.isVisible(view) {
            found.append((view, window, view.convert(view.bounds, to: nil).origin, found.count))
        }
        let subviews = view.subviews
        for index in subviews.indices { visit(subviews[index]) }
    }

    private func answers(_ view: View) -> Bool {
        guard let identifier else { return true }
        return ComponentLocator.view(view, answersTo: identifier)
    }

    /// Whether neither `view` nor any view it is inside is hidden or all but transparent.
    private static func isVisible(_ view: View) -> Bool {
        var current: View? = view
        while let next = current {
            if next.isHidden || next.alpha <= 0.01 { return false }
            current = next.superview
        }
        return true
    }

    /// Each class's names, lowercased once.
    private static var names: [ObjectIdentifier: [String]] = [:]

    /// The lowercased names of `view`'s class (`id`) and its superclasses.
    private static func lowercasedNames(of view: View, _ id: ObjectIdentifier) -> [String] {
        if let known = names[id] { return known }
        let chain = TypeNames.chain(of: view).map { $0.name.lowercased() }
        names[id] = chain
        return chain
    }

    private mutating func isOfType(_ view: View, _ id: ObjectIdentifier) -> Bool {
        var matches: Bool?
        for known in classes where known.id == id { matches = known.matches }
        if matches == nil {
            matches = Self.lowercasedNames(of: view, id).contains(type)
            classes.append((id, matches ?? false))
        }
        lastClass = id
        lastMatched = matches ?? false
        return lastMatched
    }
}
