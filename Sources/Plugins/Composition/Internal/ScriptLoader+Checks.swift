extension ScriptLoader {
    /// The names a line of a script can use, as far as the walk over its lines knows before
    /// the script's parameters: the variables `Get` lines above it set, and those given
    /// before the run.
    struct VariableScope {
        var known: Set<String>
        var gotten: Set<String> = []

        /// Whether `name` is defined here.
        func defines(_ name: String) -> Bool {
            (!gotten.isEmpty && gotten.contains(name)) || (!known.isEmpty && known.contains(name))
        }
    }

    /// A `${name}` its script does not define, left for the names only the whole call tree
    /// knows: `Globals` lines in any file, and the columns of the data files run with it.
    struct UnresolvedReference {
        var line: Int
        /// Which word of the command holds it: -1 for the identifier, else the argument's index.
        var argument: Int
        var reference: VariableText.Reference
    }

    /// Each call gives its script the arguments it declares: no more than its `Vars` names,
    /// and every one without a default.
    mutating func checkArguments() {
        for call in calls {
            guard let parameters = files[call.target]?.parameters else { continue }
            let script = ScriptPath.lastComponent(of: call.target)
            if let given = call.arguments, given.count > parameters.count {
                let names = parameters.map(\.name)
                let takes = names.isEmpty ? "no arguments" : "\(names.count) (\(names.joined(separator: ", ")))"
                problem(call, "\(script) takes \(takes); given \(given.count)")
                continue
            }
            for (position, parameter) in parameters.enumerated() where parameter.defaultValue == nil {
                // Arguments give parameters in order; a data file gives them by its columns' names.
                let given = call.arguments.map { position < $0.count } ?? call.dataNames.contains(parameter.name)
                guard !given else { continue }
                let how =
                    call.arguments == nil ? "the data file names no column \(parameter.name)" : "no argument gives it"
                problem(
                    call,
                    "\(script) needs \(parameter.name), which has no default; \(how)")
            }
        }
    }

    /// Each `${name}` is defined where it is used: a parameter of its script, a column of a
    /// data file it runs with, a `Get` above it, a `Globals` line anywhere, or given before the
    /// run. The lines were walked once, by the checks that read them; what their scripts did not
    /// define is looked up here, among the globals and columns.
    @MainActor
    mutating func checkVariables() {
        guard !unresolved.isEmpty else { return }
        var columns: [String: Set<String>] = [:]
        for call in calls { columns[call.target, default: []].formUnion(call.dataNames) }
        for path in unresolved.keys.sorted() {
            guard let file = files[path] else { continue }
            let defined = globals.union(columns[path] ?? [])
            for item in unresolved[path] ?? [] where !defined.contains(item.reference.name) {
                // A secret's placeholder.
                if let command = file.script.lines[item.line - 1].command,
                    vocabulary.secretWords(of: command).contains(item.argument)
                {
                    continue
                }
                let spelled = item.reference.spelled
                problem(
                    path, item.line, file.column(of: spelled, line: item.line),
                    "undefined variable \(spelled): no Vars, Globals, Get, data column, --var or secret names it")
            }
        }
    }

    /// No script calls itself, directly or through others.
    mutating func checkCycles(from root: String) {
        var edges: [String: [Call]] = [:]
        for call in calls { edges[call.caller, default: []].append(call) }
        var path: [String] = []
        var done: Set<String> = []
        func visit(_ file: String) {
            path.append(file)
            for call in edges[file] ?? [] {
                if let start = path.firstIndex(of: call.target) {
                    let chain = (path[start...] + [call.target]).map { ScriptPath.lastComponent(of: $0) }
                    problem(call, "a cycle of calls: \(chain.joined(separator: " → "))")
                } else if !done.contains(call.target) {
                    visit(call.target)
                }
            }
            done.insert(file)
            path.removeLast()
        }
        visit(root)
    }
}
