extension ScriptLoader {
    /// Each call gives its script the arguments it declares: no more than its `Vars` names,
    /// and every one without a default.
    mutating func checkArguments() {
        for call in calls {
            guard let parameters = files[call.target]?.parameters else { continue }
            let names = parameters.map(\.name)
            let script = ScriptPath.lastComponent(of: call.target)
            if let given = call.arguments, given.count > parameters.count {
                let takes = names.isEmpty ? "no arguments" : "\(names.count) (\(names.joined(separator: ", ")))"
                problem(call, "\(script) takes \(takes); given \(given.count)")
                continue
            }
            let given = call.arguments.map { Set(names.prefix($0.count)) } ?? Set(call.dataNames)
            for parameter in parameters where parameter.defaultValue == nil && !given.contains(parameter.name) {
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
    /// run.
    mutating func checkVariables() {
        var globals = known
        var columns: [String: Set<String>] = [:]
        for call in calls { columns[call.target, default: []].formUnion(call.dataNames) }
        for file in files.values {
            for case .command(let command) in file.script.lines where command.isOn("Globals") {
                if case .globals(let set)? = try? LanguageCommand.reading(command) {
                    globals.formUnion(set.map(\.name))
                }
            }
        }
        for path in files.keys.sorted() {
            guard let file = files[path] else { continue }
            var defined = globals.union(columns[path] ?? []).union(file.parameters?.map(\.name) ?? [])
            for (index, scriptLine) in file.script.lines.enumerated() {
                guard case .command(let command) = scriptLine else { continue }
                let line = index + 1
                if command.isOn("Vars") || command.isOn("Globals") || command.isOn("Doc") { continue }
                var secret: Set<Int>?
                for argument in -1..<command.arguments.count {
                    let word = argument < 0 ? command.identifier : command.arguments[argument]
                    for reference in VariableText.references(in: word)
                    where !reference.isBuiltIn && !defined.contains(reference.name) {
                        if secret == nil { secret = vocabulary.secretWords(of: command) }
                        if secret?.contains(argument) == true { continue }  // a secret's placeholder
                        problem(
                            path, line, file.column(of: reference.spelled, line: line),
                            "undefined variable \(reference.spelled): no Vars, Globals, Get, data column, "
                                + "--var or secret names it")
                    }
                }
                if command.performs("Get"), case .get(let variable, _)? = try? LanguageCommand.reading(command) {
                    defined.insert(variable)
                }
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
