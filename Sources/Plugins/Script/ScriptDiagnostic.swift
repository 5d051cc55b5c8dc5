/// One problem in a script's text or JSON form, located in the file.
///
/// Lines and columns count from 1; a column counts `Character`s from the start of the line, so
/// it matches what an editor shows for text that is not in a decomposed form. Its
/// ``description`` is the form compilers use, which editors and CI logs turn into links:
///
/// ```
/// login.mt:3:26: error: %timeout takes whole milliseconds (0 or more), not '1.5'
/// ```
public struct ScriptDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The file's name, as given to the parser.
    public var file: String
    /// The line, counting from 1.
    public var line: Int
    /// The column, in characters, counting from 1.
    public var column: Int
    /// What is wrong, and usually how to write it instead.
    public var message: String

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - file: The file's name.
    ///   - line: The line, counting from 1.
    ///   - column: The column, in characters, counting from 1.
    ///   - message: What is wrong.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: error: message`.
    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
