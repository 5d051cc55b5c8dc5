/// Published on the bus each time the ``Recorder`` records a command, for analytics and other
/// listeners.
///
/// A command that folds into the one before it (a slider dragged in many steps, a text typed
/// key by key) is published again with ``replacesPrevious`` set: a listener that counts
/// commands counts it once.
public struct CommandRecorded: Sendable {
    /// The command, with its provenance and warnings.
    public let recorded: RecordedCommand
    /// Whether it took the place of the last command published.
    public let replacesPrevious: Bool
    /// When, on the application's virtual clock.
    public let time: Double

    /// Creates the event.
    public init(recorded: RecordedCommand, replacesPrevious: Bool, time: Double) {
        self.recorded = recorded
        self.replacesPrevious = replacesPrevious
        self.time = time
    }
}
