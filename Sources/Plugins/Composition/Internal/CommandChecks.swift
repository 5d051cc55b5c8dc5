import Components

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

    /// What keeps `command` from playing, as far as its words tell; `nil` when its type is
    /// unknown.
    ///
    /// A type no declaration names may still be an app's own class, which a player finds by
    /// its name and plays with its superclasses' actions: such a command is checked as every
    /// view's when its action is one every view has, taken as it is when some other type
    /// declares its action, and its type is unknown only when nothing declares the action.
    func problems(of command: Command) -> [CommandProblem]? {
        let device = command.isOn("Device") ? command.identifier : ""
        let form = Form(
            type: command.componentType, device: device, action: command.action, arguments: command.arguments)
        if let known = answers[form] { return known }
        let answer = problemsOfUncached(command)
        answers[form] = .some(answer)
        return answer
    }

    private func problemsOfUncached(_ command: Command) -> [CommandProblem]? {
        if let type = vocabulary.type(named: command.componentType) { return type.problems(checking: command) }
        let view = vocabulary.type(ofClass: View.self)
        if view.action(named: command.action) != nil { return view.problems(checking: command) }
        return vocabulary.declaresAction(named: command.action) ? [] : nil
    }
}
