/// Reads one line of script text into a ``ScriptLine``, or the problems that keep it from being
/// one.
///
/// The line is a range of the file's UTF-8 bytes, already known to be well-formed text without
/// a NUL or a stray carriage return; only ASCII bytes carry structure: spaces and tabs separate
/// tokens, `"` opens a quoted token, `%` a modifier, `#` at the start a comment. The reader's
/// lists are kept from line to line, emptied, so a long file allocates little but its words.
struct LineReader {
    /// A problem: the offset of its byte in the file, and what it is.
    struct Problem {
        var offset: Int
        var message: String
    }

    /// A token of a command line: its bytes, quotes included, its text (quotes and escapes
    /// resolved), and whether it is a modifier.
    struct Token {
        var start: Int
        var end: Int
        var text: String
        var isModifier = false
    }

    /// What a line holds: a line, or its problems in the order they appear in it.
    enum Outcome {
        case line(ScriptLine)
        case problems([Problem])
    }

    /// A sentence that shows a command's shape, for messages.
    static let shape = "a command reads Type identifier Action [arguments] [%modifiers]"

    /// The file's bytes.
    private(set) var bytes: [UInt8] = []
    /// Where the line being read ends.
    private(set) var end = 0
    var problems: [Problem] = []
    var tokens: [Token] = []
    /// How many words come before the first modifier.
    private var leading = 0
    /// Whether a word comes after a modifier.
    private var wordAfterModifier = false

    /// What `bytes[start..<end]` holds.
    mutating func read(_ bytes: [UInt8], from start: Int, to end: Int) -> Outcome {
        guard let first = begin(bytes, from: start, to: end) else { return .line(.blank) }
        if bytes[first] == UInt8(ascii: "#") { return .line(.comment(Self.text(bytes[(first + 1)..<end]))) }
        guard let command = command(from: first) else {
            let ordered = problems.enumerated().sorted {
                ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
            }
            return .problems(ordered.map(\.element))
        }
        return .line(.command(command))
    }

    /// Where each word of the command on the line `bytes` starts, its type first, as far as it
    /// reads.
    static func wordStarts(inLine bytes: [UInt8]) -> [Int] {
        var reader = LineReader()
        guard let first = reader.begin(bytes, from: 0, to: bytes.count) else { return [] }
        _ = reader.lex(from: first)
        return reader.tokens.filter { !$0.isModifier }.map(\.start)
    }

    /// Starts reading a line; where its first byte that is not a blank is, if any.
    private mutating func begin(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        (self.bytes, self.end) = (bytes, end)
        if !problems.isEmpty { problems.removeAll(keepingCapacity: true) }
        tokens.removeAll(keepingCapacity: true)
        (leading, wordAfterModifier) = (0, false)
        return bytes[start..<end].firstIndex { !$0.isBlank }
    }

    /// The command the line holds from `start`, or nil when ``problems`` say why not.
    private mutating func command(from start: Int) -> Command? {
        guard lex(from: start) else { return nil }
        let shaped = checkShape()
        var modifiers = Modifiers()
        for token in tokens[leading...] {
            if token.isModifier {
                read(modifier: token, into: &modifiers)
            } else if shaped {
                let message = "argument \(Self.excerpt(token.text)) after a modifier; modifiers come last"
                problems.append(Problem(offset: token.start, message: message))
            }
        }
        guard shaped, problems.isEmpty else { return nil }
        let arguments = tokens[3..<leading].map(\.text)
        return Command(tokens[0].text, tokens[1].text, tokens[2].text, arguments, modifiers: modifiers)
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
                Problem(offset: tokens[leading].start, message: "modifier before the action; \(Self.shape)"))
            return false
        }
        let missing = ["component type, identifier and action", "identifier and action", "action"][leading]
        let offset = leading == 0 ? tokens[0].start : tokens[leading - 1].end
        problems.append(Problem(offset: offset, message: "missing \(missing); \(Self.shape)"))
        return false
    }

    /// The text of well-formed UTF-8 bytes.
    static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
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
