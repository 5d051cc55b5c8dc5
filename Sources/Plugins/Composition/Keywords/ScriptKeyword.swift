/// `Script name Run|RunWith|RunIf …`: calls the script `name` beside this one.
struct ScriptKeyword: Keyword {
    static let types = ["Script"]
    static let forms: [(form: String, does: String)] = [
        (
            "Script name Run [arguments…]",
            "runs the script beside this one (`.mt` optional), the arguments filling its `Vars`"
        ),
        ("Script name RunWith data.csv", "runs it once per row of the data file, the header naming its variables"),
        ("Script name RunIf Type id Verify… [arguments…]", "runs it only if the check holds when the line is reached"),
    ]

    let name: String
    let mode: CallMode

    init(reading command: Command) throws(KeywordProblem) {
        name = command.identifier
        mode = try CallMode(reading: command)
    }

    var checks: [KeywordCheck] { KeywordCheck.calling(name, mode) }

    func run(_ line: inout KeywordRun) -> CommandResult? {
        line.call(name)
    }

    func swift(_ line: inout KeywordExport) -> [String] {
        line.call(name, mode)
    }
}
