/// Readable descriptions of views and trees of views.
extension View {
    /// The view's type and best identifier, as error messages and dumps name it:
    /// `Button "ok"` (accessibility identifier), `Button label "OK"`, `Button tag 3`, or just
    /// `Button` when it has none.
    public var componentName: String {
        let type = String(describing: Swift.type(of: self))
        if let identifier = accessibilityIdentifier { return "\(type) \"\(identifier)\"" }
        if let label = accessibilityLabel { return "\(type) label \"\(label)\"" }
        if tag != 0 { return "\(type) tag \(tag)" }
        return type
    }

    /// One line about the view: its name, frame, state and anything unusual (hidden, alpha,
    /// touches off, a transform).
    public var summary: String {
        var words = [componentName, "frame=\(frame)"] + stateDescription
        if isHidden { words.append("hidden") }
        if alpha < 1 { words.append("alpha=\(alpha.compactDescription)") }
        if !isUserInteractionEnabled { words.append("interaction=off") }
        if !transform.isIdentity { words.append("transform=\(transform)") }
        if isFirstResponder { words.append("first-responder") }
        return words.joined(separator: " ")
    }

    /// The view and everything inside it, one line each, indented two spaces per level:
    ///
    /// ```
    /// Window frame=(0, 0, 320, 480)
    ///   View "form" frame=(0, 0, 320, 200)
    ///     TextField "name" frame=(20, 20, 280, 32) text="Joe"
    ///     Button "ok" frame=(20, 80, 100, 44) title="OK"
    /// ```
    public var treeDescription: String {
        treeLines(depth: 0).joined(separator: "\n")
    }

    func treeLines(depth: Int) -> [String] {
        let line = String(repeating: "  ", count: depth) + summary
        return [line] + subviews.flatMap { $0.treeLines(depth: depth + 1) }
    }
}

extension View: @MainActor CustomStringConvertible {
    /// The view's ``componentName``.
    public var description: String { componentName }
}
