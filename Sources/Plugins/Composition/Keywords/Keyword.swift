/// A keyword of the script language: a line the language runs itself rather than a component.
///
/// Each keyword is declared once, in a file of its own: how its line reads (``init(reading:)``),
/// what loading checks of it (``check(_:)``), how it runs (``run(_:)``), the Swift a generated
/// test says for it (``swift(_:)``), and how the Script Language article describes it
/// (``forms``). Adding a keyword is that file, and its type in ``Language/keywords``.
///
/// ```swift
/// struct DebugKeyword: Keyword {
///     static let types = ["Debug"]
///     static let forms: [(form: String, does: String)] = [("Debug * Print words…", "prints the words into the report")]
///     init(reading command: Command) throws(KeywordProblem) { try command.expect(actions: ["Print"]) }
///     func run(_ line: inout KeywordRun) -> CommandResult? { line.passed(note: line.command.arguments.joined()) }
/// }
/// ```
protocol Keyword: Sendable {
    /// The type words its lines begin with (`Vars`), matched ignoring case; none for a keyword
    /// spelled by its action on any type.
    static var types: [String] { get }
    /// The action that makes a line of any type this keyword's (`Get`), if it is spelled so.
    static var action: String? { get }
    /// Its forms and what each does, as the Script Language article lists them.
    static var forms: [(form: String, does: String)] { get }
    /// Whether its line belongs in a suite (`.mts`) rather than a script.
    static var isSuiteLine: Bool { get }
    /// How its words take variables.
    static var variables: KeywordVariables { get }
    /// Whether its line is a command the player plays, announced as played (`Get` reads a
    /// component).
    static var isPlayerCommand: Bool { get }

    /// Reads the keyword's line as written.
    ///
    /// - Throws: A ``KeywordProblem`` saying what is wrong, reported at the line's action.
    init(reading command: Command) throws(KeywordProblem)

    /// Says what loading checks of the line and what it calls or defines.
    func check(_ line: inout KeywordCheck)

    /// Runs the line; `nil` for a line that only documents, and is not reported.
    @MainActor func run(_ line: inout KeywordRun) -> CommandResult?

    /// The Swift statements a generated test holds for the line.
    @MainActor func swift(_ line: inout KeywordExport) -> [String]
}

/// How a keyword's words take variables.
enum KeywordVariables: Sendable {
    /// `${name}` is filled before it runs, and loading checks that something defines it.
    case filledAndChecked
    /// `${name}` is filled before it runs; loading does not check it (`Globals`, whose values
    /// may name what other files define).
    case filled
    /// Its words are taken as written (`Vars`, `Doc`).
    case literal
}

extension Keyword {
    static var types: [String] { [] }
    static var action: String? { nil }
    static var isSuiteLine: Bool { false }
    static var variables: KeywordVariables { .filledAndChecked }
    static var isPlayerCommand: Bool { false }
    func check(_ line: inout KeywordCheck) {}
    @MainActor func swift(_ line: inout KeywordExport) -> [String] { [line.notExported("no Swift form")] }
}

/// What is wrong with a keyword's line, in a sentence.
struct KeywordProblem: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

extension Command {
    /// Throws unless the command performs one of `actions`, naming them.
    func expect(actions: [String]) throws(KeywordProblem) {
        guard actions.contains(where: performs) else {
            throw KeywordProblem("\(componentType) takes \(actions.joined(separator: " or ")), not \(action)")
        }
    }
}

/// The script language's keywords.
enum Language {
    /// Every keyword, in the order the Script Language article lists them.
    static let keywords: [any Keyword.Type] = [
        VarsKeyword.self, GlobalsKeyword.self, ScriptKeyword.self, SuiteKeyword.self, GetKeyword.self,
        DebugKeyword.self, DocKeyword.self,
    ]

    /// The keyword whose line `command` is: by its type, else by its action; `nil` for a
    /// component's command.
    static func keyword(of command: Command) -> (any Keyword.Type)? {
        for keyword in keywords where keyword.types.contains(where: command.isOn) { return keyword }
        return keywords.first { $0.action.map(command.performs) ?? false }
    }

    /// The keywords' forms as a Markdown table: what the Script Language article holds.
    static var reference: String {
        let rows = keywords.flatMap { $0.forms }.map { "| `\($0.form)` | \($0.does) |" }
        return (["| line | what it does |", "|---|---|"] + rows).joined(separator: "\n")
    }
}
