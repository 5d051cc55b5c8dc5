import Components

/// Finding a command's component strictly, and making sure a person could touch it.
extension Player {
    /// The one visible component `command` names.
    ///
    /// - Throws: ``PlaybackError/ambiguous(type:identifier:candidates:)`` when several answer,
    ///   ``PlaybackError/hidden(component:)`` when the only one is hidden, and
    ///   ``PlaybackError/notFound(type:identifier:line:others:)`` naming what is on screen.
    func locate(_ command: Command, line: Int) throws(PlaybackError) -> View {
        let type = locatorType(of: command)
        let matches = locator.find(type: type, identifier: command.identifier)
        if matches.count == 1 { return matches[0] }
        if matches.count > 1 {
            throw .ambiguous(
                type: command.componentType, identifier: command.identifier,
                candidates: matches.map { "\(vocabulary.componentName(of: $0)) at \($0.convert($0.bounds, to: nil))" })
        }
        if let hidden = hiddenMatch(for: command, in: locator) {
            throw .hidden(component: vocabulary.componentName(of: hidden))
        }
        throw .notFound(
            type: command.componentType, identifier: command.identifier, line: line,
            others: Self.names(of: locator.candidates(ofType: type)))
    }

    /// A hidden component of the command's type that its identifier names, if there is one.
    private func hiddenMatch(for command: Command, in locator: ComponentLocator) -> View? {
        let identifier = command.identifier
        guard identifier != "*", ComponentLocator.ordinal(identifier) == nil else { return nil }
        return locator.firstHidden(ofType: locatorType(of: command), answering: identifier)
    }

    /// How a not-found message lists what is on screen: each component's identifier, label or
    /// tag, quoted, or its ordinal; at most ten.
    private static func names(of views: [View]) -> [String] {
        var names = views.prefix(10).enumerated().map { index, view in
            ComponentLocator.names(of: view).first.map { "\"\($0)\"" } ?? "#\(index + 1)"
        }
        if views.count > 10 { names.append("and \(views.count - 10) more") }
        return names
    }

    /// Checks that a person could perform `action` on `view`: enabled, accepting touches, on
    /// screen (scrolling it into view inside scroll views first) and not covered where the
    /// action touches it.
    func makeActionable(
        _ view: View, for action: CommandAction, _ command: Command, arguments: ActionArguments
    ) throws(PlaybackError) {
        guard action.touches else { return }
        if Self.chain(from: view, contains: { ($0 as? Control)?.isEnabled == false }) {
            throw .untouchable(.disabled(component: vocabulary.componentName(of: view)))
        }
        if Self.chain(from: view, contains: { !$0.isUserInteractionEnabled }) {
            throw .untouchable(.userInteractionDisabled(component: vocabulary.componentName(of: view)))
        }
        guard let point = try touchPoint(of: action, command, arguments: arguments, on: view), let window = view.window
        else { return }
        scrollIntoView(view, at: point)
        let inWindow = view.convert(point, to: nil)
        guard window.bounds.contains(inWindow) else {
            throw .offScreen(component: vocabulary.componentName(of: view), frame: view.convert(view.bounds, to: nil))
        }
        let hit = window.hitTest(inWindow, with: nil)
        guard let hit, hit.isDescendant(of: view) else {
            throw .untouchable(
                .covered(
                    component: vocabulary.componentName(of: view), by: hit.map { vocabulary.componentName(of: $0) },
                    point: inWindow))
        }
    }

    /// Whether `view` or a view it is inside is one `predicate` picks.
    private static func chain(from view: View, contains predicate: (View) -> Bool) -> Bool {
        var current: View? = view
        while let next = current {
            if predicate(next) { return true }
            current = next.superview
        }
        return false
    }

    /// Scrolls each scroll view around `view`, nearest first, as little as shows `view` (or,
    /// when it is larger than the scroll view, the area around `point`, in `view`'s
    /// coordinates), when `point` is out of its visible bounds.
    ///
    /// The scroll goes through `ScrollView.setContentOffset(_:animated:)`, and so
    /// through its hook and delegate, as a person's scroll to the component would.
    private func scrollIntoView(_ view: View, at point: Point) {
        var ancestor = view.superview
        while let next = ancestor {
            ancestor = next.superview
            guard let scrollView = next as? ScrollView else { continue }
            let target = view.convert(point, to: scrollView)
            guard !scrollView.bounds.contains(target) else { continue }
            let frame = view.convert(view.bounds, to: scrollView)
            let fits = frame.width <= scrollView.bounds.width && frame.height <= scrollView.bounds.height
            let around = Rect(x: target.x - 22, y: target.y - 22, width: 44, height: 44)
            scrollView.scrollRectToVisible(fits ? frame : around, animated: false)
        }
    }
}
