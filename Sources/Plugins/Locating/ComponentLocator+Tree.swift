import Components

/// The screen as scripts see it.
extension ComponentLocator {
    /// Every visible component, one a line, indented by depth: its type as `vocabulary` names
    /// it, the identifier a script would use (marked `(weak)` when it is an ordinal), its frame
    /// in window coordinates, and its state.
    ///
    /// ```
    /// Window #1 (weak) frame=(0, 0, 320, 480)
    ///   Button save frame=(20, 410, 280, 32) title="Save"
    /// ```
    ///
    /// - Parameter vocabulary: What scripts call each type; the built-in components' by default.
    public func treeDescription(vocabulary: Vocabulary = .standard) -> String {
        application.windows.flatMap { treeLines(of: $0, vocabulary: vocabulary) }.map(\.line).joined(separator: "\n")
    }

    /// `window`'s visible components and their lines, as ``treeDescription(vocabulary:)``
    /// prints them; `trimmed`, only those inside the window.
    func treeLines(of window: Window, vocabulary: Vocabulary, trimmed: Bool = false) -> [(view: View, line: String)] {
        var lines: [(view: View, line: String)] = []
        var candidates: [String: [View]] = [:]
        let bounds = trimmed ? window.bounds : nil
        describe(window, depth: 0, vocabulary: vocabulary, within: bounds, candidates: &candidates, into: &lines)
        return lines
    }

    /// Adds `view`'s line and its subviews'; `candidates` keeps each type's candidates, found
    /// once per description.
    private func describe(
        _ view: View, depth: Int, vocabulary: Vocabulary, within bounds: Rect?, candidates: inout [String: [View]],
        into lines: inout [(view: View, line: String)]
    ) {
        guard !view.isHidden, view.alpha > 0.01 else { return }
        let frame = view.convert(view.bounds, to: nil)
        if let bounds, !bounds.intersects(frame) { return }
        let scriptType = vocabulary.type(of: view)
        let (type, locatorType) = (scriptType.name, scriptType.locatorType)
        let among = candidates[locatorType] ?? self.candidates(ofType: locatorType)
        candidates[locatorType] = among
        let identification = identify(view, as: locatorType, among: among)
        let identifier = identification.isWeak ? "\(identification.identifier) (weak)" : identification.identifier
        let words = [type, Self.quoted(identifier), "frame=\(frame)"] + view.stateDescription
        lines.append((view, String(repeating: "  ", count: depth) + words.joined(separator: " ")))
        for subview in view.subviews {
            describe(
                subview, depth: depth + 1, vocabulary: vocabulary, within: bounds, candidates: &candidates, into: &lines
            )
        }
    }

    private static func quoted(_ identifier: String) -> String {
        identifier.contains(" ") && !identifier.hasSuffix("(weak)") ? "\"\(identifier)\"" : identifier
    }
}
