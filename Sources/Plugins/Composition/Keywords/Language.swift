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
