/// Why the text of a snapshot could not be read, and where.
public struct SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public let line: Int
    /// The column, from 1.
    public let column: Int
    /// What is wrong.
    public let message: String

    /// Creates an error.
    public init(line: Int, column: Int, message: String) {
        (self.line, self.column, self.message) = (line, column, message)
    }

    /// `3:14: a quoted word ends with "`.
    public var description: String { "\(line):\(column): \(message)" }
}
