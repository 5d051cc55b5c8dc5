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
        var found: [Reference] = []
        forEachReference(in: word) { found.append($0) }
        return found
    }

    /// Calls `body` with each reference in `word`, in order, gathering nothing.
    static func forEachReference(in word: String, _ body: (Reference) -> Void) {
        var word = word
        word.withUTF8 { bytes in
            guard bytes.contains(UInt8(ascii: "{")) else { return }
            forEachReference(in: bytes, body)
        }
    }

    /// Calls `body` with each reference in a word's UTF-8 bytes, in order.
    static func forEachReference(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Reference) -> Void) {
        var index = 0
        while index + 2 < bytes.count {
            let sigil = bytes[index]
            guard sigil == UInt8(ascii: "$") || sigil == UInt8(ascii: "%"), bytes[index + 1] == UInt8(ascii: "{"),
                let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "}"))
            else {
                index += 1
                continue
            }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 2)..<close]), as: UTF8.self)
            let isBuiltIn = sigil == UInt8(ascii: "%")
            if isBuiltIn ? isBuiltInName(name) || isVariableName(name) : isReferenceName(name) {
                body(Reference(name: name, isBuiltIn: isBuiltIn, bytes: index..<(close + 1)))
                index = close + 1
            } else {
                index += 1
            }
        }
    }

    /// Whether every `${…}` and `%{…}` in a word's UTF-8 bytes (if any) is `${name}` for one of
    /// `names` (as bytes): told in one pass, without making a name. A `true` means every
    /// reference ``forEachReference(in:_:)`` would find is one of `names`.
    static func refersOnly(to names: [[UInt8]], in word: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index + 1 < word.count {
            let sigil = word[index]
            guard sigil == UInt8(ascii: "$") || sigil == UInt8(ascii: "%"), word[index + 1] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            guard sigil == UInt8(ascii: "$"), let close = word[(index + 2)...].firstIndex(of: UInt8(ascii: "}")),
                isOne(of: names, word, from: index + 2, to: close)
            else { return false }
            index = close + 1
        }
        return true
    }

    /// Whether `word[start..<end]` is one of `names`.
    private static func isOne(of names: [[UInt8]], _ word: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
        -> Bool
    {
        for name in names where name.count == end - start {
            var offset = 0
            while offset < name.count, name[offset] == word[start + offset] { offset += 1 }
            if offset == name.count { return true }
        }
        return false
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
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
            guard let first = name.utf8.first, isLetter(first) else { return false }
            return name.utf8.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) || $0 == 0x5F }
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
