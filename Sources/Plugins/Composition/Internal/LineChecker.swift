/// Checks one file's command lines, each read once: the keyword a line is and what the keyword
/// asks, where each kind of line belongs, the custom command a line may run, a component's
/// command against the vocabulary, and the variables each line uses.
///
/// It finds what it can from the file alone; what its calls reach, ``ProgramLoader`` follows.
@MainActor
struct LineChecker {
    /// A call a keyword's line asks for: the line's step, the name it calls and how.
    struct Call {
        var step: Int
        var name: String
        var mode: CallMode
        var suite: Bool
    }

    let path: String
    let checks: CommandChecks
    let sources: ListedOnceSources
    private(set) var steps: [Step]
    private(set) var problems: [CallGraph.Problem] = []
    private(set) var calls: [Call] = []
    /// The steps that run a custom command file.
    private(set) var customCommands: [Int] = []
    private(set) var globals: [String] = []
    /// The parameters of the file's first `Vars` line, as reading the file found them.
    private let parameters: [Assignment]?
    /// The references no line above them, nor the file's parameters, defines.
    private(set) var pending: [CallGraph.Reference] = []
    /// The names given before the run, and those `Get` lines above have set.
    private var defined: Set<String>
    private let isSuite: Bool
    /// Whether the file's folder holds a custom command file.
    private let hasCustomCommands: Bool

    init(_ file: ProgramFile, known: Set<String>, checks: CommandChecks, sources: ListedOnceSources) {
        (path, steps, defined, parameters) = (file.path, file.steps, known, file.parameters)
        (self.checks, self.sources) = (checks, sources)
        isSuite = ScriptProgram.isSuite(path)
        hasCustomCommands = sources.listing(of: ScriptPath.folder(of: path)).hasCustomCommands
    }

    /// Checks every line, in order.
    mutating func check() {
        for index in steps.indices { check(at: index) }
        let names = Set(parameters?.map(\.name) ?? [])
        pending.removeAll { names.contains($0.reference.name) }
    }

    private mutating func check(at index: Int) {
        let step = steps[index]
        if step.keywordType.map({ $0.variables == .filledAndChecked }) ?? true { noteReferences(of: step) }
        switch step.statement {
        case .invalid(let message):
            problem(step, word: 2, message)
        case .keyword(let read):
            guard isPlaced(step, isSuiteLine: type(of: read).isSuiteLine) else { return }
            for check in read.checks { perform(check, for: index) }
        case .component, .custom:
            guard isPlaced(step, isSuiteLine: false) else { return }
            guard hasCustomCommands, let target = sources.customCommand(for: step.command, from: path) else {
                // A line switched off, or meant to fail, is the player's to skip or to fail.
                let modifiers = step.command.modifiers
                guard modifiers.ignore != true, modifiers.shouldFail != true else { return }
                return check(step.command, of: step, offset: 0)
            }
            (steps[index].statement, steps[index].target) = (.custom, target)
            customCommands.append(index)
        }
    }

    private mutating func perform(_ check: KeywordCheck, for index: Int) {
        let step = steps[index]
        switch check {
        case .call(let name, let mode, let suite): calls.append(Call(step: index, name: name, mode: mode, suite: suite))
        case .declare(let declared): defined.formUnion(declared.map(\.name))
        case .defineGlobals(let names): globals += names
        case .defineLocal(let name): defined.insert(name)
        case .checkType:
            if checks.vocabulary.type(named: step.command.componentType) == nil {
                problem(step, word: 0, unknownType(step.command))
            }
        case .checkCommand(let command, let offset): self.check(command, of: step, offset: offset)
        }
    }

    /// Whether the line is in the kind of file it belongs in; a problem if not.
    private mutating func isPlaced(_ step: Step, isSuiteLine: Bool) -> Bool {
        if isSuite, !isSuiteLine {
            let type = step.keywordType?.types.first ?? step.command.componentType
            problem(step, word: nil, "a suite holds Test, Setup, Teardown and Suite lines, not \(type)")
        } else if !isSuite, isSuiteLine {
            let type = SuiteKeyword.types.first(where: step.command.isOn) ?? step.command.componentType
            problem(step, word: nil, "\(type) lines belong in a suite (.mts); a script says Script")
        }
        return isSuite == isSuiteLine
    }

    /// Checks `command`, whose words start at the line's word `offset`, against the vocabulary.
    private mutating func check(_ command: Command, of step: Step, offset: Int) {
        guard let found = checks.problems(of: command) else {
            return problem(step, word: offset, unknownType(command, custom: offset == 0))
        }
        for problem in found { self.problem(step, word: problem.word + offset, problem.message) }
    }

    private func unknownType(_ command: Command, custom: Bool = false) -> String {
        let file = "\(command.componentType).\(command.action).mt"
        let beside =
            custom ? ", and no custom command file \(file) is beside \(ScriptPath.lastComponent(of: path))" : ""
        return "unknown type \"\(command.componentType)\": no component declares it\(beside)"
    }

    /// Notes each reference in the line's identifier and arguments that nothing defines yet.
    private mutating func noteReferences(of step: Step) {
        noteReferences(in: step.command.identifier, word: 1, of: step)
        for (index, argument) in step.command.arguments.enumerated() {
            noteReferences(in: argument, word: index + 3, of: step)
        }
    }

    private mutating func noteReferences(in text: String, word: Int, of step: Step) {
        for reference in VariableText.references(in: text)
        where !reference.isBuiltIn && !defined.contains(reference.name) {
            pending.append(CallGraph.Reference(line: step.line, word: word, reference: reference))
        }
    }

    private mutating func problem(_ step: Step, word: Int?, _ message: String) {
        problems.append(CallGraph.Problem(file: path, line: step.line, word: word, message: message))
    }
}
