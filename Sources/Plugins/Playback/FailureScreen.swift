/// The screen as a failed command found it: the component tree of the window on show, one
/// component a line as `describe` prints it, where the command's component is in it, and, when
/// none answered, the components nearest to what the command named.
///
/// The text prints the lines around the target (``excerpt(radius:)``), JUnit puts the tree in
/// the failure's body, JSON keeps it, and a replay's page shows it beside the picture:
///
/// ```
///    TextField username frame=(20, 60, 280, 32) text=""
/// ?  Button LOGIN frame=(20, 148, 280, 40) title="LOGIN"
/// ```
public struct FailureScreen: Hashable, Sendable, Codable {
    /// The window's components, one a line, indented by depth; only those inside the window.
    public var lines: [String]
    /// The line of the component the command named, when exactly one answered.
    public var target: Int?
    /// The lines of the components nearest to the one named, nearest first, when none (or
    /// several) answered: components of its type, and any answering to its identifier.
    public var candidates: [Int]

    /// A screen of `lines`, the target and candidates given by line.
    public init(lines: [String], target: Int? = nil, candidates: [Int] = []) {
        self.lines = lines
        self.target = target
        self.candidates = candidates
    }

    /// Every line, marked in its first two columns: `>` the target, `?` a candidate.
    public var marked: [String] {
        lines.indices.map { index in
            let mark = index == target ? "> " : candidates.contains(index) ? "? " : "  "
            return mark + lines[index]
        }
    }

    /// The marked lines within `radius` of the target (or, when none answered, of the nearest
    /// candidate), without the indentation they share; empty when there is neither.
    public func excerpt(radius: Int = 2) -> [String] {
        guard let center = target ?? candidates.first else { return [] }
        let shown = Array(marked[Swift.max(center - radius, 0)...Swift.min(center + radius, lines.count - 1)])
        let shared = shown.map { $0.dropFirst(2).prefix { $0 == " " }.count }.min() ?? 0
        return shown.map { String($0.prefix(2) + $0.dropFirst(2 + shared)) }
    }
}
