/// The JSON form of a command: its parts by name; arguments, modifiers and provenance only
/// when it has them.
///
/// ```json
/// {
///   "action" : "EnterText",
///   "arguments" : [ "joe" ],
///   "componentType" : "Input",
///   "identifier" : "username",
///   "modifiers" : { "timeout" : 5000 }
/// }
/// ```
extension Command {
    private enum Key: String, CodingKey, CaseIterable {
        case componentType, identifier, action, arguments, modifiers, provenance
    }

    /// Reads a command from its JSON form; `arguments` and `modifiers` may be left out.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` for a missing part, a value of the wrong type, or a key that is
    ///   not one of the command's.
    public init(from decoder: any Decoder) throws {
        try decoder.refuseUnknownKeys(Key.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: Key.self)
        self.init(
            try container.decode(String.self, forKey: .componentType),
            try container.decode(String.self, forKey: .identifier),
            try container.decode(String.self, forKey: .action),
            try container.decodeIfPresent([String].self, forKey: .arguments) ?? [],
            modifiers: try container.decodeIfPresent(Modifiers.self, forKey: .modifiers) ?? Modifiers(),
            provenance: try container.decodeIfPresent(Provenance.self, forKey: .provenance))
    }

    /// Writes the command's JSON form, leaving out empty arguments, default modifiers and a
    /// missing provenance.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(componentType, forKey: .componentType)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(action, forKey: .action)
        if !arguments.isEmpty { try container.encode(arguments, forKey: .arguments) }
        if !modifiers.isEmpty { try container.encode(modifiers, forKey: .modifiers) }
        try container.encodeIfPresent(provenance, forKey: .provenance)
    }
}

extension Decoder {
    /// Throws when the object being decoded has a key outside `known`, naming it, so a
    /// misspelt key is an error instead of a silently ignored value.
    func refuseUnknownKeys(_ known: [String]) throws {
        let container = try self.container(keyedBy: AnyKey.self)
        guard let unknown = container.allKeys.first(where: { !known.contains($0.stringValue) }) else { return }
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: codingPath + [unknown],
                debugDescription: "unknown key \"\(unknown.stringValue)\"; known keys: \(known.joined(separator: ", "))"
            ))
    }
}
