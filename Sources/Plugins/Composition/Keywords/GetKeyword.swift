/// `Type id Get name [property]`: reads a component's property into a variable.
struct GetKeyword: Keyword {
    static let action: String? = "Get"
    static let forms: [(form: String, does: String)] = [
        ("Type id Get name [property]", "reads the component's property (its default one) into `${name}`")
    ]
    static let isPlayerCommand = true

    let variable: String
    let property: String?

    init(reading command: Command) throws(KeywordProblem) {
        guard let variable = command.arguments.first, command.arguments.count <= 2 else {
            throw KeywordProblem("Get takes a variable and, optionally, a property: Get name [property]")
        }
        guard VariableText.isVariableName(variable) else {
            throw KeywordProblem("'\(variable)' is not a variable name")
        }
        self.variable = variable
        property = command.arguments.dropFirst().first
    }

    var checks: [KeywordCheck] { [.checkType, .defineLocal(variable)] }

    func run(_ line: inout KeywordRun) -> CommandResult? {
        do throws(PlaybackError) {
            let value = try line.player.read(property, for: line.command, line: line.step.line)
            line.frame.locals[variable] = value
            return line.passed(note: "\(variable)=\(value)")
        } catch {
            return line.failed(error.description)
        }
    }

    func swift(_ line: inout KeywordExport) -> [String] {
        let find = "find(\(line.locatorType).self, \(line.literal(line.command.identifier)))"
        let name = property.map(SwiftLiteral.string) ?? "nil"
        line.scope.insert(variable)
        return ["let \(SwiftName.variable(variable)) = try ComponentProperties.value(\(name), of: \(find)) ?? \"\""]
    }
}
