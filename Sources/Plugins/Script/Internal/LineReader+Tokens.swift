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
        var text = String.UnicodeScalarView()
        var rest = contents.unicodeScalars[...]
        while let scalar = rest.first {
            let backslash = rest.startIndex
            rest = rest.dropFirst()
            guard scalar == "\\", let letter = rest.popFirst() else {
                text.append(scalar)
                continue
            }
            switch letter {
            case "\"", "\\": text.append(letter)
            case "n": text.append("\n")
            case "r": text.append("\r")
            case "t": text.append("\t")
            case "u":
                guard let (value, after) = Self.scalar(after: rest) else {
                    let message = "invalid escape; \\u{…} takes 1 to 6 hex digits naming a Unicode scalar, as \\u{E9}"
                    problems.append(Problem(index: backslash, message: message))
                    continue
                }
                text.append(value)
                rest = after
            default:
                let message = "unknown escape '\\\(letter)'; use \\\", \\\\, \\n, \\r, \\t or \\u{…}"
                problems.append(Problem(index: backslash, message: message))
            }
        }
        return String(text)
    }

    /// The scalar `{E9}` names at the start of `rest` (after `\u`), and what follows it.
    private static func scalar(after rest: Substring.UnicodeScalarView) -> (
        Unicode.Scalar, Substring.UnicodeScalarView
    )? {
        guard rest.first == "{", let close = rest.prefix(8).firstIndex(of: "}") else { return nil }
        let digits = rest[rest.index(after: rest.startIndex)..<close]
        guard (1...6).contains(digits.count), digits.allSatisfy(\.properties.isASCIIHexDigit),
            let value = UInt32(String(digits), radix: 16), let scalar = Unicode.Scalar(value)
        else { return nil }
        return (scalar, rest[rest.index(after: close)...])
    }
}
