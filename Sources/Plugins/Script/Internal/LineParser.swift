import Foundation

/// Reads one line of script text, from its bytes, into a ``ScriptLine`` or problems.
///
/// The line has passed ``ByteCheck`` (well-formed UTF-8, no NUL, no stray carriage return), so
/// only ASCII bytes carry structure: spaces and tabs separate tokens, `"` opens a quoted token,
/// `%` a modifier, `#` at the start a comment. Work is linear in the line's length; the token and
/// scratch buffers are kept between lines so a long script allocates little besides its values.
struct LineParser {
    /// A problem in the line just read: a byte offset into the buffer and a message.
    struct Problem {
        var offset: Int
        var message: String
    }

    /// A token of a command line: its byte range, quotes included, and what it is.
    ///
    /// A word's text is made from its bytes only when the command is built, so a token is plain
    /// data; a quoted word whose escapes made its text differ from its bytes points into
    /// ``unescaped``.
    struct Token {
        var start: Int
        var end: Int
        var isModifier = false
        var isQuoted = false
        /// The index of the word's text in ``unescaped``, or -1 when its bytes are its text.
        var unescaped = -1
    }

    /// The problems of the line just read, in the order found.
    var problems: [Problem] = []
    var tokens: [Token] = []
    /// The texts of the line's quoted words whose escapes were resolved.
    var unescaped: [String] = []
    var scratch: [UInt8] = []
    /// How many words come before the first modifier.
    var leading = 0
    /// Whether a word comes after a modifier.
    var wordAfterModifier = false
    /// The modifiers of the command line just read.
    var modifiers = Modifiers()
    /// Where the line just read starts, past its leading blanks.
    var contentStart = 0

    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let percent: UInt8 = 0x25
    static let openBrace: UInt8 = 0x7B
    static let equals: UInt8 = 0x3D
    static let backslash: UInt8 = 0x5C

    /// A sentence that shows a command's shape, for messages.
    static let shape = "a command reads Type identifier Action [arguments] [%modifiers]"

    static func isSpace(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    /// What a line that reads is.
    enum Shape {
        case blank
        /// A comment, whose text starts at ``contentStart`` + 1.
        case comment
        /// A command, whose words are ``tokens`` (``leading`` of them before the modifiers) and
        /// whose modifiers are ``modifiers``: built with ``command(_:)`` when wanted.
        case command
    }

    /// The line just read, of `shape`, ending at `end`.
    func line(_ shape: Shape, _ bytes: UnsafeBufferPointer<UInt8>, to end: Int) -> ScriptLine {
        switch shape {
        case .blank: .blank
        case .comment: .comment(Self.string(bytes, from: contentStart + 1, to: end))
        case .command: .command(command(bytes))
        }
    }

    /// Checks `bytes[start..<end]` without making its words' text (but an escaped quoted word's,
    /// and a problem's message); returns its shape, or nil when ``problems`` says why it does
    /// not read.
    mutating func read(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Shape? {
        if !problems.isEmpty { problems.removeAll(keepingCapacity: true) }
        tokens.removeAll(keepingCapacity: true)
        if !unescaped.isEmpty { unescaped.removeAll(keepingCapacity: true) }
        leading = 0
        wordAfterModifier = false
        var modifiers = Modifiers()
        defer { self.modifiers = modifiers }
        var index = start
        while index < end, Self.isSpace(bytes[index]) { index += 1 }
        contentStart = index
        if index == end { return .blank }
        if bytes[index] == Self.hash { return .comment }
        guard lex(bytes, from: index, to: end) else { return nil }
        let shaped = checkShape()
        for index in leading..<tokens.count {
            let token = tokens[index]
            if token.isModifier {
                read(modifier: bytes, from: token.start, to: token.end, into: &modifiers)
            } else if shaped {
                let text = Self.excerpt(word(bytes, at: index))
                problems.append(
                    Problem(offset: token.start, message: "argument \(text) after a modifier; modifiers come last"))
            }
        }
        return shaped && problems.isEmpty ? .command : nil
    }

    /// The command of the line just read, which is one.
    func command(_ bytes: UnsafeBufferPointer<UInt8>) -> Command {
        var arguments: [String] = []
        if leading > 3 {
            arguments.reserveCapacity(leading - 3)
            for index in 3..<leading { arguments.append(word(bytes, at: index)) }
        }
        return Command(
            word(bytes, at: 0), word(bytes, at: 1), word(bytes, at: 2), arguments, modifiers: modifiers)
    }

    /// Adds a token, keeping count of the words before the first modifier.
    mutating func append(_ token: Token) {
        if !token.isModifier {
            if leading == tokens.count { leading += 1 } else { wordAfterModifier = true }
        }
        tokens.append(token)
    }

    /// The text of the word token at `index`.
    func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> String {
        let token = tokens[index]
        if token.unescaped >= 0 { return unescaped[token.unescaped] }
        let inset = token.isQuoted ? 1 : 0
        return Self.string(bytes, from: token.start + inset, to: token.end - inset)
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

    /// The text of `bytes[start..<end]`, which is well-formed UTF-8.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// `text` in quotes for a message, cut to 40 characters.
    static func excerpt(_ text: String) -> String {
        let cut = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
        return "'\(cut)'"
    }
}

extension LineParser {
    /// Whether the word token at `index` is `text`, ignoring the case of ASCII letters, without
    /// making its text (unless quotes or escapes make its text differ from its bytes).
    func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, isIgnoringCase text: String) -> Bool {
        let token = tokens[index]
        guard !token.isQuoted else { return word(bytes, at: index).equalsIgnoringASCIICase(text) }
        guard token.end - token.start == text.utf8.count else { return false }
        var offset = token.start
        for expected in text.utf8 {
            let (a, b) = (bytes[offset] | 0x20, expected | 0x20)
            guard bytes[offset] == expected || (a == b && a >= 0x61 && a <= 0x7A) else { return false }
            offset += 1
        }
        return true
    }

    /// Calls `body` with the word token at `index` as UTF-8 bytes, without making its text
    /// (unless quotes or escapes make its text differ from its bytes).
    func withWordBytes(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void)
    {
        let token = tokens[index]
        guard token.isQuoted else { return body(UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])) }
        var text = word(bytes, at: index)
        text.withUTF8(body)
    }

    /// Whether `byte` occurs anywhere from the second word of the command line just read to
    /// its last word, as written: one search of the bytes, however many words there are.
    func wordsAfterTheFirst(_ bytes: UnsafeBufferPointer<UInt8>, contain byte: UInt8) -> Bool {
        guard leading > 1, let base = bytes.baseAddress else { return false }
        let (start, end) = (tokens[1].start, tokens[leading - 1].end)
        return memchr(base + start, Int32(byte), end - start) != nil
    }
}
