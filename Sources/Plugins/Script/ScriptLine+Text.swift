extension ScriptLine: CustomStringConvertible {
    /// The line as script text, without its line feed: empty for a blank line, `#` and the text
    /// for a comment, the command's ``Command/text`` for a command.
    ///
    /// A comment whose text holds a line break prints as several comment lines.
    public var text: String {
        var printer = ScriptPrinter()
        switch self {
        case .blank: break
        case .comment(let text): printer.append(comment: text)
        case .command(let command): printer.append(command: command)
        }
        return printer.output
    }

    /// The line as script text, the same as ``text``.
    public var description: String { text }
}
