/// A suite's line as read: where it is, what it says, and the script it runs and how.
struct SuiteLine {
    let line: Int
    let command: Command
    let kind: LanguageCommand.SuiteEntry
    /// The path of the script or suite it runs.
    let target: String
    let mode: LanguageCommand.CallMode

    /// Whether it runs only if a check holds (`RunIf`).
    var isConditional: Bool {
        if case .runIf = mode { return true }
        return false
    }
}

extension ScriptProgram {
    /// The lines of the suite at `suite` whose scripts the program holds, in order.
    func suiteLines(of suite: String) -> [SuiteLine] {
        guard let script = self.script(at: suite) else { return [] }
        return script.numberedCommands.compactMap { line, command in
            guard case .suite(let kind, let name, let mode)? = try? LanguageCommand.reading(command),
                let target = resolve(name, from: suite, extensions: kind == .suite ? ["mts"] : ["mt"])
            else { return nil }
            return SuiteLine(line: line, command: command, kind: kind, target: target, mode: mode)
        }
    }

    /// The data table the file `name` holds, resolved from the script at `caller`.
    func table(named name: String, from caller: String) -> DataTable? {
        resolve(name, from: caller, extensions: ["csv"]).flatMap(table(at:))
    }
}
