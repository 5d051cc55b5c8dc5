/// How a screen differs from the snapshot expected of it.
public struct SnapshotMismatch: Hashable, Sendable, CustomStringConvertible {
    /// The snapshot expected.
    public let expected: TreeSnapshot
    /// The screen as it was.
    public let actual: TreeSnapshot
    /// A unified diff of the expected text against the actual components it names, trimmed to
    /// the parts that differ:
    ///
    /// ```
    /// @@ -2,2 +2,2 @@
    ///    TextField name: Ada
    /// -  Label summary: /Saved .*/
    /// +  Label summary: "Not saved"
    /// ```
    public let diff: String

    /// The diff.
    public var description: String { diff }
}
