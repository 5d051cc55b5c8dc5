/// The rows a `RunWith` runs a script over: a CSV file whose header row names the variables.
///
/// Fields are separated by commas, or by tabs when the header has tabs and no comma; a field
/// may be quoted (`"bo bo"`), with `""` for a quote inside it. Lines end in LF, CRLF or CR;
/// blank lines are skipped. Every row must have as many fields as the header.
///
/// ```
/// usr,pwd
/// justin,password
/// "bo bo",password
/// ```
public struct DataTable: Hashable, Sendable {
    /// The variables the header row names, in order.
    public var names: [String]
    /// Each data row's fields, in the header's order.
    public var rows: [[String]]
    /// The line of the file each row is on, from 1.
    public var lines: [Int]

    /// A table of `rows` under `names`.
    public init(names: [String], rows: [[String]], lines: [Int]? = nil) {
        self.names = names
        self.rows = rows
        self.lines = lines ?? rows.indices.map { $0 + 2 }
    }

    /// Each row as variable assignments, in the header's order.
    public var assignments: [[(name: String, value: String)]] {
        rows.map { row in Array(zip(names, row)).map { (name: $0.0, value: $0.1) } }
    }

    /// Parses the table in `text`, read from `file`.
    ///
    /// - Throws: ``ScriptError`` with a `file:line:column` diagnostic for each problem: an empty
    ///   file, a header name that is not a variable name, a row with the wrong number of
    ///   fields, an unclosed quote.
    public init(parsing text: String, file: String) throws(ScriptError) {
        var diagnostics: [ScriptDiagnostic] = []
        func problem(_ line: Int, _ column: Int, _ message: String) {
            diagnostics.append(ScriptDiagnostic(file: file, line: line, column: column, message: message))
        }
        var records = CSVReader.records(in: text) { line, column, message in problem(line, column, message) }
        records.removeAll { $0.fields == [""] }
        guard let header = records.first else {
            throw ScriptError(diagnostics: [
                ScriptDiagnostic(file: file, line: 1, column: 1, message: "the data file has no header row")
            ])
        }
        for name in header.fields where !VariableText.isVariableName(name) {
            problem(
                header.line, 1,
                "the header names '\(name)', which is not a variable name (a letter, then letters, digits or _)")
        }
        var rows: [[String]] = []
        var lines: [Int] = []
        for record in records.dropFirst() {
            guard record.fields.count == header.fields.count else {
                problem(
                    record.line, 1,
                    "this row has \(record.fields.count) fields; the header names \(header.fields.count) "
                        + "(\(header.fields.joined(separator: ", ")))")
                continue
            }
            rows.append(record.fields)
            lines.append(record.line)
        }
        guard diagnostics.isEmpty else { throw ScriptError(diagnostics: diagnostics) }
        self.init(names: header.fields, rows: rows, lines: lines)
    }
}
