/// The vocabulary's answer for each form of command a load meets (its type, action and
/// arguments), worked out once: a suite's scripts say the same commands many times over.
@MainActor
final class CommandChecks {
    private struct Form: Hashable {
        var type: String
        /// The identifier, for the device only, which takes `*`.
        var device: String
        var action: String
        var arguments: [String]
    }

    let vocabulary: Vocabulary
    private var answers: [Form: [CommandProblem]?] = [:]

    init(vocabulary: Vocabulary) {
        self.vocabulary = vocabulary
    }

    /// What keeps `command` from playing, as far as its words tell; `nil` when no component
    /// declares its type.
    func problems(of command: Command) -> [CommandProblem]? {
        let device = command.isOn("Device") ? command.identifier : ""
        let form = Form(
            type: command.componentType, device: device, action: command.action, arguments: command.arguments)
        if let known = answers[form] { return known }
        let answer = vocabulary.type(named: command.componentType)?.problems(checking: command)
        answers[form] = .some(answer)
        return answer
    }
}
