/// A suite's lines: `Test`, `Setup` and `Teardown` name a script and how to run it, `Suite` a
/// suite to run within this one.
struct SuiteKeyword: Keyword {
    /// What a suite's line is.
    enum Kind: String, CaseIterable, Sendable {
        case test = "Test", setup = "Setup", teardown = "Teardown", suite = "Suite"
    }

    static let types = Kind.allCases.map(\.rawValue)
    static let forms: [(form: String, does: String)] = [
        (
            "Test name Run …",
            "in a suite (`.mts`): a test on a fresh application (`RunWith data.csv`: one per data row; "
                + "`RunIf Type id Verify…`: skipped unless the check holds after the setups; `%ignore=true`: skipped; "
                + "`%shouldfail=true`: passes when its script fails)"
        ),
        ("Setup name Run …", "in a suite: runs before every test"),
        ("Teardown name Run …", "in a suite: runs after every test, even one that failed"),
        ("Suite name.mts Run", "in a suite: runs that suite's tests, with its own setups and teardowns"),
    ]
    static let isSuiteLine = true

    let kind: Kind
    let name: String
    let mode: CallMode

    init(reading command: Command) throws(KeywordProblem) {
        kind = Kind.allCases.first { command.isOn($0.rawValue) } ?? .test
        name = command.identifier
        mode = try CallMode(reading: command)
    }

    var checks: [KeywordCheck] { KeywordCheck.calling(name, mode, suite: kind == .suite) }

    func run(_ line: inout KeywordRun) -> CommandResult? {
        line.failed("\(kind.rawValue) lines run in a suite (.mts)")
    }
}
