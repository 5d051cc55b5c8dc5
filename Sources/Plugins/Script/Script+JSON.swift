import Foundation

/// The JSON form of a script.
extension Script {
    /// The script as pretty-printed JSON, keys sorted, so the same script always gives the same
    /// bytes and a diff shows what changed.
    ///
    /// Each line is an object with one key (`blank`, `comment` or `command`); a command leaves
    /// out empty arguments, default modifiers and a missing provenance. Reading the data back
    /// with ``init(json:file:)`` gives this script.
    ///
    /// ```swift
    /// let data = try script.jsonData()
    /// try Script(json: data) == script  // true
    /// ```
    ///
    /// - Returns: UTF-8 JSON.
    /// - Throws: `EncodingError` when a provenance time or point is not finite.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Reads a script from its JSON form.
    ///
    /// Foundation reads it: a syntax error is reported at the line and column Foundation names;
    /// a value that does not decode (an unknown key, a value of the wrong type, a timeout of
    /// `1.5` or `-1`) with the path of the value (`lines[3].command.modifiers.timeout`). Every
    /// line that does not decode is reported, not just the first.
    ///
    /// ```swift
    /// let script = try Script(json: try Data(contentsOf: url), file: url.lastPathComponent)
    /// ```
    ///
    /// - Parameters:
    ///   - json: UTF-8 JSON, as ``jsonData()`` writes it.
    ///   - file: The name diagnostics give for the data.
    /// - Throws: A ``ScriptError`` holding every diagnostic.
    public init(json: Data, file: String = "script.json") throws(ScriptError) {
        self = try JSONScriptReader.read(json, file: file).get()
    }
}
