/// The JSON form of a line: an object with one key.
///
/// ```json
/// { "blank" : true }
/// { "comment" : " log in" }
/// { "command" : { "action" : "Tap", "componentType" : "Button", "identifier" : "OK" } }
/// ```
extension ScriptLine {
    private enum Key: String, CodingKey {
        case blank, comment, command
    }

    /// Reads a line from its JSON form: `{"blank": true}`, `{"comment": "…"}` or
    /// `{"command": {…}}`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when the object has another shape, or when a comment holds a
    ///   line break or a NUL (which its text form could not keep).
    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue).sorted()
        guard keys.count == 1, let key = Key(rawValue: keys[0]) else {
            let found = keys.isEmpty ? "none" : keys.map { "\"\($0)\"" }.joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a line has one key, \"blank\", \"comment\" or \"command\"; found \(found)"))
        }
        let container = try decoder.container(keyedBy: Key.self)
        switch key {
        case .blank:
            guard try container.decode(Bool.self, forKey: .blank) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .blank, in: container, debugDescription: "a blank line is written {\"blank\": true}")
            }
            self = .blank
        case .comment:
            let text = try container.decode(String.self, forKey: .comment)
            guard !text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0 }) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .comment, in: container,
                    debugDescription: "a comment holds no line break or NUL; write one comment a line")
            }
            self = .comment(text)
        case .command:
            self = .command(try container.decode(Command.self, forKey: .command))
        }
    }

    /// Writes the line's JSON form, an object with one key.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .blank: try container.encode(true, forKey: .blank)
        case .comment(let text): try container.encode(text, forKey: .comment)
        case .command(let command): try container.encode(command, forKey: .command)
        }
    }
}
