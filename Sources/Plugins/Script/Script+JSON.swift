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
    /// The reader is strict: it refuses unknown keys, numbers of the wrong type or out of range
    /// (a timeout of `1.5` or `1e400`), and arrays and objects nested more than 100 deep, each
    /// with its line, column and the path of the value (`lines[3].command.modifiers.timeout`).
    /// Every line that does not decode is reported, not just the first.
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
        let result =
            json.withContiguousStorageIfAvailable { JSONReader.read($0, file: file) }
            ?? Array(json).withUnsafeBufferPointer { JSONReader.read($0, file: file) }
        self = try result.get()
    }
}
