/// How a `Script`, `Test`, `Setup`, `Teardown` or `Suite` line runs its script: once with
/// arguments, once per data row, or if a check holds.
enum CallMode: Sendable {
    case run([String])
    case runWith(data: String)
    case runIf(Command)

    /// The mode `command`'s action and arguments say.
    init(reading command: Command) throws(KeywordProblem) {
        let what = "\(command.componentType) \(command.identifier)"
        if command.performs("Run") {
            self = .run(command.arguments)
        } else if command.performs("RunWith") {
            guard command.arguments.count == 1 else {
                throw KeywordProblem("RunWith takes one data file: \(what) RunWith data.csv")
            }
            self = .runWith(data: command.arguments[0])
        } else if command.performs("RunIf") {
            let words = command.arguments
            guard words.count >= 3 else {
                throw KeywordProblem("RunIf takes a check to run on: \(what) RunIf Type id Verify [arguments]")
            }
            let condition = Command(words[0], words[1], words[2], Array(words.dropFirst(3)))
            guard condition.action.lowercased().hasPrefix("verify") else {
                throw KeywordProblem("RunIf runs on a Verify command, not \(condition.action)")
            }
            self = .runIf(condition)
        } else {
            throw KeywordProblem("\(command.componentType) takes Run, RunWith or RunIf, not \(command.action)")
        }
    }
}
