/// Swift source for literal values.
enum SwiftLiteral {
    /// `text` as a Swift string literal, escaped.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// `text` as a Swift number literal, if it is a finite number.
    static func number(_ text: String) -> String? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value.scriptDescription
    }
}

/// The `${name}` form of a secret in a script.
enum SecretPlaceholder {
    /// Whether `argument` is exactly a placeholder.
    static func isPlaceholder(_ argument: String) -> Bool {
        name(of: argument) != nil
    }

    /// The secret's name, when `argument` is a placeholder.
    static func name(of argument: String) -> String? {
        guard argument.hasPrefix("${"), argument.hasSuffix("}"), argument.count > 3 else { return nil }
        let name = argument.dropFirst(2).dropLast()
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" } ? String(name) : nil
    }
}
