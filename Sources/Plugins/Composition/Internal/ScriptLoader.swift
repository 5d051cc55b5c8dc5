/// Reads a script and its whole call tree, and checks it, collecting every problem.
///
/// Only ``load(_:)`` and ``checkVariables()`` are the main actor's (a secret's placeholder is
/// told by the vocabulary): the walk over the lines hands closures around, which would each
/// check the actor again.
struct ScriptLoader {
    /// A call found while reading: who calls what, where, with which arguments.
    struct Call {
        var caller: String
        var line: Int
        /// The word on the line a problem with the call points at.
        var word: String
        var target: String
        /// The arguments given by position, or `nil` for a `RunWith`.
        var arguments: [String]?
        /// The variables a `RunWith`'s data file names.
        var dataNames: [String] = []
    }

    let sources: any ScriptSources
    let known: Set<String>
    let vocabulary: Vocabulary
    var files: [String: LoadedScript] = [:]
    var tables: [String: DataTable] = [:]
    var calls: [Call] = []
    /// The folders of every file read, listed once each.
    var folders = FolderIndex()
    var diagnostics: [ScriptDiagnostic] = []
    /// The names `Globals` lines set, in any file.
    var globals: Set<String> = []
    /// By file, the references its own script does not define, for ``checkVariables()``.
    var unresolved: [String: [UnresolvedReference]] = [:]
    private var queue: [String] = []
    /// The file the load begins with, and whether it holds a command.
    private var root = ""
    private var rootHasCommands = false
    /// The order files were met in, the root first: the order problems are reported in.
    private var met: [String: Int] = [:]

    init(sources: any ScriptSources, known: Set<String>, vocabulary: Vocabulary) {
        self.sources = sources
        self.known = known
        self.vocabulary = vocabulary
    }

    @MainActor
    mutating func load(_ root: String) throws(ScriptError) -> ScriptProgram {
        self.root = root
        guard read(root, calledFrom: nil) else { throw ScriptError(diagnostics: diagnostics) }
        while let path = queue.popLast() { check(path) }
        if diagnostics.isEmpty, !rootHasCommands {
            problem(root, 1, 1, "the script has no commands to play")
        }
        checkArguments()
        checkVariables()
        checkCycles(from: root)
        guard diagnostics.isEmpty else { throw ScriptError(diagnostics: ordered(diagnostics)) }
        return ScriptProgram(root: root, sources: sources, files: files, tables: tables, folders: folders)
    }

    mutating func problem(_ file: String, _ line: Int, _ column: Int, _ message: String) {
        diagnostics.append(ScriptDiagnostic(file: file, line: line, column: column, message: message))
    }

    /// A problem with `call`, at the word it points at (located only now, as problems are few).
    mutating func problem(_ call: Call, _ message: String) {
        problem(call.caller, call.line, files[call.caller]?.column(of: call.word, line: call.line) ?? 1, message)
    }

    /// The file `name` names from `caller`, its folder listed once.
    private mutating func resolve(_ name: String, from caller: String, extensions: [String]) -> String? {
        folders.list(FolderIndex.folder(of: name, from: caller), from: sources)
        return folders.resolve(name, from: caller, extensions: extensions)
    }

    /// Reads and parses `path` once; `false` when it cannot be read.
    @discardableResult
    private mutating func read(_ path: String, calledFrom call: Call?) -> Bool {
        if files[path] != nil { return true }
        guard let bytes = sources.contents(of: path) else {
            if let call { problem(call, "cannot read \(path)") } else { problem(path, 1, 1, "cannot read \(path)") }
            return false
        }
        met[path] = met.count
        files[path] = LoadedScript(path: path, bytes: bytes)
        queue.append(path)
        return true
    }

    /// Checks each line of `path`, its variables included, and reads what it calls.
    private mutating func check(_ path: String) {
        guard let file = files[path], let bytes = file.bytes else { return }
        let isSuite = ScriptProgram.isSuite(path)
        folders.list(ScriptPath.folder(of: path), from: sources)
        var walk = LineWalk(
            file: file, isSuite: isSuite, hasCustomCommands: folders.hasCustomCommands(beside: path),
            scope: VariableScope(known: known))
        let lines: [ScriptLine?]
        do throws(ScriptError) {
            lines = try Script(parsing: bytes, file: path).lines
        } catch {
            diagnostics += error.diagnostics
            lines = error.lines
        }
        files[path]?.script = Script(lines: lines.map { $0 ?? .blank })
        for (index, line) in lines.enumerated() {
            guard case .command(let command)? = line else { continue }
            check(command, line: index + 1, walk: &walk)
        }
        if path == root { rootHasCommands = walk.hasCommands }
        files[path]?.parameters = walk.parameters
        // References made before the `Vars` line, or with none, are settled by its parameters now.
        let parameters = walk.parameters ?? []
        for reference in walk.pending where !parameters.contains(where: { $0.name == reference.reference.name }) {
            unresolved[path, default: []].append(reference)
        }
    }

    /// What the walk over one file's lines knows so far.
    private struct LineWalk {
        let file: LoadedScript
        let isSuite: Bool
        let hasCustomCommands: Bool
        var scope: VariableScope
        /// Whether a line is a command.
        var hasCommands = false
        /// References nothing defined yet, waiting for the file's parameters.
        var pending: [UnresolvedReference] = []
        /// The parameters of the file's first `Vars` line that reads.
        var parameters: [LanguageCommand.Parameter]?
    }

