/// `Debug * Print words…` and `Debug * Vars`: notes in the report.
struct DebugKeyword: Keyword {
    static let types = ["Debug"]
    static let forms: [(form: String, does: String)] = [
        ("Debug * Print words…", "prints the words into the report"),
        ("Debug * Vars", "prints every variable the line sees into the report"),
    ]

    /// Whether it prints the variables rather than its words.
    let printsVariables: Bool

    init(reading command: Command) throws(KeywordProblem) {
        try command.expect(actions: ["Print", "Vars"])
        printsVariables = command.performs("Vars")
    }

    func run(_ line: inout KeywordRun) -> CommandResult? {
        guard printsVariables else { return line.passed(note: line.command.arguments.joined(separator: " ")) }
        let variables = line.variables
        return line.passed(note: variables.keys.sorted().map { "\($0)=\(variables[$0] ?? "")" }.joined(separator: " "))
    }

    func swift(_ line: inout KeywordExport) -> [String] {
        guard !printsVariables else { return [line.notExported("no Swift form")] }
        return ["print(\(line.literal(line.command.arguments.joined(separator: " "))))"]
    }
}
