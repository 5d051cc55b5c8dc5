/// The variable references inside a script's word, and their substitution.
///
/// `${name}` names a variable (letters, digits and `_`, starting with a letter; a secret's name
/// may also hold `-`); `%{name}` names a built-in: `componentType`, `monkeyId`, `action`, or
/// `1`, `2`, … for the arguments of the command that called the script. Anything else, such as
/// a lone `$` or `${}`, is plain text.
enum VariableText {
    /// One reference: its name, whether it is a built-in, and where it is in the word.
    struct Reference: Hashable {
        var name: String
        var isBuiltIn: Bool
        /// Its range in the word, in UTF-8 bytes.
        var bytes: Range<Int>

        /// The reference as written.
        var spelled: String { isBuiltIn ? "%{\(name)}" : "${\(name)}" }
    }

    /// The built-ins a script may read, besides the numbered arguments.
    static let builtInNames = ["componentType", "monkeyId", "action"]

    /// Every reference in `word`, in order.
    static func references(in word: String) -> [Reference] {
        guard word.utf8.contains(UInt8(ascii: "{")) else { return [] }
        let bytes = Array(word.utf8)
        var found: [Reference] = []
        var index = 0
        while index + 2 < bytes.count {
            let sigil = bytes[index]
            guard sigil == UInt8(ascii: "$") || sigil == UInt8(ascii: "%"), bytes[index + 1] == UInt8(ascii: "{"),
                let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "}"))
            else {
                index += 1
                continue
            }
            let name = String(decoding: bytes[(index + 2)..<close], as: UTF8.self)
            let isBuiltIn = sigil == UInt8(ascii: "%")
            guard isBuiltIn ? isBuiltInName(name) || isVariableName(name) : isReferenceName(name) else {
                index += 1
                continue
            }
            found.append(Reference(name: name, isBuiltIn: isBuiltIn, bytes: index..<(close + 1)))
            index = close + 1
        }
        return found
    }

    /// `word` with each reference replaced by `value(reference)`, and the references that had
    /// no value, which stay as written.
    static func substitute(_ word: String, _ value: (Reference) -> String?) -> (text: String, missing: [Reference]) {
        let references = references(in: word)
        guard !references.isEmpty else { return (word, []) }
        let bytes = Array(word.utf8)
        var text: [UInt8] = []
        var missing: [Reference] = []
        var copied = 0
        for reference in references {
            text += bytes[copied..<reference.bytes.lowerBound]
            if let replacement = value(reference) {
                text += replacement.utf8
            } else {
                missing.append(reference)
                text += bytes[reference.bytes]
            }
            copied = reference.bytes.upperBound
        }
        text += bytes[copied...]
        return (String(decoding: text, as: UTF8.self), missing)
    }

    /// Whether `name` can name a variable: a letter, then letters, digits and `_`.
    static func isVariableName(_ name: String) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        if name.utf8.allSatisfy({ $0 < 0x80 }), let first = name.utf8.first {
            return isLetter(first) && name.utf8.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) || $0 == 0x5F }
        }
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// Whether `${name}` is a reference: a variable's name, or a secret's, which may hold `-`.
    private static func isReferenceName(_ name: String) -> Bool {
        isVariableName(name) || PlaybackSecrets.isValidName(name)
    }

    private static func isBuiltInName(_ name: String) -> Bool {
        builtInNames.contains(name) || (!name.isEmpty && name.allSatisfy(\.isASCIIDigit) && name != "0")
    }
}

extension Character {
    /// Whether this is one of the ASCII digits 0 to 9.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
