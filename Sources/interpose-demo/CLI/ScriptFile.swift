import Plugins

/// Reading a script from a file the user named: text or JSON (by a `.json` extension, or a
/// first character of `{`), with every error located.
enum ScriptFile {
    /// The script in the file at `path`.
    ///
    /// - Throws: ``UsageError`` for a file that cannot be read; ``ScriptError`` with every
    ///   located error for one that does not parse, or has no commands.
    static func read(_ path: String) throws -> Script {
        let data = try Console.read(path)
        let isJSON = path.hasSuffix(".json") || data.first(where: { $0 != 0x20 && $0 != 0x0A }) == UInt8(ascii: "{")
        let script = isJSON ? try Script(json: data, file: path) : try Script(parsing: data, file: path)
        guard !script.commands.isEmpty else {
            throw ScriptError(diagnostics: [
                ScriptDiagnostic(file: path, line: 1, column: 1, message: "the script has no commands to play")
            ])
        }
        return script
    }
}
