/// `Doc * Script|Vars …`: MonkeyTalk's documentation of a script and its variables; not run.
struct DocKeyword: Keyword {
    static let types = ["Doc"]
    static let forms: [(form: String, does: String)] = [
        ("Doc * Script …", "documents the script (`Doc * Vars …`, its variables); not run, and not reported")
    ]
    static let variables = KeywordVariables.literal

    init(reading command: Command) throws(KeywordProblem) {}

    func run(_ line: inout KeywordRun) -> CommandResult? { nil }

    func swift(_ line: inout KeywordExport) -> [String] {
        ["// \(line.command.text)"]
    }
}
