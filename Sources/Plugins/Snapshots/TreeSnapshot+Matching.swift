extension TreeSnapshot {
    /// Whether `actual` is what this expected snapshot asks for, and if not, how they differ.
    ///
    /// An expected snapshot may leave out what it does not care about:
    ///
    /// - components: each it names is looked for inside its parent's match, at any depth, in
    ///   the order written (a later one after an earlier one and what is inside it);
    /// - a name, a value or states: left out, they match anything; states given must all be
    ///   there;
    /// - a value given as `/…/` matches when the regular expression matches the whole value.
    ///
    /// ```swift
    /// let expected = try TreeSnapshot(parsing: "View profile\n  Label summary: /Saved .*/\n")
    /// expected.mismatch(against: TreeSnapshot(of: profile))   // nil when the summary says "Saved …"
    /// ```
    ///
    /// - Returns: `nil` when it matches; otherwise the mismatch, with a unified diff of the
    ///   expected text against the actual components it names, as close to the expected text as
    ///   they allow.
    public func mismatch(against actual: TreeSnapshot) -> SnapshotMismatch? {
        guard !root.isMatched(by: actual.root) else { return nil }
        let expectedLines = SnapshotText.lines(of: root)
        let actualLines = root.projected(onto: actual.root)
        return SnapshotMismatch(
            expected: self, actual: actual, diff: SnapshotDiff.unified(expectedLines, actualLines))
    }
}

extension TreeSnapshot.Node {
    /// Whether `actual` has what this expected node asks for, and inside it its children.
    func isMatched(by actual: Self) -> Bool {
        guard headerAgrees(with: actual), valueMatches(actual.value), Set(states).isSubset(of: actual.states) else {
            return false
        }
        var cursor = 0
        let inside = actual.inside
        for child in children {
            guard let found = (cursor..<inside.count).first(where: { child.isMatched(by: inside[$0].node) }) else {
                return false
            }
            cursor = inside[found].end
        }
        return true
    }

    /// Whether `actual` is the component this one names: its type, and its name when given.
    func headerAgrees(with actual: Self) -> Bool {
        type == actual.type && (name == nil || name == actual.name)
    }

    private func valueMatches(_ actual: TreeSnapshot.Value?) -> Bool {
        switch (value, actual) {
        case (nil, _): true
        case (.text(let text)?, .text(let other)?): text == other
        case (.pattern(let pattern)?, .text(let other)?):
            Expectation.wholeMatch(other, pattern)
        default: false
        }
    }

    /// Every component inside this one, in order, each with where what is inside it ends.
    private var inside: [(node: Self, end: Int)] {
        var flat: [(node: Self, end: Int)] = []
        func visit(_ node: Self) {
            let index = flat.count
            flat.append((node, 0))
            node.children.forEach(visit)
            flat[index].end = flat.count
        }
        children.forEach(visit)
        return flat
    }

    /// The lines of `actual` this expected node names, written with only what it asks for (a
    /// value a pattern matches as the pattern), indented as the expected lines are: what a
    /// diff compares the expected text with.
    func projected(onto actual: Self, depth: Int = 0) -> [String] {
        var shown = Self(type: actual.type, name: name == nil ? nil : actual.name)
        shown.value = value == nil ? nil : valueMatches(actual.value) ? value : actual.value
        shown.states = states.filter(actual.states.contains)
        var lines = [String(repeating: "  ", count: depth) + SnapshotText.line(shown)]
        var cursor = 0
        let inside = actual.inside
        for child in children {
            let candidates = cursor..<inside.count
            guard
                let found = candidates.first(where: { child.isMatched(by: inside[$0].node) })
                    ?? candidates.first(where: { child.headerAgrees(with: inside[$0].node) })
            else { continue }
            lines += child.projected(onto: inside[found].node, depth: depth + 1)
            cursor = inside[found].end
        }
        return lines
    }
}
