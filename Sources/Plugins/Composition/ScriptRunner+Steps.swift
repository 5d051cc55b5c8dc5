import Components
import Foundation

extension ScriptRunner {
    /// Runs one command line; `nil` for a line that only documents.
    func execute(_ step: Step, in frame: inout Frame) -> CommandResult? {
        let command = step.command
        let filled: Command
        do throws(VariableError) {
            let literal = step.keyword.map { type(of: $0).variables == .literal } ?? false
            filled = literal ? command : try substitute(command, in: frame)
        } catch {
            return CommandResult(
                line: step.line, command: command, outcome: .failed, reason: error.message, start: player.clock.now)
        }
        switch step.statement {
        case .keyword(let keyword):
            var line = KeywordRun(step: step, command: filled, frame: frame, runner: self)
            defer { frame = line.frame }
            return keyword.run(&line)
        case .invalid(let reason):
            return CommandResult(
                line: step.line, command: filled, outcome: .failed, reason: reason, start: player.clock.now)
        case .custom:
            return call(
                step.target ?? "", .run(filled.arguments), table: nil, from: filled, line: step.line, frame: frame)
        case .component:
            // Snapshots live beside a script on disk; one from elsewhere keeps what the player was given.
            if isOnDisk(frame.file) { player.snapshots.script = frame.file }
            return play(filled, as: command, line: step.line)
        }
    }

    /// Whether `file` is on disk, asked once.
    private func isOnDisk(_ file: String) -> Bool {
        if let known = onDisk[file] { return known }
        let found = FileManager.default.fileExists(atPath: file)
        onDisk[file] = found
        return found
    }

    /// Plays a component's command, its variables filled, on the player.
    private func play(_ filled: Command, as written: Command, line: Int) -> CommandResult {
        let (tolerated, warning) = player.tolerated(filled)
        var result = player.play(tolerated, line: line, thinking: played > 0)
        if result.outcome != .skipped { played += 1 }
        result.command = filled
        if let warning { result.warnings.append(warning) }
        if written.modifiers.screenshotOnError == false {
            result.warnings.append("%screenshotonerror=false changes nothing: a replay's page pictures every command")
        }
        return result
    }

    /// The value of `reference` in `frame`: a built-in of its call, its own variable, or a
    /// global.
    func value(of reference: VariableText.Reference, in frame: Frame) -> String? {
        if reference.isBuiltIn { return frame.builtIns[reference.name] }
        return frame.locals[reference.name] ?? globals[reference.name]
    }

    /// An undefined variable, by name.
    struct VariableError: Error {
        var message: String
    }

    /// `command` with its variables' values in its identifier and arguments.
    ///
    /// A parameter of the script (its `Vars * Define` names) that was given no value fails the
    /// command saying how to give one, wherever it is used, even where a secret's placeholder
    /// could stand (unless a secret of that name was given).
    func substitute(_ command: Command, in frame: Frame) throws(VariableError) -> Command {
        var command = command
        var missing: [VariableText.Reference] = []
        let secret = player.vocabulary.secretWords(of: command)
        let parameters = Set(program.files[frame.file]?.parameters?.map(\.name) ?? [])
        func fill(_ word: String, isSecret: Bool) -> String {
            let (text, unresolved) = VariableText.substitute(word) { value(of: $0, in: frame) }
            // A secret's placeholder stays for the player, which fills it or says it is missing.
            missing += unresolved.filter { reference in
                reference.isBuiltIn || !isSecret
                    || (parameters.contains(reference.name) && player.secrets[reference.name] == nil)
            }
            return text
        }
        command.identifier = fill(command.identifier, isSecret: false)
        command.arguments = command.arguments.enumerated().map { fill($1, isSecret: secret.contains($0)) }
        guard let first = missing.first else { return command }
        if !first.isBuiltIn, parameters.contains(first.name) {
            let script = ScriptPath.lastComponent(of: frame.file)
            throw VariableError(
                message: "parameter \(first.name) of \(script) has no value: call the script with one "
                    + "(Script \(script) Run …), give it a default (Vars * Define \(first.name)=…), "
                    + "or play it with --var \(first.name)=…")
        }
        throw VariableError(message: "undefined \(first.isBuiltIn ? "built-in" : "variable") \(first.spelled)")
    }
}
