/// `Vars * Define name name=default …`: the script's parameters, which a call's arguments fill
/// in order and a data row's columns by name.
struct VarsKeyword: Keyword {
    static let types = ["Vars"]
    static let forms: [(form: String, does: String)] = [
        (
            "Vars * Define name[=default]…",
            "declares the script's parameters, filled in order by a call's arguments or by name by a data row"
        )
    ]
    static let variables = KeywordVariables.literal

    let parameters: [Assignment]

    init(reading command: Command) throws(KeywordProblem) {
        try command.expect(actions: ["Define"])
        parameters = try Assignment.read(command)
    }

    var checks: [KeywordCheck] { [.declare(parameters)] }

    func run(_ line: inout KeywordRun) -> CommandResult? {
        line.passed()
    }

    /// None: the parameters are the generated function's.
    func swift(_ line: inout KeywordExport) -> [String] { [] }
}

/// A `name` or `name=value` word of a `Vars` or `Globals` line.
struct Assignment: Hashable, Sendable {
    var name: String
    /// The value, a pair of quotes around it taken off; `nil` for a bare name.
    var value: String?

    /// The command's arguments as assignments, each name a variable's and given once.
    static func read(_ command: Command) throws(KeywordProblem) -> [Assignment] {
        var assignments: [Assignment] = []
        for word in command.arguments {
            let assignment = Assignment(word)
            let name = assignment.name
            guard VariableText.isVariableName(name) else {
                throw KeywordProblem("'\(name)' is not a variable name (a letter, then letters, digits or _)")
            }
            guard !assignments.contains(where: { $0.name == name }) else {
                throw KeywordProblem("\(name) is defined twice")
            }
            assignments.append(assignment)
        }
        guard !assignments.isEmpty else {
            throw KeywordProblem("\(command.componentType) \(command.action) names no variable")
        }
        return assignments
    }

    private init(_ word: String) {
        guard let equals = word.firstIndex(of: "=") else {
            (name, value) = (word, nil)
            return
        }
        var value = String(word[word.index(after: equals)...])
        if value.count >= 2, value.first == "\"", value.last == "\"" { value = String(value.dropFirst().dropLast()) }
        (name, self.value) = (String(word[..<equals]), value)
    }
}
