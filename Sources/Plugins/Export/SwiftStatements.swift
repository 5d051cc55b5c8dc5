import Components

/// The Swift statements that perform one command through the synthesizer, as its action's
/// declaration writes them.
@MainActor
struct SwiftStatements {
    let command: Command
    let vocabulary: Vocabulary

    /// A function the test gets when a script has secrets.
    nonisolated static let secretFunction = """
        /// The secret `name`, from the `INTERPOSE_SECRET_name` environment variable.
        private func secret(_ name: String) -> String {
            ProcessInfo.processInfo.environment["INTERPOSE_SECRET_" + name] ?? ""
        }
        """

    /// The statements, with a comment in place of what cannot be exported.
    var lines: [String] {
        if command.modifiers.ignore == true { return ["// ignored: \(command.text)"] }
        guard let body else { return ["// not exported (no synthesizer call for it): \(command.text)"] }
        return Self.modified(body, by: command)
    }

    /// `body`, the statements of `command` (a script call's too), as its modifiers have it: a
    /// comment when it is ignored, inside `withKnownIssue` when it should fail.
    static func modified(_ body: [String], by command: Command) -> [String] {
        if command.modifiers.ignore == true { return ["// ignored: \(command.text)"] }
        guard command.modifiers.shouldFail == true else { return body }
        return ["withKnownIssue {"] + body.map { "    " + $0 } + ["}"]
    }

    /// What the action's declaration writes, if it writes Swift.
    private var body: [String]? {
        let declared = vocabulary.type(named: command.componentType)
        let type = declared ?? vocabulary.type(ofClass: View.self)
        guard let action = type.action(for: command), let swift = action.swift,
            action.accepts(argumentCount: command.arguments.count)
        else { return nil }
        return swift(SwiftCall(command: command, type: declared))
    }
}
