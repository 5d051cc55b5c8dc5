/// One line of a script: a command, a comment or a blank line.
///
/// Comments and blank lines are kept, so a script a person edited prints back as they wrote
/// it, and a recorder's warnings ride along as comments above the commands they concern.
public enum ScriptLine: Hashable, Sendable, Codable {
    /// A blank line.
    case blank
    /// A comment: the text after `#`, as written (leading space included).
    case comment(String)
    /// A command.
    case command(Command)

    /// The command on this line, if it is one.
    public var command: Command? {
        if case .command(let command) = self { return command }
        return nil
    }
}
