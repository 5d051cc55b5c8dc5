/// A script: the lines of a recorded or hand-written session, in order.
///
/// Line `n` of the text is `lines[n - 1]`: every line, including comments and blank ones, is
/// kept, so locations in reports and errors match the file.
///
/// ```swift
/// var script = Script()
/// script.append(Command("Button", "OK", "Tap"))
/// script.append(comment: " the form is sent")
/// ```
public struct Script: Hashable, Sendable, Codable {
    /// Every line, in order.
    public var lines: [ScriptLine]

    /// Creates a script from its lines.
    public init(lines: [ScriptLine] = []) {
        self.lines = lines
    }

    /// Creates a script of commands alone, one a line.
    public init(commands: [Command]) {
        self.lines = commands.map(ScriptLine.command)
    }

    /// The commands, in order, without comments and blank lines.
    public var commands: [Command] { lines.compactMap(\.command) }

    /// The commands with the line each one is on (counting from 1).
    public var numberedCommands: [(line: Int, command: Command)] {
        lines.enumerated().compactMap { index, line in line.command.map { (index + 1, $0) } }
    }

    /// Appends a command.
    public mutating func append(_ command: Command) {
        lines.append(.command(command))
    }

    /// Appends a comment line; `text` is what follows the `#`.
    public mutating func append(comment text: String) {
        lines.append(.comment(text))
    }
}
