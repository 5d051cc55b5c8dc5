/// Reads one line of script text into a ``ScriptLine``, or the problems that keep it from being
/// one.
///
/// Only ASCII characters carry structure: spaces and tabs separate tokens, `"` opens a quoted
/// token, `%` a modifier, `#` at the start a comment. The line is walked once, through its
/// UTF-8 view; a word's text is a slice of the line unless escapes changed it.
struct LineReader {
    /// A problem: where in the line it is, and what.
    struct Problem {
        var index: String.Index
        var message: String
    }

    /// A token of a command line: where it is, its text (quotes and escapes resolved), and
    /// whether it is a modifier.
    struct Token {
        var range: Range<String.Index>
        var text: String
        var isModifier = false
    }

    /// A sentence that shows a command's shape, for messages.
    static let shape = "a command reads Type identifier Action [arguments] [%modifiers]"

    let line: Substring
    var problems: [Problem] = []
    var tokens: [Token] = []
    /// How many words come before the first modifier.
    private var leading = 0
    /// Whether a word comes after a modifier.
    private var wordAfterModifier = false

    private init(_ line: Substring) {
        self.line = line
    }

    /// What `line` holds: a line, or its problems in the order they appear in it.
    enum Outcome {
        case line(ScriptLine)
        case problems([Problem])
    }

    /// What `line` holds.
    static func outcome(of line: Substring) -> Outcome {
        guard let start = line.utf8.firstIndex(where: { !$0.isBlank }) else { return .line(.blank) }
        if line.utf8[start] == UInt8(ascii: "#") {
            return .line(.comment(String(line[line.utf8.index(after: start)...])))
        }
        var reader = LineReader(line)
        guard let command = reader.command(from: start) else {
            let ordered = reader.problems.enumerated().sorted {
                ($0.element.index, $0.offset) < ($1.element.index, $1.offset)
            }
            return .problems(ordered.map(\.element))
        }
        return .line(.command(command))
    }

    /// Where each word of the command on `line` starts, its type first, as far as it reads.
    static func wordStarts(in line: Substring) -> [String.Index] {
        guard let start = line.utf8.firstIndex(where: { !$0.isBlank }) else { return [] }
        var reader = LineReader(line)
        _ = reader.lex(from: start)
        return reader.tokens.filter { !$0.isModifier }.map(\.range.lowerBound)
    }

    /// The command the line holds from `start`, or nil when ``problems`` say why not.
    private mutating func command(from start: String.Index) -> Command? {
        guard lex(from: start) else { return nil }
        let shaped = checkShape()
        var modifiers = Modifiers()
        for token in tokens[leading...] {
            if token.isModifier {
                read(modifier: token, into: &modifiers)
            } else if shaped {
                problems.append(
                    Problem(
                        index: token.range.lowerBound,
                        message: "argument \(Self.excerpt(token.text)) after a modifier; modifiers come last"))
            }
        }
        guard shaped, problems.isEmpty else { return nil }
        let words = tokens[..<leading].map(\.text)
        return Command(words[0], words[1], words[2], Array(words[3...]), modifiers: modifiers)
    }

    /// Adds a token, keeping count of the words before the first modifier.
    mutating func append(_ token: Token) {
        if !token.isModifier {
            if leading == tokens.count { leading += 1 } else { wordAfterModifier = true }
        }
        tokens.append(token)
    }

    /// Checks that a type, an identifier and an action come before the first modifier.
    private mutating func checkShape() -> Bool {
        if leading >= 3 { return true }
        if wordAfterModifier {
            problems.append(
                Problem(index: tokens[leading].range.lowerBound, message: "modifier before the action; \(Self.shape)"))
            return false
        }
        let missing = ["component type, identifier and action", "identifier and action", "action"][leading]
        let index = leading == 0 ? tokens[0].range.lowerBound : tokens[leading - 1].range.upperBound
        problems.append(Problem(index: index, message: "missing \(missing); \(Self.shape)"))
        return false
    }

    /// `text` in quotes for a message, cut to 40 characters.
    static func excerpt(_ text: some StringProtocol) -> String {
        let cut = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
        return "'\(cut)'"
    }
}

extension UInt8 {
    /// Whether the byte is a space or a tab, which separate a line's tokens.
    var isBlank: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }
}
