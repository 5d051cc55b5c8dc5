extension LineReader {
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")

    /// Splits a command line into tokens from `start`; false when a token's end cannot be
    /// found, so the line's structure is unknown (a problem inside a complete token keeps going).
    mutating func lex(from start: Int) -> Bool {
        var index = start
        while true {
            while index < end, bytes[index].isBlank { index += 1 }
            if index == end { return true }
            guard let next = bytes[index] == Self.quote ? lexQuoted(from: index) : lexBare(from: index) else {
                return false
            }
            index = next
        }
    }

    /// Reads a bare word or a modifier starting at `start`; returns where it ends.
    private mutating func lexBare(from start: Int) -> Int? {
        var index = start
        while index < end, !bytes[index].isBlank, bytes[index] != Self.quote { index += 1 }
        if index < end, bytes[index] == Self.quote {
            problems.append(Problem(offset: index, message: "'\"' inside a word; put the whole word in quotes"))
            return nil
        }
        // `%{name}` is a built-in variable, a word; any other `%` starts a modifier.
        let isModifier =
            bytes[start] == UInt8(ascii: "%") && (start + 1 == index || bytes[start + 1] != UInt8(ascii: "{"))
        append(Token(start: start, end: index, text: Self.text(bytes[start..<index]), isModifier: isModifier))
        return index
    }

    /// Reads a quoted token whose opening quote is at `start`; returns where it ends.
    private mutating func lexQuoted(from start: Int) -> Int? {
        var index = start + 1
        var escaped = false
        while index < end, bytes[index] != Self.quote {
            if bytes[index] == Self.backslash {
                escaped = true
                index += 1
            }
            index += 1
        }
        guard index < end else {
            problems.append(Problem(offset: start, message: "unterminated quoted string; add a closing '\"'"))
            return nil
        }
        let contents = (start + 1)..<index
        append(Token(start: start, end: index + 1, text: escaped ? unescape(contents) : Self.text(bytes[contents])))
        let next = index + 1
        if next < end, !bytes[next].isBlank {
            problems.append(Problem(offset: next, message: "expected a space after the closing quote"))
            return nil
        }
        return next
    }

    /// The text of a quoted token's contents, escapes resolved; an unknown escape is a problem.
    private mutating func unescape(_ contents: Range<Int>) -> String {
        var text: [UInt8] = []
        var index = contents.lowerBound
        while index < contents.upperBound {
            guard bytes[index] == Self.backslash else {
                text.append(bytes[index])
                index += 1
                continue
            }
            index = unescapeOne(at: index, before: contents.upperBound, into: &text)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Resolves the escape whose backslash is at `slash` into `text`; returns what follows it.
    private mutating func unescapeOne(at slash: Int, before end: Int, into text: inout [UInt8]) -> Int {
        let letter = bytes[slash + 1]
        switch letter {
        case Self.quote, Self.backslash: text.append(letter)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            guard let (scalar, next) = scalar(after: slash + 2, before: end) else {
                let message = "invalid escape; \\u{…} takes 1 to 6 hex digits naming a Unicode scalar, as \\u{E9}"
                problems.append(Problem(offset: slash, message: message))
                return slash + 2
            }
            text += String(scalar).utf8
            return next
        default:
            let written = Self.text(bytes[slash..<end]).unicodeScalars.prefix(2)
            let message = "unknown escape '\(String(written))'; use \\\", \\\\, \\n, \\r, \\t or \\u{…}"
            problems.append(Problem(offset: slash, message: message))
            return slash + String(written).utf8.count
        }
        return slash + 2
    }

    /// The scalar `{E9}` at `start` names, 1 to 6 hex digits, and where what follows it starts.
    private func scalar(after start: Int, before end: Int) -> (Unicode.Scalar, Int)? {
        guard start < end, bytes[start] == UInt8(ascii: "{") else { return nil }
        let digits = bytes[(start + 1)..<min(start + 8, end)].prefix { Unicode.Scalar($0).properties.isASCIIHexDigit }
        let close = digits.endIndex
        guard close < end, bytes[close] == UInt8(ascii: "}"), (1...6).contains(digits.count),
            let value = UInt32(Self.text(digits), radix: 16), let scalar = Unicode.Scalar(value)
        else { return nil }
        return (scalar, close + 1)
    }
}
