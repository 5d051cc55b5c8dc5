/// Reads a script or suite and its whole call tree: finds and reads each file once, has its
/// lines checked (``LineChecker``), follows the calls they make, then has the calls between
/// the files checked (``CallGraph``). Every problem is kept, located, and reported by file in
/// the order the files were met, then by line and column.
@MainActor
struct ProgramLoader {
    let sources: ListedOnceSources
    let known: Set<String>
    let vocabulary: Vocabulary
    private let checks: CommandChecks
    private var files: [String: ProgramFile] = [:]
    private var tables: [String: DataTable] = [:]
    private var graph = CallGraph()
    private var problems: [CallGraph.Problem] = []
    private var diagnostics: [ScriptDiagnostic] = []
    /// Each file's bytes, to locate its problems.
    private var texts: [String: [UInt8]] = [:]
    /// The order files were met in, the root first.
    private var met: [String: Int] = [:]
    private var queue: [String] = []

    init(sources: any ScriptSources, known: Set<String>, vocabulary: Vocabulary) {
        self.sources = ListedOnceSources.listingOnce(sources)
        (self.known, self.vocabulary) = (known, vocabulary)
        checks = CommandChecks(vocabulary: vocabulary)
    }

    mutating func load(_ root: String) throws(ScriptError) -> ScriptProgram {
        guard read(root, calledFrom: nil) else { throw ScriptError(diagnostics: problems.map(locate)) }
        while let path = queue.popLast() { check(path) }
        if diagnostics.isEmpty, problems.isEmpty, files[root]?.steps.isEmpty ?? true {
            problems.append(CallGraph.Problem(file: root, line: 1, message: "the script has no commands to play"))
        }
        problems += graph.argumentProblems { files[$0]?.parameters }
        problems += graph.variableProblems(isSecret: isSecret)
        problems += graph.cycleProblems(from: root)
        diagnostics += problems.map(locate)
        guard diagnostics.isEmpty else { throw ScriptError(diagnostics: ordered(diagnostics)) }
        return ScriptProgram(root: root, sources: sources, files: files, tables: tables)
    }

    /// Reads and parses `path` once; `false` when it cannot be read.
    @discardableResult
    private mutating func read(_ path: String, calledFrom call: CallGraph.Call?) -> Bool {
        if files[path] != nil { return true }
        guard let bytes = sources.contents(of: path) else {
            let place = call ?? CallGraph.Call(caller: path, line: 1, word: nil, target: path)
            problems.append(CallGraph.Problem(place, "cannot read \(path)"))
            return false
        }
        (met[path], texts[path]) = (met.count, bytes)
        let script: Script
        do throws(ScriptError) {
            script = try Script(parsing: bytes, file: path)
        } catch {
            diagnostics += error.diagnostics
            script = Script(lines: error.lines.map { $0 ?? .blank })
        }
        files[path] = ProgramFile(path: path, script: script)
        queue.append(path)
        return true
    }

    /// Checks each line of `path`, and reads what it calls.
    private mutating func check(_ path: String) {
        guard let file = files[path] else { return }
        var checker = LineChecker(file, known: known, checks: checks, sources: sources)
        checker.check()
        files[path]?.steps = checker.steps
        problems += checker.problems
        graph.globals.formUnion(checker.globals)
        graph.unresolved[path] = checker.pending
        for index in checker.customCommands {
            let step = checker.steps[index]
            follow(
                CallGraph.Call(
                    caller: path, line: step.line, word: 2, target: step.target ?? "", arguments: step.command.arguments
                ))
        }
        for call in checker.calls { follow(call, from: path) }
    }

    /// Finds the script a keyword's line calls, and its data file, and reads them.
    private mutating func follow(_ call: LineChecker.Call, from path: String) {
        guard let step = files[path]?.steps[call.step] else { return }
        var found = CallGraph.Call(caller: path, line: step.line, word: 1, target: "", arguments: [])
        let kind = call.suite ? "suite" : "script"
        guard let target = sources.find(call.name, from: path, extensions: call.suite ? ["mts"] : ["mt"]) else {
            return problems.append(CallGraph.Problem(found, "cannot find the \(kind) \(call.name) beside \(path)"))
        }
        guard ScriptProgram.isSuite(target) == call.suite else {
            let message =
                call.suite
                ? "Suite runs a suite (.mts), not \(call.name)"
                : "\(call.name) is a suite; run it with Suite \(call.name) Run"
            return problems.append(CallGraph.Problem(found, message))
        }
        found.target = target
        files[path]?.steps[call.step].target = target
        switch call.mode {
        case .run(let arguments): found.arguments = arguments
        case .runIf: break
        case .runWith(let data):
            let place = CallGraph.Call(caller: path, line: step.line, word: 3, target: "")
            guard let table = readTable(data, from: path, at: place) else { return }
            files[path]?.steps[call.step].table = table
            (found.arguments, found.dataNames) = (nil, tables[table]?.names ?? [])
        }
        follow(found)
    }

    private mutating func follow(_ call: CallGraph.Call) {
        graph.add(call)
        read(call.target, calledFrom: call)
    }

    /// The path of the data file `name` beside `caller`, read once.
    private mutating func readTable(_ name: String, from caller: String, at place: CallGraph.Call) -> String? {
        guard let path = sources.find(name, from: caller, extensions: ["csv"]) else {
            problems.append(CallGraph.Problem(place, "cannot find the data file \(name) beside \(caller)"))
            return nil
        }
        if tables[path] != nil { return path }
        met[path] = met[path] ?? met.count
        guard let bytes = sources.contents(of: path) else {
            problems.append(CallGraph.Problem(place, "cannot read \(path)"))
            return nil
        }
        do throws(ScriptError) {
            tables[path] = try DataTable(parsing: String(decoding: bytes, as: UTF8.self), file: path)
            return path
        } catch {
            diagnostics += error.diagnostics
            return nil
        }
    }

    /// Whether the reference is in a word a secret may fill: a secret's placeholder.
    private func isSecret(_ path: String, _ reference: CallGraph.Reference) -> Bool {
        guard let step = files[path]?.steps.first(where: { $0.line == reference.line }) else { return false }
        return vocabulary.secretWords(of: step.command).contains(reference.word - 3)
    }

    /// The problem as a diagnostic, at its word's column (or its text's, within the line).
    private func locate(_ problem: CallGraph.Problem) -> ScriptDiagnostic {
        let line = texts[problem.file].map { SourceLine.line(problem.line, of: $0) } ?? []
        let column =
            problem.text.map { SourceLine.column(of: $0, in: line) }
            ?? SourceLine.column(ofWord: problem.word, in: line)
        return ScriptDiagnostic(file: problem.file, line: problem.line, column: column, message: problem.message)
    }

    private func ordered(_ diagnostics: [ScriptDiagnostic]) -> [ScriptDiagnostic] {
        var order = met
        for diagnostic in diagnostics where order[diagnostic.file] == nil { order[diagnostic.file] = order.count }
        return diagnostics.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            return (order[x.file] ?? 0, x.line, x.column, a.offset) < (order[y.file] ?? 0, y.line, y.column, b.offset)
        }.map(\.element)
    }
}
