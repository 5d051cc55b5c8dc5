/// Why a script could not be read: every problem of the file, found in one pass.
///
/// A bad line does not stop the parser, so one run reports all of a file's mistakes, in order.
/// For text, ``lines`` also tells which lines were fine, so a tool can still show or use them.
///
/// ```swift
/// do {
///     let script = try Script(parsing: text, file: "login.mt")
///     print(script.commands.count)
/// } catch {
///     print(error)  // one `login.mt:3:26: error: …` line per problem
/// }
/// ```
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every problem, in the order of the file.
    public var diagnostics: [ScriptDiagnostic]
    /// For text: one entry per line of the input, the line as read, or nil where the line has a
    /// problem. For JSON: empty, since the JSON's lines are not the script's.
    public var lines: [ScriptLine?]

    /// Creates an error from its diagnostics.
    ///
    /// - Parameters:
    ///   - diagnostics: Every problem, in the order of the file.
    ///   - lines: Each line as read, nil where it has a problem; empty when not known.
    public init(diagnostics: [ScriptDiagnostic], lines: [ScriptLine?] = []) {
        self.diagnostics = diagnostics
        self.lines = lines
    }

    /// The diagnostics, one a line, in the `file:line:column: error: message` form.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
