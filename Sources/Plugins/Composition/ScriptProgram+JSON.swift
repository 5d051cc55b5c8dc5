import Foundation

extension ScriptProgram {
    /// Reads a script's JSON form and checks it as ``checking(_:file:variables:vocabulary:)``
    /// does, each problem reported where its line is in the file, named by its path
    /// (`lines[2]: Button has no action "Frob"; …`), as a value that does not decode is.
    ///
    /// ```swift
    /// let program = try ScriptProgram.checking(json: try Data(contentsOf: url), file: url.path)
    /// ```
    ///
    /// - Parameters:
    ///   - json: UTF-8 JSON, as ``Script/jsonData()`` writes it.
    ///   - file: The name diagnostics give for it.
    ///   - variables: Names defined before the run.
    ///   - vocabulary: The commands it may use.
    /// - Throws: ``ScriptError`` with every problem: the JSON's, or else the check's.
    @MainActor
    public static func checking(
        json: Data, file: String, variables: Set<String> = [], vocabulary: Vocabulary = .standard
    ) throws(ScriptError) -> ScriptProgram {
        let script = try Script(json: json, file: file)
        do throws(ScriptError) {
            return try checking(script, file: file, variables: variables, vocabulary: vocabulary)
        } catch {
            let places = JSONLinePlaces.places(in: Array(json))
            throw ScriptError(
                diagnostics: error.diagnostics.map { found in
                    guard places.indices.contains(found.line - 1) else { return found }
                    let place = places[found.line - 1]
                    return ScriptDiagnostic(
                        file: found.file, line: place.line, column: place.column,
                        message: "lines[\(found.line - 1)]: \(found.message)")
                })
        }
    }
}