    /// Checks one command line: its variables, the language command it may be, the custom
    /// command it may run.
    private mutating func check(_ command: Command, line: Int, walk: inout LineWalk) {
        let path = walk.file.path
        walk.hasCommands = true
        let keyword = LanguageCommand.Keyword(type: command.componentType)
        if keyword != .vars, keyword != .globals, keyword != .doc {
            checkReferences(command, line: line, walk: &walk)
        }
        if keyword != nil || command.performs("Get") {
            let language = checkLanguage(command, in: walk.file, line: line, isSuite: walk.isSuite)
            if case .get(let variable, _)? = language { walk.scope.gotten.insert(variable) }
            if case .vars(let declared)? = language, walk.parameters == nil { walk.parameters = declared }
        } else if walk.isSuite {
            problem(path, line, 1, "a suite holds Test, Setup, Teardown and Suite lines, not \(command.componentType)")
        } else if walk.hasCustomCommands {
            guard let target = folders.customCommand(for: command, from: path) else { return }
            let call = Call(
                caller: path, line: line, word: command.action, target: target, arguments: command.arguments)
            calls.append(call)
            read(target, calledFrom: call)
        }
    }

    /// Notes each reference in the line's identifier and arguments that nothing defines yet.
    private func checkReferences(_ command: Command, line: Int, walk: inout LineWalk) {
        for (index, word) in ([command.identifier] + command.arguments).enumerated() {
            for reference in VariableText.references(in: word)
            where !reference.isBuiltIn && !walk.scope.defines(reference.name) {
                walk.pending.append(UnresolvedReference(line: line, argument: index - 1, reference: reference))
            }
        }
    }

    /// Checks a language command; returns what it says, when it reads.
    private mutating func checkLanguage(
        _ command: Command, in file: LoadedScript, line: Int, isSuite: Bool
    ) -> LanguageCommand? {
        let language: LanguageCommand
        do throws(LanguageCommand.Problem) {
            language = try LanguageCommand.reading(command)
        } catch {
            problem(file.path, line, file.column(of: command.action, line: line), error.message)
            return nil
        }
        check(language, command, in: file, line: line, isSuite: isSuite)
        return language
    }

    private mutating func check(
        _ language: LanguageCommand, _ command: Command, in file: LoadedScript, line: Int, isSuite: Bool
    ) {
        switch language {
        case .call(let name, let mode):
            guard !isSuite else {
                return problem(file.path, line, 1, "a suite holds Test, Setup, Teardown and Suite lines, not Script")
            }
            call(name, mode, from: file, line: line, suite: false)
        case .suite(let entry, let name, let mode):
            guard isSuite else {
                return problem(
                    file.path, line, 1, "\(entry.rawValue) lines belong in a suite (.mts); a script says Script")
            }
            call(name, mode, from: file, line: line, suite: entry == .suite)
        case .vars, .globals, .get, .print, .printVariables, .doc:
            if case .globals(let set) = language { globals.formUnion(set.lazy.map(\.name)) }
            if isSuite {
                problem(
                    file.path, line, 1,
                    "a suite holds Test, Setup, Teardown and Suite lines, not \(command.componentType)")
            }
        }
    }

    private mutating func call(
        _ name: String, _ mode: LanguageCommand.CallMode, from file: LoadedScript, line: Int, suite: Bool
    ) {
        let kind = suite ? "suite" : "script"
        guard let target = resolve(name, from: file.path, extensions: suite ? ["mts"] : ["mt"]) else {
            return problem(
                file.path, line, file.column(of: name, line: line),
                "cannot find the \(kind) \(name) beside \(file.path)")
        }
        guard ScriptProgram.isSuite(target) == suite else {
            let message =
                suite ? "Suite runs a suite (.mts), not \(name)" : "\(name) is a suite; run it with Suite \(name) Run"
            return problem(file.path, line, file.column(of: name, line: line), message)
        }
        var found = Call(caller: file.path, line: line, word: name, target: target, arguments: nil)
        switch mode {
        case .run(let arguments): found.arguments = arguments
        case .runIf: found.arguments = []
        case .runWith(let data):
            guard
                let table = readTable(
                    data, from: file.path, at: Call(caller: file.path, line: line, word: data, target: ""))
            else {
                return
            }
            found.dataNames = table.names
        }
        calls.append(found)
        read(target, calledFrom: found)
    }

    private mutating func readTable(_ name: String, from caller: String, at place: Call) -> DataTable? {
        guard let path = resolve(name, from: caller, extensions: ["csv"]) else {
            problem(place, "cannot find the data file \(name) beside \(caller)")
            return nil
        }
        if let table = tables[path] { return table }
        if met[path] == nil { met[path] = met.count }
        guard let bytes = sources.contents(of: path) else {
            problem(place, "cannot read \(path)")
            return nil
        }
        do {
            let table = try DataTable(parsing: String(decoding: bytes, as: UTF8.self), file: path)
            tables[path] = table
            return table
        } catch {
            diagnostics += error.diagnostics
            return nil
        }
    }

    /// Problems first by file in the order met (the root first), then by line and column.
    private func ordered(_ diagnostics: [ScriptDiagnostic]) -> [ScriptDiagnostic] {
        var order = met
        for diagnostic in diagnostics where order[diagnostic.file] == nil { order[diagnostic.file] = order.count }
        return diagnostics.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            return (order[x.file]!, x.line, x.column, a.offset) < (order[y.file]!, y.line, y.column, b.offset)
        }.map(\.element)
    }
}
