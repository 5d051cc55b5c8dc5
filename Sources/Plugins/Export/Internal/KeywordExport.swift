/// A keyword's line as a generated test writes it: what a keyword's ``Keyword/swift(_:)`` can
/// say, and the Swift variables defined so far.
///
/// ```swift
/// func swift(_ line: inout KeywordExport) -> [String] {
///     ["print(\(line.literal(line.command.arguments.joined(separator: " "))))"]
/// }
/// ```
@MainActor
struct KeywordExport {
    /// The line as loading read it.
    let step: Step
    let writer: ProgramWriter
    /// The Swift variables defined so far: the script's parameters, and what `Get` lines read.
    var scope: Set<String>

    /// The line as written.
    var command: Command { step.command }

    /// `word` as a Swift string expression, its variables interpolated.
    func literal(_ word: String) -> String {
        writer.literal(word, scope: scope)
    }

    /// A comment saying the line is not exported, and why.
    func notExported(_ why: String) -> String {
        "// not exported (\(why)): \(command.text)"
    }

    /// The class the line's type names, as `find(_:_:)` takes it.
    var locatorType: String {
        writer.vocabulary.type(named: command.componentType)?.locatorType ?? command.componentType
    }

    /// The statements that run the script `name` as `mode` says: a call, or a loop over the
    /// data file's rows; as the line's `%ignore` and `%shouldfail` have it.
    func call(_ name: String, _ mode: CallMode) -> [String] {
        guard let target = step.target else { return ["// not found: \(command.text)"] }
        let body: [String]
        switch mode {
        case .run(let arguments):
            body = [writer.call(target, arguments, scope: scope)]
        case .runWith:
            let rows = step.table.map(writer.rows) ?? []
            body =
                ["for row in ["] + rows.map { "    \($0)," } + [
                    "] {", "    " + writer.call(target, rowNamed: "row"), "}",
                ]
        case .runIf(let condition):
            return [notExported("RunIf: runs \(name) only when \(condition.text) holds")]
        }
        return SwiftStatements.modified(body, by: command)
    }
}
