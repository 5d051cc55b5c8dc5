/// An error a replayed call throws in place of the one recorded, when the hook throws
/// `any Error` and the recorded error's type is not among those the cassette can read back.
///
/// It carries the recorded error's type name and description, so a test can still tell errors
/// apart:
///
/// ```swift
/// #expect(throws: RecordedError(type: "URLError", description: "timed out")) { try await feed.load("news") }
/// ```
///
/// List the error types a hook throws (``CassetteCoding/errors(_:)``) to have them read back as
/// themselves.
public struct RecordedError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The recorded error's type name.
    public let type: String
    /// The recorded error's description.
    public let description: String

    /// An error as a cassette records one it cannot read back.
    ///
    /// - Parameters:
    ///   - type: The error's type name.
    ///   - description: The error's description.
    public init(type: String, description: String) {
        self.type = type
        self.description = description
    }
}
