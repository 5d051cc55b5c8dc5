/// A command written as a script line, for reports: `Slider volume Slide 0.75`.
///
/// Words with spaces, quotes or backslashes, and empty words, are quoted, with `\"` and `\\`
/// inside; modifiers that are set follow as `%name=value`. This is how reports show a command;
/// the script printer is the authority on script text.
enum CommandText {
    /// `command` as one line.
    static func line(_ command: Command) -> String {
        let words = [command.componentType, command.identifier, command.action] + command.arguments
        return (words.map(quoted) + modifiers(command.modifiers)).joined(separator: " ")
    }

    /// `word`, quoted when a script would need quotes to read it back as one word.
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty && !word.contains { $0 == " " || $0 == "\"" || $0 == "\\" || $0.isNewline || $0 == "\t" }
        guard !plain else { return word }
        var text = "\""
        for character in word {
            switch character {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            default: text.append(character)
            }
        }
        return text + "\""
    }

    private static func modifiers(_ modifiers: Modifiers) -> [String] {
        var words: [String] = []
        if let timeout = modifiers.timeout { words.append("%timeout=\(timeout)") }
        if let thinkTime = modifiers.thinkTime { words.append("%thinktime=\(thinkTime)") }
        if let retryDelay = modifiers.retryDelay { words.append("%retrydelay=\(retryDelay)") }
        if let ignore = modifiers.ignore { words.append("%ignore=\(ignore)") }
        if let shouldFail = modifiers.shouldFail { words.append("%shouldfail=\(shouldFail)") }
        return words
    }
}
