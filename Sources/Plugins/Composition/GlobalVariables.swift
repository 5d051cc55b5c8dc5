/// Variables given to a run before it starts: a globals file of `NAME=VALUE` lines (MonkeyTalk's
/// `globals.properties`), and `NAME=VALUE` assignments from the command line.
public enum GlobalVariables {
    /// The variables in a globals file's `text`: a `NAME=VALUE` per line; blank lines and lines
    /// starting with `#` are passed over.
    ///
    /// - Throws: ``ScriptError`` with a `file:line:column` diagnostic for each line that is not
    ///   an assignment to a variable name.
    public static func parse(_ text: String, file: String) throws(ScriptError) -> [String: String] {
        let (variables, diagnostics) = read(text, file: file)
        guard diagnostics.isEmpty else { throw ScriptError(diagnostics: diagnostics) }
        return variables
    }

    /// The variables in a globals file's `text`, and a `file:line:column` diagnostic for each
    /// line that is not an assignment: for a caller that reports them with other problems.
    public static func read(_ text: String, file: String) -> (
        variables: [String: String], diagnostics: [ScriptDiagnostic]
    ) {
        var variables: [String: String] = [:]
        var diagnostics: [ScriptDiagnostic] = []
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let column = line.count - trimmed.count + 1
            do throws(AssignmentError) {
                let (name, value) = try assignment(String(trimmed))
                variables[name] = value
            } catch {
                diagnostics.append(
                    ScriptDiagnostic(file: file, line: index + 1, column: column, message: error.message))
            }
        }
        return (variables, diagnostics)
    }

    /// What is wrong with an assignment.
    public struct AssignmentError: Error, CustomStringConvertible {
        /// The problem, in a sentence.
        public var message: String
        /// The problem.
        public var description: String { message }
    }

    /// `NAME=VALUE` as its name and value.
    ///
    /// - Throws: ``AssignmentError`` when there is no `=` or the name is not a variable name.
    public static func assignment(_ text: String) throws(AssignmentError) -> (name: String, value: String) {
        guard let equals = text.firstIndex(of: "=") else {
            throw AssignmentError(message: "expected NAME=VALUE, got '\(text)'")
        }
        let name = String(text[..<equals]).trimmingSpaces
        guard VariableText.isVariableName(name) else {
            throw AssignmentError(message: "'\(name)' is not a variable name (a letter, then letters, digits or _)")
        }
        return (name, String(text[text.index(after: equals)...]))
    }
}

extension String {
    /// The string without spaces and tabs at either end.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
