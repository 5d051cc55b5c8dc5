/// A keyword of the script language: a line the language runs itself rather than a component.
///
/// Each keyword is declared once, in a file of its own: how its line reads (``init(reading:)``),
/// what loading does for it (``checks``), how it runs (``run(_:)``), the Swift a generated test
/// says for it (``swift(_:)``), and how the Script Language article lists it (``forms``).
/// Adding a keyword is that file, and its type in ``Language/keywords``.
protocol Keyword: Sendable {
    /// The type words its lines begin with (`Vars`), matched ignoring case.
    static var types: [String] { get }
    /// The action that makes a line of any type this keyword's (`Get`), if it is spelled so.
    static var action: String? { get }
    /// Its forms and what each does, as the Script Language article lists them.
    static var forms: [(form: String, does: String)] { get }
    /// Whether its line belongs in a suite (`.mts`) rather than a script.
    static var isSuiteLine: Bool { get }
    /// How its words take variables.
    static var variables: KeywordVariables { get }
    /// Whether its line is a command the player plays, announced as played (`Get`).
    static var isPlayerCommand: Bool { get }

    /// Reads the keyword's line as written; a problem is reported at the line's action.
    init(reading command: Command) throws(KeywordProblem)
    /// What loading does for the line, in order.
    var checks: [KeywordCheck] { get }
    /// Runs the line; `nil` for a line that only documents, and is not reported.
    @MainActor func run(_ line: inout KeywordRun) -> CommandResult?
    /// The Swift statements a generated test holds for the line.
    @MainActor func swift(_ line: inout KeywordExport) -> [String]
}

extension Keyword {
    static var types: [String] { [] }
    static var action: String? { nil }
    static var isSuiteLine: Bool { false }
    static var variables: KeywordVariables { .filledAndChecked }
    static var isPlayerCommand: Bool { false }
    var checks: [KeywordCheck] { [] }
    @MainActor func swift(_ line: inout KeywordExport) -> [String] { [line.notExported("no Swift form")] }
}

/// What loading does for a keyword's line: a state that says what to do, which the loader does.
enum KeywordCheck {
    /// Find, read and check the script (a suite, when `suite`) `name` beside the file, and check
    /// the call's arguments (or data file's columns) against its `Vars`.
    case call(name: String, mode: CallMode, suite: Bool)
    /// The file's parameters, from its first `Vars` line.
    case declare([Assignment])
    /// Variables every script sees.
    case defineGlobals([String])
    /// A variable the lines below it in the file see.
    case defineLocal(String)
    /// Check that a component declares the line's type.
    case checkType
    /// Check a command against the vocabulary, its words from the line's word `offset` on.
    case checkCommand(Command, offset: Int)

    /// A call of `name` as `mode` says, a `RunIf`'s check checked too.
    static func calling(_ name: String, _ mode: CallMode, suite: Bool = false) -> [KeywordCheck] {
        guard case .runIf(let condition) = mode else { return [.call(name: name, mode: mode, suite: suite)] }
        return [.checkCommand(condition, offset: 3), .call(name: name, mode: mode, suite: suite)]
    }
}

/// How a keyword's words take variables.
enum KeywordVariables: Sendable {
    /// `${name}` is filled before it runs, and loading checks that something defines it.
    case filledAndChecked
    /// `${name}` is filled before it runs, unchecked: it may name what another file defines.
    case filled
    /// Its words are taken as written (`Vars`, `Doc`).
    case literal
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
        DebugKeyword.self, CommentKeyword.self, DocKeyword.self,
    ]

    /// The keyword whose line `command` is, by its type, else by its action; `nil` for a
    /// component's command.
    static func keyword(of command: Command) -> (any Keyword.Type)? {
        for (word, keyword) in typeWords where command.isOn(word) { return keyword }
        for (action, keyword) in actions where command.performs(action) { return keyword }
        return nil
    }

    /// Each keyword's type words, and the actions that spell keywords on any type.
    private static let typeWords = keywords.flatMap { keyword in keyword.types.map { ($0, keyword) } }
    private static let actions = keywords.compactMap { keyword in keyword.action.map { ($0, keyword) } }

    /// The keywords' forms as a Markdown table: what the Script Language article holds.
    static var reference: String {
        let rows = keywords.flatMap { $0.forms }.map { "| `\($0.form)` | \($0.does) |" }
        return (["| line | what it does |", "|---|---|"] + rows).joined(separator: "\n")
    }
}
