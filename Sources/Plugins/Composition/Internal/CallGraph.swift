/// The calls between a program's files, found while their lines were checked, and the checks
/// only the whole call tree can make: each call's arguments against its script's `Vars`, each
/// `${name}` its script does not define against the globals and data columns, and cycles.
struct CallGraph {
    /// A call: who calls what, where, with which arguments.
    struct Call {
        var caller: String
        var line: Int
        /// The word of the line a problem with the call points at.
        var word: Int?
        var target: String
        /// The arguments given by position, or `nil` for a `RunWith`.
        var arguments: [String]?
        /// The variables a `RunWith`'s data file names.
        var dataNames: [String] = []
    }

    /// A `${name}` its script does not define: left for the names only the whole tree knows.
    struct Reference {
        var line: Int
        /// The word of the command that holds it (1 the identifier, 3 and on the arguments).
        var word: Int
        var reference: VariableText.Reference
    }

    /// A problem of a line: a call's, a reference's, or any line's a check found.
    struct Problem {
        var file: String
        var line: Int
        /// The word of the line it is at (0 the type); `nil` for the line as a whole.
        var word: Int? = nil
        /// The text the problem is about, to point at within the line, when it is not a word.
        var text: String? = nil
        var message: String
    }

    private(set) var calls: [Call] = []
    /// The names `Globals` lines set, in any file.
    var globals: Set<String> = []
    /// By file, the references its own lines and parameters do not define.
    var unresolved: [String: [Reference]] = [:]

    mutating func add(_ call: Call) {
        calls.append(call)
    }

    /// Each call gives its script the arguments it declares: no more than its `Vars` names, and
    /// every one without a default.
    func argumentProblems(parameters: (String) -> [Assignment]?) -> [Problem] {
        var problems: [Problem] = []
        for call in calls {
            guard let parameters = parameters(call.target) else { continue }
            let script = ScriptPath.lastComponent(of: call.target)
            func problem(_ message: String) { problems.append(Problem(call, message)) }
            if let given = call.arguments, given.count > parameters.count {
                let names = parameters.map(\.name)
                let takes = names.isEmpty ? "no arguments" : "\(names.count) (\(names.joined(separator: ", ")))"
                problem("\(script) takes \(takes); given \(given.count)")
                continue
            }
            for (position, parameter) in parameters.enumerated() where parameter.value == nil {
                // Arguments give parameters in order; a data file gives them by its columns' names.
                let given = call.arguments.map { position < $0.count } ?? call.dataNames.contains(parameter.name)
                guard !given else { continue }
                let how =
                    call.arguments == nil ? "the data file names no column \(parameter.name)" : "no argument gives it"
                problem("\(script) needs \(parameter.name), which has no default; \(how)")
            }
        }
        return problems
    }

    /// Each `${name}` is defined where it is used: what its file did not define may be a
    /// `Globals` line's anywhere, or a column of a data file its script runs with; else, in a
    /// word a secret may fill (`isSecret`), a secret's placeholder.
    func variableProblems(isSecret: (String, Reference) -> Bool) -> [Problem] {
        var columns: [String: Set<String>] = [:]
        for call in calls { columns[call.target, default: []].formUnion(call.dataNames) }
        var problems: [Problem] = []
        for path in unresolved.keys.sorted() {
            let defined = globals.union(columns[path] ?? [])
            for item in unresolved[path] ?? [] where !defined.contains(item.reference.name) && !isSecret(path, item) {
                let spelled = item.reference.spelled
                problems.append(
                    Problem(
                        file: path, line: item.line, word: item.word, text: spelled,
                        message:
                            "undefined variable \(spelled): no Vars, Globals, Get, data column, --var or secret names it"
                    ))
            }
        }
        return problems
    }

    /// No script calls itself, directly or through others.
    func cycleProblems(from root: String) -> [Problem] {
        var edges: [String: [Call]] = [:]
        for call in calls { edges[call.caller, default: []].append(call) }
        var problems: [Problem] = []
        var path: [String] = []
        var done: Set<String> = []
        func visit(_ file: String) {
            path.append(file)
            for call in edges[file] ?? [] {
                if let start = path.firstIndex(of: call.target) {
                    let chain = (path[start...] + [call.target]).map { ScriptPath.lastComponent(of: $0) }
                    problems.append(Problem(call, "a cycle of calls: \(chain.joined(separator: " → "))"))
                } else if !done.contains(call.target) {
                    visit(call.target)
                }
            }
            done.insert(file)
            path.removeLast()
        }
        visit(root)
        return problems
    }
}

extension CallGraph.Problem {
    /// A problem with `call`, at the word it points at.
    init(_ call: CallGraph.Call, _ message: String) {
        self.init(file: call.caller, line: call.line, word: call.word, message: message)
    }
}
