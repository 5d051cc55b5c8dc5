import Components

/// Writes a composed program's scripts as Swift functions, and the calls between them.
@MainActor
struct ProgramWriter {
    let program: ScriptProgram
    let vocabulary: Vocabulary
    /// Whether a statement reads a secret, so the file needs `secret(_:)`.
    private(set) var usesSecrets = false

    init(program: ScriptProgram, vocabulary: Vocabulary) {
        self.program = program
        self.vocabulary = vocabulary
    }

    /// The function for the script at `path`.
    mutating func function(for path: String) -> [String] {
        let parameters = program.files[path]?.parameters ?? []
        let list = parameters.map { parameter in
            let type = "\(SwiftName.variable(parameter.name)): String"
            return parameter.value.map { "\(type) = \(SwiftLiteral.string($0))" } ?? type
        }
        let signature = (["_ input: InputSynthesizer", "_ find: ComponentFinder"] + list).joined(separator: ", ")
        var lines = [
            "/// \(ScriptPath.lastComponent(of: path))", "@MainActor",
            "func \(SwiftName.identifier(for: path))(\(signature)) throws {",
        ]
        var scope = Set(parameters.map(\.name))
        var steps = (program.files[path]?.steps ?? []).makeIterator()
        for line in program.script(at: path)?.lines ?? [] {
            switch line {
            case .blank: lines.append("")
            case .comment(let text): lines.append("    //" + text)
            case .command:
                guard let step = steps.next() else { continue }
                lines += statements(for: step, scope: &scope).map { "    " + $0 }
            }
        }
        return lines + ["}"]
    }

    /// `try f(input, find, a: "1")`: a call of the script at `target` with `arguments`.
    func call(_ target: String, _ arguments: [String], scope: Set<String> = []) -> String {
        let names = (program.files[target]?.parameters ?? []).map(\.name)
        let given = zip(names, arguments).map { "\(SwiftName.variable($0)): \(literal($1, scope: scope))" }
        return "try \(SwiftName.identifier(for: target))(" + (["input", "find"] + given).joined(separator: ", ") + ")"
    }

    /// The call a suite's line makes: with its arguments, or with the data row in `row` (a
    /// `RunIf`, which has no Swift form, with none).
    func call(_ entry: SuiteLine) -> String {
        switch entry.mode {
        case .run(let arguments): call(entry.target, arguments)
        case .runWith: call(entry.target, rowNamed: "row")
        case .runIf: call(entry.target, [])
        }
    }

    /// A call of the script at `target` with the data row in the variable `row`.
    func call(_ target: String, rowNamed row: String) -> String {
        let parameters = program.files[target]?.parameters ?? []
        let given = parameters.map { parameter in
            let fallback = parameter.value.map(SwiftLiteral.string) ?? "\"\""
            return
                "\(SwiftName.variable(parameter.name)): \(row)[\(SwiftLiteral.string(parameter.name))] ?? \(fallback)"
        }
        return "try \(SwiftName.identifier(for: target))(" + (["input", "find"] + given).joined(separator: ", ") + ")"
    }

    /// The rows of the data file at `path` as Swift dictionary literals, one a row.
    func rows(_ path: String) -> [String] {
        guard let table = program.table(at: path) else { return [] }
        return table.assignments.map { row in
            "["
                + row.map { "\(SwiftLiteral.string($0.name)): \(SwiftLiteral.string($0.value))" }.joined(
                    separator: ", ")
                + "]"
        }
    }

    /// The statements for one command line; `scope` holds the Swift variables defined so far.
    private mutating func statements(for step: Step, scope: inout Set<String>) -> [String] {
        let command = step.command
        let words = [command.identifier] + command.arguments
        if words.contains(where: { VariableText.references(in: $0).contains(where: \.isBuiltIn) }) {
            return ["// not exported (a built-in such as %{monkeyId} has no Swift form): \(command.text)"]
        }
        switch step.statement {
        case .keyword(let keyword):
            var line = KeywordExport(step: step, writer: self, scope: scope)
            defer { scope = line.scope }
            return keyword.swift(&line)
        case .invalid: return ["// not exported: \(command.text)"]
        case .custom:
            return SwiftStatements.modified([call(step.target ?? "", command.arguments, scope: scope)], by: command)
        case .component:
            var marked = command
            marked.identifier = Self.mark(command.identifier, scope)
            marked.arguments = command.arguments.map { Self.mark($0, scope) }
            if marked.arguments.contains(where: SecretPlaceholder.isPlaceholder) { usesSecrets = true }
            return SwiftStatements(command: marked, vocabulary: vocabulary).lines.map(Self.unmark)
        }
    }

    /// `word` as a Swift string expression, its variables interpolated.
    func literal(_ word: String, scope: Set<String>) -> String {
        Self.unmark(SwiftLiteral.string(Self.mark(word, scope)))
    }

    private static let open = "\u{E000}"
    private static let close = "\u{E001}"

    /// `word` with each `${name}` of a Swift variable in `scope` replaced by a marker that
    /// passes through literal-writing unchanged.
    private static func mark(_ word: String, _ scope: Set<String>) -> String {
        VariableText.substitute(word) { reference in
            scope.contains(reference.name) && !reference.isBuiltIn ? open + reference.name + close : nil
        }.text
    }

    /// A generated line with each marker turned into the variable: a whole literal becomes
    /// the variable itself, a part of one an interpolation.
    private static func unmark(_ line: String) -> String {
        guard line.contains(open) else { return line }
        let whole = line.replacing(wholeLiteral) { match in
            SwiftName.variable(match.output[1].substring.map(String.init) ?? "")
        }
        return whole.replacing(open, with: "\\(").replacing(close, with: ")")
    }

    /// A string literal that is one marked variable and nothing else.
    private static let wholeLiteral = try! Regex("\"\u{E000}([^\"\u{E001}]+)\u{E001}\"")
}
