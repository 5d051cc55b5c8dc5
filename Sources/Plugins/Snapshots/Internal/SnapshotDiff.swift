/// A unified diff of two lists of lines, as `diff -u` writes one, with a little context.
enum SnapshotDiff {
    /// The hunks where `old` and `new` differ, each with `context` unchanged lines around it.
    static func unified(_ old: [String], _ new: [String], context: Int = 2) -> String {
        let edits = script(old, new)
        var hunks: [String] = []
        var index = 0
        while let start = edits[index...].firstIndex(where: { $0.kind != " " }) {
            var end = start
            // A hunk runs on while the next change is within twice the context.
            while let next = edits[(end + 1)...].firstIndex(where: { $0.kind != " " }), next - end <= 2 * context {
                end = next
            }
            let lower = Swift.max(start - context, 0)
            let upper = Swift.min(end + context + 1, edits.count)
            hunks.append(hunk(edits[lower..<upper]))
            index = upper
            if index >= edits.count { break }
        }
        return hunks.joined(separator: "\n")
    }

    private typealias Edit = (kind: Character, line: String, old: Int, new: Int)

    /// `@@ -a,b +c,d @@` and its lines.
    private static func hunk(_ edits: ArraySlice<Edit>) -> String {
        let olds = edits.filter { $0.kind != "+" }.count
        let news = edits.filter { $0.kind != "-" }.count
        let first = edits.first!
        var lines = ["@@ -\(first.old + 1),\(olds) +\(first.new + 1),\(news) @@"]
        lines += edits.map { "\($0.kind)\($0.line)" }
        return lines.joined(separator: "\n")
    }

    /// The lines of both, in order, each kept (` `), removed (`-`) or added (`+`), by their
    /// longest common subsequence; with where each stands in `old` and `new`.
    private static func script(_ old: [String], _ new: [String]) -> [Edit] {
        var common = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] =
                    old[i] == new[j] ? common[i + 1][j + 1] + 1 : Swift.max(common[i + 1][j], common[i][j + 1])
            }
        }
        var (i, j, edits) = (0, 0, [Edit]())
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                edits.append((" ", old[i], i, j))
                (i, j) = (i + 1, j + 1)
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                edits.append(("-", old[i], i, j))
                i += 1
            } else {
                edits.append(("+", new[j], i, j))
                j += 1
            }
        }
        return edits
    }
}
