/// A line of a script file: where a command was, or where a script was called from.
public struct ScriptLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file, as the run named it.
    public var file: String
    /// The line, from 1.
    public var line: Int

    /// The line `line` of `file`.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `file:line`.
    public var description: String { "\(file):\(line)" }
}
