/// A command the recorder made, with what a person should know about it.
///
/// The command keeps its ``Command/provenance``: the raw touches, keys and hook calls it was
/// built from, with their virtual times. A warning says why its identifier is weak (an ordinal,
/// or a name several components share); a script shows each warning as a comment above the
/// command.
public struct RecordedCommand: Hashable, Sendable {
    /// The command, with its provenance.
    public var command: Command
    /// Why the command may not find the same component again, if it may not.
    public var warnings: [String]
    /// For a snapshot checkpoint, the screen it checks, as it was when recorded.
    public var snapshot: TreeSnapshot?

    /// Creates a recorded command.
    public init(command: Command, warnings: [String] = [], snapshot: TreeSnapshot? = nil) {
        (self.command, self.warnings, self.snapshot) = (command, warnings, snapshot)
    }
}
