/// Text made safe for XML (and HTML, which reads it the same way), for every writer of
/// markup here: JUnit reports and session pages.
enum XMLText {
    /// `text` with markup characters as entities, and characters XML 1.0 cannot hold replaced
    /// by U+FFFD.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - keepingLineBreaks: Whether line feeds, tabs and carriage returns stay (as character
    ///     references, so attributes keep them too) or become spaces.
    ///   - inElement: Whether the text is an element's, where quotes, line feeds and tabs stay
    ///     as they are, for people reading the document too.
    static func escaped(_ text: String, keepingLineBreaks: Bool, inElement: Bool = false) -> String {
        // Most text needs nothing: printable ASCII with no markup character stays as it is.
        let plain = text.utf8.allSatisfy { byte in
            (0x20..<0x7F).contains(byte) && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<")
                && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
        }
        if plain { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"" where !inElement: escaped += "&quot;"
            case "'" where !inElement: escaped += "&#39;"
            case "\n" where inElement, "\t" where inElement: escaped.unicodeScalars.append(scalar)
            case "\n", "\t", "\r":
                escaped += keepingLineBreaks ? "&#\(scalar.value);" : " "
            default: escaped.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return escaped
    }

    /// Whether XML 1.0 can hold `scalar` as a character.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
