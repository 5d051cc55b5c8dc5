/// Reads one line of a snapshot, `Type [name][: value][ [state, …]]`, saying where it goes
/// wrong.
struct SnapshotLineReader {
    private let text: Substring
    private var position: Substring.Index
    private let line: Int
    /// The column `text` starts at.
    private let column: Int

    init(text: Substring, line: Int, column: Int) {
        (self.text, position, self.line, self.column) = (text, text.startIndex, line, column)
    }

    /// The line's component, without children.
    mutating func node() throws(SnapshotError) -> TreeSnapshot.Node {
        var node = TreeSnapshot.Node(type: try bareWord(what: "a type"))
        skipSpaces()
        if let next = peek, next != ":", next != "[" { node.name = try word() }
        skipSpaces()
        if peek == ":" {
            advance()
            skipSpaces()
            node.value = try value()
        }
        skipSpaces()
        if peek == "[" { node.states = try states() }
        skipSpaces()
        guard position == text.endIndex else {
            throw problem("unexpected \"\(text[position...])\" after the component")
        }
        return node
    }

    private func problem(_ message: String) -> SnapshotError {
        SnapshotError(line: line, column: column + text.distance(from: text.startIndex, to: position), message: message)
    }

    private var peek: Character? { position < text.endIndex ? text[position] : nil }

    private mutating func advance() { position = text.index(after: position) }

    private mutating func skipSpaces() {
        while peek == " " { advance() }
    }

    private mutating func bareWord(what: String) throws(SnapshotError) -> String {
        let start = position
        while let next = peek, !" :[\"".contains(next) { advance() }
        guard start < position else { throw problem("expected \(what)") }
        return String(text[start..<position])
    }

    private mutating func word() throws(SnapshotError) -> String {
        peek == "\"" ? try quoted() : try bareWord(what: "a name")
    }

    private mutating func value() throws(SnapshotError) -> TreeSnapshot.Value {
        if peek == "/" {
            let start = text.index(after: position)
            guard let end = text[start...].lastIndex(of: "/") else { throw problem("a pattern ends with /") }
            let pattern = String(text[start..<end])
            guard (try? Regex(pattern)) != nil else { throw problem("/\(pattern)/ is not a regular expression") }
            position = text.index(after: end)
            return .pattern(pattern)
        }
        if peek == "\"" { return .text(try quoted()) }
        // A bare value runs to the end of the line, or to the states at its end.
        let rest = text[position...]
        var end = rest.endIndex
        if rest.hasSuffix("]"), let open = rest.lastIndex(of: "[") { end = open }
        position = end
        return .text(String(rest[..<end]).trimmingTrailingSpaces)
    }

    private mutating func quoted() throws(SnapshotError) -> String {
        let open = position
        advance()
        var result = ""
        while let next = peek {
            advance()
            switch next {
            case "\"": return result
            case "\\":
                guard let escaped = peek else { break }
                advance()
                if escaped == "u", let scalar = scalarEscape() {
                    result.unicodeScalars.append(scalar)
                } else {
                    result.append(["n": "\n", "r": "\r", "t": "\t"][escaped] ?? escaped)
                }
            default: result.append(next)
            }
        }
        position = open
        throw problem("a quoted word ends with \"")
    }

    /// The scalar of a `\u{…}` escape, as a script writes one, whose `{` is next; `nil`, reading
    /// nothing, when none is.
    private mutating func scalarEscape() -> Unicode.Scalar? {
        let rest = text[position...]
        guard rest.first == "{", let close = rest.firstIndex(of: "}"),
            let value = UInt32(rest[rest.index(after: rest.startIndex)..<close], radix: 16),
            let scalar = Unicode.Scalar(value)
        else { return nil }
        position = text.index(after: close)
        return scalar
    }

    private mutating func states() throws(SnapshotError) -> [String] {
        guard let end = text[position...].firstIndex(of: "]") else { throw problem("states end with ]") }
        advance()
        let states = text[position..<end].split(separator: ",").map { String($0.filter { $0 != " " }) }
        position = text.index(after: end)
        return states.filter { !$0.isEmpty }
    }
}

extension String {
    /// The text without the spaces it ends with.
    fileprivate var trimmingTrailingSpaces: String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
