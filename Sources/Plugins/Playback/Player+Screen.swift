import Components

/// The screen a failed command leaves in its result.
extension Player {
    /// The window on show as `command` found it when it failed: its tree, the component the
    /// command named, or the nearest ones when none (or several) answered; no typed secret.
    /// `nil` for the device's commands, or when no window is on show.
    func screen(for command: Command) -> FailureScreen? {
        guard !command.isOn("Device"),
            let window = application.keyWindow ?? application.windows.last(where: { !$0.isHidden })
        else { return nil }
        let tree = locator.treeLines(of: window, vocabulary: vocabulary, trimmed: true)
        let views = tree.map { ObjectIdentifier($0.view) }
        let matches = locator.find(type: locatorType(of: command), identifier: command.identifier)
        let lines = tree.map { redacted($0.line) }
        if matches.count == 1, let target = views.firstIndex(of: ObjectIdentifier(matches[0])) {
            return FailureScreen(lines: lines, target: target)
        }
        let nearest = nearestCandidates(to: command, among: matches.isEmpty ? tree.map(\.view) : matches)
        return FailureScreen(
            lines: lines, candidates: nearest.compactMap { views.firstIndex(of: ObjectIdentifier($0)) })
    }

    /// At most three of `views` a person may have meant by `command`: those of its type, and
    /// those answering to its identifier whatever their type, nearest in name first.
    private func nearestCandidates(to command: Command, among views: [View]) -> [View] {
        let ofType = Set(locator.candidates(ofType: locatorType(of: command)).map(ObjectIdentifier.init))
        let wanted = command.identifier.lowercased()
        let scored = views.compactMap { view -> (view: View, distance: Int)? in
            let named = ComponentLocator.view(view, answersTo: command.identifier)
            guard named || ofType.contains(ObjectIdentifier(view)) else { return nil }
            let names = ComponentLocator.names(of: view).map { $0.lowercased() }
            return (view, names.map { Self.distance(wanted, $0) }.min() ?? wanted.count)
        }
        return scored.enumerated().sorted { ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset) }
            .prefix(3).map(\.element.view)
    }

    /// How many characters must change to turn `a` into `b` (Levenshtein's distance).
    static func distance(_ a: String, _ b: String) -> Int {
        let (a, b) = (Array(a), Array(b))
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
