import Foundation

/// The text form of a ``TreeSnapshot``: writing its lines, and reading them back.
enum SnapshotText {
    // MARK: Writing

    /// `lines` as a file holds them: each ended by a line feed.
    static func text(of lines: [String]) -> String {
        lines.joined(separator: "\n") + "\n"
    }

    /// `node` and what is inside it, one line each, indented two spaces a level.
    static func lines(of node: TreeSnapshot.Node, depth: Int = 0) -> [String] {
        [String(repeating: "  ", count: depth) + line(node)] + node.children.flatMap { lines(of: $0, depth: depth + 1) }
    }

    /// `Type name: value [state, …]`, each part only when the node has it.
    static func line(_ node: TreeSnapshot.Node) -> String {
        var line = node.type
        if let name = node.name { line += " " + word(name) }
        switch node.value {
        case .text(let text)?: line += ": " + word(text)
        case .pattern(let pattern)?: line += ": /" + pattern + "/"
        case nil: break
        }
        if !node.states.isEmpty { line += " [" + node.states.joined(separator: ", ") + "]" }
        return line
    }

    /// `text` as a word: bare when it reads back as itself, else quoted as a script quotes it.
    static func word(_ text: String) -> String {
        let special: Set<Character> = [" ", "\t", "\n", "\r", "\"", "\\", "[", "]", ":"]
        let bare = !text.isEmpty && !text.hasPrefix("/") && !text.contains(where: special.contains)
        return bare && !text.unicodeScalars.contains(where: ScriptPrinter.isControl) ? text : ScriptPrinter.quoted(text)
    }

    // MARK: Reading

    /// The snapshot `text` holds: one root line, the rest indented under it. Blank lines and
    /// lines starting with `#` are skipped.
    static func parse(_ text: String) throws(SnapshotError) -> TreeSnapshot.Node {
        var stack: [(depth: Int, node: TreeSnapshot.Node)] = []
        // Windows line ends are line ends too; spaces at a line's end say nothing.
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false)
        for (index, whole) in lines.enumerated() {
            let raw = whole[..<(whole.lastIndex { $0 != " " }.map(whole.index(after:)) ?? whole.startIndex)]
            let content = raw.drop { $0 == " " }
            if content.isEmpty || content.hasPrefix("#") { continue }
            let (line, indent) = (index + 1, raw.count - content.count)
            if content.hasPrefix("\t") {
                throw SnapshotError(
                    line: line, column: indent + 1, message: "indent with spaces, two a level, not tabs")
            }
            if indent == 0, !stack.isEmpty {
                throw SnapshotError(line: line, column: 1, message: "a snapshot has one component at the top")
            }
            guard indent.isMultiple(of: 2), indent / 2 <= (stack.last?.depth ?? -1) + 1 else {
                throw SnapshotError(
                    line: line, column: 1,
                    message: "indent by two spaces a level, at most one level deeper than the line above")
            }
            var reader = SnapshotLineReader(text: content, line: line, column: indent + 1)
            let node = try reader.node()
            _ = fold(&stack, downTo: indent / 2)
            stack.append((indent / 2, node))
        }
        guard let root = fold(&stack, downTo: 0) else {
            throw SnapshotError(line: 1, column: 1, message: "the snapshot is empty")
        }
        return root
    }

    /// Closes the nodes at `depth` or deeper, each into its parent; returns the last closed
    /// when it had no parent (the root).
    private static func fold(
        _ stack: inout [(depth: Int, node: TreeSnapshot.Node)], downTo depth: Int
    ) -> TreeSnapshot.Node? {
        while let last = stack.last, last.depth >= depth {
            stack.removeLast()
            if stack.isEmpty { return last.node }
            stack[stack.count - 1].node.children.append(last.node)
        }
        return nil
    }
}
