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
