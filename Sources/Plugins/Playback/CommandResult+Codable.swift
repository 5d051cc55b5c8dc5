/// The JSON form of a command's result: its parts by name; callers and warnings only when it
/// has them, and its reason, file, note and screen only when it has them.
///
/// ```json
/// {"command":{"action":"Tap","componentType":"Button","identifier":"OK"},"duration":0.08,"line":2,"outcome":"passed","start":0.5}
/// ```
extension CommandResult {
    private enum Key: String, CodingKey {
        case line, command, outcome, reason, start, duration, callers, file, note, warnings, screen
    }

    /// Reads a result from its JSON form; `callers` and `warnings` may be left out.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` for a missing part or a value of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        self.init(
            line: try container.decode(Int.self, forKey: .line),
            command: try container.decode(Command.self, forKey: .command),
            outcome: try container.decode(CommandOutcome.self, forKey: .outcome),
            reason: try container.decodeIfPresent(String.self, forKey: .reason),
            start: try container.decode(Double.self, forKey: .start),
            duration: try container.decode(Double.self, forKey: .duration))
        callers = try container.decodeIfPresent([ScriptLocation].self, forKey: .callers) ?? []
        file = try container.decodeIfPresent(String.self, forKey: .file)
        note = try container.decodeIfPresent(String.self, forKey: .note)
        warnings = try container.decodeIfPresent([String].self, forKey: .warnings) ?? []
        screen = try container.decodeIfPresent(FailureScreen.self, forKey: .screen)
    }

    /// Writes the result's JSON form, leaving out empty callers and warnings and what it does
    /// not have: a report of many passing commands is mostly their commands and times.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(line, forKey: .line)
        try container.encode(command, forKey: .command)
        try container.encode(outcome, forKey: .outcome)
        try container.encodeIfPresent(reason, forKey: .reason)
        try container.encode(start, forKey: .start)
        try container.encode(duration, forKey: .duration)
        if !callers.isEmpty { try container.encode(callers, forKey: .callers) }
        try container.encodeIfPresent(file, forKey: .file)
        try container.encodeIfPresent(note, forKey: .note)
        if !warnings.isEmpty { try container.encode(warnings, forKey: .warnings) }
        try container.encodeIfPresent(screen, forKey: .screen)
    }
}
