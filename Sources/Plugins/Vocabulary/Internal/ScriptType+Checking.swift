import Components

/// What is wrong with a command as a script writes it, found before it runs: the word it is
/// at (0 the type, 1 the identifier, 2 the action, 3 and on the arguments), and the message
/// the player would fail it with.
struct CommandProblem: Hashable, Sendable {
    var word: Int
    var message: String
}

extension ScriptType {
    /// What keeps `command` from playing on this type, as far as its words tell before anything
    /// runs: an action the type does not have, the wrong number of arguments, a literal argument
    /// its declaration refuses, a device command's identifier. An argument holding `${…}` or
    /// `%{…}` is known only when it runs, and is left to the player.
    func problems(checking command: Command) -> [CommandProblem] {
        guard let action = action(for: command) else {
            let error = PlaybackError.unknownAction(
                type: command.componentType, action: command.action, actions: actionNames)
            return [CommandProblem(word: 2, message: error.description)]
        }
        var problems: [CommandProblem] = []
        if action.role == .device, command.identifier != "*", !Self.holdsVariable(command.identifier) {
            let error = PlaybackError.outOfRange(
                action: command.action, type: command.componentType,
                reason: "Device takes * as its identifier, not \"\(command.identifier)\"")
            problems.append(CommandProblem(word: 1, message: error.description))
        }
        let count =
            action.accepts(argumentCount: command.arguments.count)
            ? command.arguments.count : keptArgumentCount(of: command) ?? command.arguments.count
        guard action.accepts(argumentCount: count) else {
            let error = PlaybackError.argumentCount(
                action: command.action, type: command.componentType,
                expected: ArgumentReader.expectation(of: action.arguments), got: command.arguments.count)
            return problems + [CommandProblem(word: 2, message: error.description)]
        }
        var checked = command
        checked.arguments.removeLast(command.arguments.count - count)
        return problems + literalProblems(of: checked, against: action.arguments)
    }

    /// How many of `command`'s arguments the player plays: all of them, or, for a command in
    /// one of MonkeyTalk's type names that gives more than its action takes, as many as it
    /// takes (MonkeyTalk's API ignored the rest); `nil` when the player plays them all.
    func keptArgumentCount(of command: Command) -> Int? {
        guard let action = action(for: command), !action.accepts(argumentCount: command.arguments.count),
            name.lowercased() != command.componentType.lowercased()
        else { return nil }
        return (0..<command.arguments.count).last(where: action.accepts(argumentCount:))
    }

    /// A problem for each argument whose words are all literal and that its declaration
    /// refuses, each read as the player reads it, at its position.
    private func literalProblems(of command: Command, against declared: [ActionArgument]) -> [CommandProblem] {
        var problems: [CommandProblem] = []
        var start = 0
        for index in declared.indices where start < command.arguments.count {
            let words = declared[index].words ?? command.arguments.count - start
            let end = min(start + words, command.arguments.count)
            if let problem = problem(reading: declared[index], from: start, to: end, of: command) {
                problems.append(problem)
            }
            start = end
        }
        return problems
    }

    /// Why `argument`, in `command`'s words `start..<end`, cannot be read, if its words are
    /// literal; the words before it read as text, so it is read at its own position.
    private func problem(reading argument: ActionArgument, from start: Int, to end: Int, of command: Command)
        -> CommandProblem?
    {
        guard argument.canRefuse, !command.arguments[start..<end].contains(where: Self.holdsVariable) else {
            return nil
        }
        var alone = command
        alone.arguments = Array(command.arguments[..<end])
        let before = Array(repeating: ActionArgument.text("before"), count: start)
        let declared = before + [ActionArgument(argument.name, argument.kind)]
        do throws(PlaybackError) {
            _ = try ArgumentReader(command: alone, declared: declared, secrets: PlaybackSecrets()).read()
            return nil
        } catch {
            return CommandProblem(word: 3 + start, message: error.description)
        }
    }

    /// Whether `word` holds a variable or a built-in, whose value is known only when it runs.
    static func holdsVariable(_ word: String) -> Bool {
        word.utf8.contains(UInt8(ascii: "{"))
            && zip(word.utf8, word.utf8.dropFirst()).contains { sigil, brace in
                (sigil == UInt8(ascii: "$") || sigil == UInt8(ascii: "%")) && brace == UInt8(ascii: "{")
            }
    }
}

extension ActionArgument {
    /// Whether some word could be refused as this argument: any text is a text.
    var canRefuse: Bool {
        switch kind {
        case .text, .secretText, .wholeOrText: false
        default: true
        }
    }
}
