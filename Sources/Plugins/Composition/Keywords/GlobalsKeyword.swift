/// `Globals * Define|Set name=value …`: variables every script of the run sees.
struct GlobalsKeyword: Keyword {
    static let types = ["Globals"]
    static let forms: [(form: String, does: String)] = [
        ("Globals * Set name=value…", "sets variables every script sees (`Define` does the same)")
    ]
    // A value may name a variable another file defines, so loading leaves it to the run.
    static let variables = KeywordVariables.filled

    let assignments: [Assignment]

    init(reading command: Command) throws(KeywordProblem) {
        try command.expect(actions: ["Define", "Set"])
        assignments = try Assignment.read(command)
        if let bare = assignments.first(where: { $0.value == nil }) {
            throw KeywordProblem("Globals gives each variable a value: \(bare.name)=value")
        }
    }

    var checks: [KeywordCheck] { [.defineGlobals(assignments.map(\.name))] }

    func run(_ line: inout KeywordRun) -> CommandResult? {
        // The line's words come with their variables filled; loading checked how they read.
        for assignment in (try? Assignment.read(line.command)) ?? [] {
            line.setGlobal(assignment.name, assignment.value ?? "")
        }
        return line.passed()
    }
}
