extension LineReader {
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")

    /// Splits a command line into tokens from `start`; false when a token's end cannot be
    /// found, so the line's structure is unknown (a problem inside a complete token keeps going).
    mutating func lex(from start: String.Index) -> Bool {
        let bytes = line.utf8
        var index = start
        while true {
            while index < bytes.endIndex, bytes[index].isBlank { index = bytes.index(after: index) }
            if index == bytes.endIndex { return true }
            let next = bytes[index] == Self.quote ? lexQuoted(from: index) : lexBare(from: index)
            guard let next else { return false }
            index = next
        }
    }

    /// Reads a bare word or a modifier starting at `start`; returns where it ends.
    private mutating func lexBare(from start: String.Index) -> String.Index? {
        let bytes = line.utf8
        let end = bytes[start...].firstIndex { $0.isBlank || $0 == Self.quote } ?? bytes.endIndex
        if end < bytes.endIndex, bytes[end] == Self.quote {
            problems.append(Problem(index: end, message: "'\"' inside a word; put the whole word in quotes"))
            return nil
        }
        // `%{name}` is a built-in variable, a word; any other `%` starts a modifier.
        let second = bytes.index(after: start)
        let isModifier =
            bytes[start] == UInt8(ascii: "%") && (second == end || bytes[second] != UInt8(ascii: "{"))
        append(Token(range: start..<end, text: String(line[start..<end]), isModifier: isModifier))
        return end
    }

    /// Reads a quoted token whose opening quote is at `start`; returns where it ends.
    private mutating func lexQuoted(from start: String.Index) -> String.Index? {
        let bytes = line.utf8
        let contents = bytes.index(after: start)
        var index = contents
        var escaped = false
        while index < bytes.endIndex, bytes[index] != Self.quote {
            if bytes[index] == Self.backslash {
                escaped = true
                index = bytes.index(after: index)
                if index == bytes.endIndex { break }
            }
            index = bytes.index(after: index)
        }
        guard index < bytes.endIndex else {
            problems.append(Problem(index: start, message: "unterminated quoted string; add a closing '\"'"))
            return nil
        }
        let text = escaped ? unescape(line[contents..<index]) : String(line[contents..<index])
        let next = bytes.index(after: index)
        append(Token(range: start..<next, text: text))
        if next < bytes.endIndex, !bytes[next].isBlank {
            problems.append(Problem(index: next, message: "expected a space after the closing quote"))
            return nil
        }
        return next
    }

    /// The text of a quoted token's contents, escapes resolved; an unknown escape is a problem.
    private mutating func unescape(_ contents: Substring) -> String {
        var text: [UInt8] = []
        var rest = contents
        while let slash = rest.utf8.firstIndex(of: Self.backslash) {
            text += rest.utf8[..<slash]
            rest = rest[slash...]
            rest = unescapeOne(rest, into: &text)
        }
        text += rest.utf8
        return String(decoding: text, as: UTF8.self)
    }

    /// Resolves the escape at the start of `rest` into `text`; returns what follows it.
    private mutating func unescapeOne(_ rest: Substring, into text: inout [UInt8]) -> Substring {
        let letter = rest.utf8.dropFirst().first ?? 0
        switch letter {
        case Self.quote, Self.backslash: text.append(letter)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"): return unescapeScalar(rest, into: &text)
        default:
            let written = rest.unicodeScalars.prefix(2)
            problems.append(
                Problem(
                    index: rest.startIndex,
                    message: "unknown escape '\(String(written))'; use \\\", \\\\, \\n, \\r, \\t or \\u{…}"))
            return Substring(rest.unicodeScalars.dropFirst(2))
        }
        return Substring(rest.utf8.dropFirst(2))
    }

    /// Resolves `\u{…}` at the start of `rest`: 1 to 6 hex digits naming a Unicode scalar.
    private mutating func unescapeScalar(_ rest: Substring, into text: inout [UInt8]) -> Substring {
        let body = rest.utf8.dropFirst(2)
        if body.first == UInt8(ascii: "{") {
            let digits = body.dropFirst().prefix(7).prefix { $0.isHexDigit }
            let close = digits.endIndex
            if close < rest.utf8.endIndex, rest.utf8[close] == UInt8(ascii: "}"), (1...6).contains(digits.count),
                let value = UInt32(Substring(digits), radix: 16), let scalar = Unicode.Scalar(value)
            {
                text += String(scalar).utf8
                return rest[rest.utf8.index(after: close)...]
            }
        }
        problems.append(
            Problem(
                index: rest.startIndex,
                message: "invalid escape; \\u{…} takes 1 to 6 hex digits naming a Unicode scalar, as \\u{E9}"))
        return Substring(rest.utf8.dropFirst(2))
    }
}

extension UInt8 {
    /// Whether the byte is an ASCII hex digit.
    var isHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
}
