import Components

/// The screen as scripts see it.
extension ComponentLocator {
    /// Every visible component, one a line, indented by depth: its type, the identifier a
    /// script would use (marked `(weak)` when it is an ordinal), its frame in window
    /// coordinates, and its state.
    ///
    /// ```
    /// Window #1 (weak) frame=(0, 0, 320, 480)
    ///   Button save frame=(20, 410, 280, 32) title="Save"
    /// ```
    public func treeDescription() -> String {
        var lines: [String] = []
        var candidates: [String: [View]] = [:]
        for window in application.windows where !window.isHidden {
            describe(window, depth: 0, candidates: &candidates, into: &lines)
        }
        return lines.joined(separator: "\n")
    }

    /// Adds `view`'s line and its subviews'; `candidates` keeps each type's candidates, found
    /// once per description.
    private func describe(_ view: View, depth: Int, candidates: inout [String: [View]], into lines: inout [String]) {
        guard !view.isHidden, view.alpha > 0.01 else { return }
        let type = TypeNames.chain(of: view)[0].name
        let among = candidates[type] ?? self.candidates(ofType: type)
        candidates[type] = among
        let identification = identify(view, as: type, among: among)
        let identifier = identification.isWeak ? "\(identification.identifier) (weak)" : identification.identifier
        let frame = view.convert(view.bounds, to: nil)
        let words = [type, Self.quoted(identifier), "frame=\(frame)"] + view.stateDescription
        lines.append(String(repeating: "  ", count: depth) + words.joined(separator: " "))
        for subview in view.subviews { describe(subview, depth: depth + 1, candidates: &candidates, into: &lines) }
    }

    private static func quoted(_ identifier: String) -> String {
        identifier.contains(" ") && !identifier.hasSuffix("(weak)") ? "\"\(identifier)\"" : identifier
    }
}
