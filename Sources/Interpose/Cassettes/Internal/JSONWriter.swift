/// Writes ``CassetteValue``s as JSON text: compact for messages, indented for files.
///
/// Object members are written sorted by key, so a value has one spelling and a file's diff
/// shows only what changed. In the indented form an array or object whose compact spelling
/// fits on a short line stays on one line (`{"row": 3, "section": 0}`), which keeps a cassette
/// of small calls short enough to read in a pull request.
enum JSONWriter {
    /// The longest compact spelling an indented file keeps on one line.
    static let inlineWidth = 72

    /// `value` on one line, with a space after each `:` and `,`.
    static func compact(_ value: CassetteValue) -> String {
        var text = ""
        writeCompact(value, to: &text)
        return text
    }

    /// `value` indented by `indent` levels of two spaces, its first line not indented.
    static func indented(_ value: CassetteValue, indent: Int) -> String {
        var text = ""
        writeIndented(value, indent: indent, to: &text)
        return text
    }

    private static func writeCompact(_ value: CassetteValue, to text: inout String) {
        switch value {
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                writeCompact(element, to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { text += ", " }
                text += quoted(key) + ": "
                writeCompact(members[key]!, to: &text)
            }
            text += "}"
        default:
            text += scalar(value)
        }
    }

    private static func writeIndented(_ value: CassetteValue, indent: Int, to text: inout String) {
        let line = compact(value)
        guard line.count > inlineWidth else {
            text += line
            return
        }
        let inner = String(repeating: "  ", count: indent + 1)
        let outer = String(repeating: "  ", count: indent)
        switch value {
        case .array(let elements):
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += inner
                writeIndented(element, indent: indent + 1, to: &text)
                text += index < elements.count - 1 ? ",\n" : "\n"
            }
            text += outer + "]"
        case .object(let members):
            text += "{\n"
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                text += inner + quoted(key) + ": "
                writeIndented(members[key]!, indent: indent + 1, to: &text)
                text += index < keys.count - 1 ? ",\n" : "\n"
            }
            text += outer + "}"
        default:
            text += line
        }
    }

    /// A scalar's spelling.
    private static func scalar(_ value: CassetteValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .number(let number): number.isFinite ? String(number) : "null"
        case .string(let string): quoted(string)
        case .array, .object: compact(value)
        }
    }

    /// `string` in quotes, with what JSON requires escaped.
    static func quoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
