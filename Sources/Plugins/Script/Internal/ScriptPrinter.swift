/// Writes script lines as canonical text: single spaces, quotes only where a token needs them,
/// modifiers in a fixed order.
///
/// A token is printed bare unless it is empty, starts with `"` or `%` (or `#`, in the first
/// position), or holds a space, a tab, a `"`, any other Unicode whitespace, a control character
/// or a byte order mark. In quotes, `"` and `\` are escaped, line feed, carriage return and tab
/// print as `\n`, `\r` and `\t`, and other control characters and the line and paragraph
/// separators as `\u{…}`, so every value prints as text that reads back to it.
struct ScriptPrinter {
    /// The text written so far.
    private(set) var output = ""

    /// Appends `line` and its line feed.
    mutating func append(line: ScriptLine) {
        switch line {
        case .blank: break
        case .comment(let text): append(comment: text)
        case .command(let command): append(command: command)
        }
        output += "\n"
    }

    /// Appends `#` and the comment; a line break in it starts another comment line, and a NUL
    /// prints as U+FFFD, so the text still reads back as comments.
    mutating func append(comment text: String) {
        output += "#"
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0 }) else { return output += text }
        var previous: Unicode.Scalar = "\0"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where previous == "\r": break
            case "\n", "\r": output += "\n#"
            case "\0": output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
    }

    /// Appends a command, without a line feed.
    mutating func append(command: Command) {
        output += Self.token(command.componentType, first: true)
        for word in [command.identifier, command.action] + command.arguments {
            output += " " + Self.token(word, first: false)
        }
        if command.modifiers.isEmpty { return }
        for name in ModifierName.allCases {
            guard let value = name.printedValue(in: command.modifiers) else { continue }
            output += " %\(name.spelling)=\(value)"
        }
    }

    /// One token, bare or quoted.
    static func token(_ word: String, first: Bool) -> String {
        needsQuotes(word, first: first) ? quoted(word) : word
    }

    /// `word` in quotes, as a script writes it: quotes and backslashes escaped, line breaks and
    /// tabs as `\n`, `\r`, `\t`, other control characters as `\u{…}`.
    static func quoted(_ word: String) -> String {
        var quoted = "\""
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where isControl(scalar): quoted += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// Whether `token` must be quoted to read back as itself.
    static func needsQuotes(_ token: String, first: Bool) -> Bool {
        guard let lead = token.utf8.first else { return true }
        let isModifierLike = lead == UInt8(ascii: "%") && token.utf8.dropFirst().first != UInt8(ascii: "{")
        if lead == UInt8(ascii: "\"") || isModifierLike || (first && lead == UInt8(ascii: "#")) { return true }
        var ascii = true
        for byte in token.utf8 {
            if byte <= 0x20 || byte == UInt8(ascii: "\"") || byte == 0x7F { return true }
            if byte >= 0x80 { ascii = false }
        }
        return !ascii
            && token.unicodeScalars.contains {
                $0.value >= 0x80 && ($0.properties.isWhitespace || isControl($0) || $0 == "\u{FEFF}")
            }
    }

    /// Control characters, and the line and paragraph separators, which print escaped.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        return scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
