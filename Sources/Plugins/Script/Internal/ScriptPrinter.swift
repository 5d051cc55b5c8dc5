/// Writes script lines as canonical text: single spaces, quotes only where a token needs them,
/// modifiers in a fixed order.
///
/// A token is printed bare unless it is empty, starts with `"` or `%` (or `#`, in the first
/// position), or holds a space, a tab, a `"`, any other Unicode whitespace, a control character
/// or a byte order mark. In quotes, `"` and `\` are escaped, line feed, carriage return and tab
/// print as `\n`, `\r` and `\t`, and other control characters and the line and paragraph
/// separators as `\u{…}`, so every value prints as text that reads back to it.
///
/// The text is built as UTF-8 bytes and made a `String` once, at the end.
struct ScriptPrinter {
    private var bytes: [UInt8] = []

    /// The text written so far.
    var output: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends `line` and its line feed.
    mutating func append(line: ScriptLine) {
        switch line {
        case .blank: break
        case .comment(let text): append(comment: text)
        case .command(let command): append(command: command)
        }
        bytes.append(0x0A)
    }

    /// Appends `#` and the comment; a line break in it starts another comment line, and a NUL
    /// prints as U+FFFD, so the text still reads back as comments.
    mutating func append(comment text: String) {
        bytes.append(UInt8(ascii: "#"))
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0 }) else {
            bytes.append(contentsOf: text.utf8)
            return
        }
        var previous: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case 0x0A where previous == 0x0D: break
            case 0x0A, 0x0D: bytes.append(contentsOf: [0x0A, UInt8(ascii: "#")])
            case 0: bytes.append(contentsOf: "\u{FFFD}".utf8)
            default: bytes.append(byte)
            }
            previous = byte
        }
    }

    /// Appends a command, without a line feed.
    mutating func append(command: Command) {
        append(token: command.componentType, first: true)
        bytes.append(UInt8(ascii: " "))
        append(token: command.identifier, first: false)
        bytes.append(UInt8(ascii: " "))
        append(token: command.action, first: false)
        for argument in command.arguments {
            bytes.append(UInt8(ascii: " "))
            append(token: argument, first: false)
        }
        if command.modifiers.isEmpty { return }
        for name in ModifierName.allCases {
            guard let value = name.printedValue(in: command.modifiers) else { continue }
            bytes.append(contentsOf: " %\(name.spelling)=\(value)".utf8)
        }
    }

    /// Appends one token, bare or quoted.
    mutating func append(token: String, first: Bool) {
        guard Self.needsQuotes(token, first: first) else {
            bytes.append(contentsOf: token.utf8)
            return
        }
        bytes.append(UInt8(ascii: "\""))
        for scalar in token.unicodeScalars {
            switch scalar {
            case "\"": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case "\\": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case "\n": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case "\r": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case "\t": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case _ where Self.isControl(scalar):
                bytes.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".utf8)
            default: bytes.append(contentsOf: scalar.utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether `token` must be quoted to read back as itself.
    static func needsQuotes(_ token: String, first: Bool) -> Bool {
        guard let lead = token.utf8.first else { return true }
        let isModifierLike = lead == UInt8(ascii: "%") && !token.utf8.dropFirst().starts(with: [UInt8(ascii: "{")])
        if lead == UInt8(ascii: "\"") || isModifierLike || (first && lead == UInt8(ascii: "#")) {
            return true
        }
        var ascii = true
        for byte in token.utf8 {
            if byte <= 0x20 || byte == UInt8(ascii: "\"") || byte == 0x7F { return true }
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
