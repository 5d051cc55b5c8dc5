/// Swift names for what scripts name: functions for script files, variables for `${name}`.
enum SwiftName {
    /// A lower-camel-case identifier for a script's path: `Contact.Enter.mt` → `contactEnter`.
    static func identifier(for path: String) -> String {
        var name = ScriptPath.lastComponent(of: path)
        for suffix in [".mts", ".mt"] where name.lowercased().hasSuffix(suffix) { name.removeLast(suffix.count) }
        let words = name.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard let first = words.first else { return "script" }
        let joined =
            first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return variable(joined.first?.isNumber == true ? "script" + joined : joined)
    }

    /// `name` as a Swift identifier: in backticks when it is a keyword.
    static func variable(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    private static let keywords: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension",
        "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let",
        "nil", "operator", "private", "protocol", "public", "repeat", "return", "self", "static", "struct", "super",
        "switch", "throw", "throws", "true", "try", "var", "where", "while",
    ]
}
