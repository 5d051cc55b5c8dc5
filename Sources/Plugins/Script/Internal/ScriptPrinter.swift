/// Writes script lines as canonical text: single spaces, quotes only where a token needs them,
/// modifiers in a fixed order.
///
/// A token is printed bare unless it is empty, starts with `"` or `%` (or `#`, in the first
/// position), or holds a space, a tab, a `"`, any other Unicode whitespace, a control character
/// or a byte order mark. In quotes, `"` and `\` are escaped, line feed, carriage return and tab
/// print as `\n`, `\r` and `\t`, and other control characters and the line and paragraph
/// separators as `\u{…}`, so every value prints as text that reads back to it.
struct ScriptPrinter {
    private(set) var output = ""

    /// Appends `line` and its line feed.
    mutating func append(line: ScriptLine) {
        switch line {
        case .blank: break
        case .comment(let text): append(comment: text)
        case .command(let command): append(command: command)
        }
        output.append("\n")
    }

    /// Appends `#` and the comment; a line break in it starts another comment line, and a NUL
    /// prints as U+FFFD, so the text still reads back as comments.
    mutating func append(comment text: String) {
        output.append("#")
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0 }) else {
            output.append(text)
            return
        }
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where previous == "\r": break
            case "\n", "\r": output.append("\n#")
            case "\0": output.append("\u{FFFD}")
            default: output.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
    }

    /// Appends a command, without a line feed.
    mutating func append(command: Command) {
        append(token: command.componentType, first: true)
        output.append(" ")
        append(token: command.identifier, first: false)
        output.append(" ")
        append(token: command.action, first: false)
        for argument in command.arguments {
            output.append(" ")
            append(token: argument, first: false)
        }
        if command.modifiers.isEmpty { return }
        for (name, _) in ModifierName.spellings {
            guard let value = name.printedValue(in: command.modifiers) else { continue }
            output.append(" %")
            output.append(name.spelling)
            output.append("=")
            output.append(value)
        }
    }

    /// Appends one token, bare or quoted.
    mutating func append(token: String, first: Bool) {
        guard Self.needsQuotes(token, first: first) else {
            output.append(token)
            return
        }
        output.append("\"")
        for scalar in token.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case _ where Self.isControl(scalar):
                output.append("\\u{\(String(scalar.value, radix: 16, uppercase: true))}")
            default: output.unicodeScalars.append(scalar)
            }
        }
        output.append("\"")
    }

    /// Whether `token` must be quoted to read back as itself.
    static func needsQuotes(_ token: String, first: Bool) -> Bool {
        guard let lead = token.utf8.first else { return true }
        if lead == 0x22 || lead == 0x25 || (first && lead == 0x23) { return true }
        var ascii = true
        for byte in token.utf8 {
            if byte <= 0x20 || byte == 0x22 || byte == 0x7F { return true }
            if byte >= 0x80 { ascii = false }
        }
        if ascii { return false }
        return token.unicodeScalars.contains {
            $0.value >= 0x80 && ($0.properties.isWhitespace || isControl($0) || $0 == "\u{FEFF}")
        }
    }

    /// Control characters, and the line and paragraph separators, which print escaped.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        return scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
