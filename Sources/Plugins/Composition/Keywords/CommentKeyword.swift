/// `Comment * Note words…`: a comment the report shows at its place in the run, where a `#`
/// line stays in the file.
struct CommentKeyword: Keyword {
    static let types = ["Comment"]
    static let forms: [(form: String, does: String)] = [
        ("Comment * Note words…", "a comment the report shows where the run reaches it; a generated test keeps it")
    ]

    let words: [String]

    init(reading command: Command) throws(KeywordProblem) {
        try command.expect(actions: ["Note"])
        guard !command.arguments.isEmpty else {
            throw KeywordProblem("Comment * Note takes the words to show: Comment * Note the form is sent")
        }
        words = command.arguments
    }

    func run(_ line: inout KeywordRun) -> CommandResult? {
        line.passed(note: line.command.arguments.joined(separator: " "))
    }

    func swift(_ line: inout KeywordExport) -> [String] {
        ["// " + words.joined(separator: " ")]
    }
}
