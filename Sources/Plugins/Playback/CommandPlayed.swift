/// Published on the bus after a ``Player`` plays each command (skipped and not-run ones too),
/// for analytics, tracers and live progress.
///
/// The event comes from the application the script was played on, so a subscriber can follow
/// one application among several.
///
/// ```swift
/// bus.subscribe(to: CommandPlayed.self) { played in
///     print(played.result.line, played.result.outcome)
/// }
/// ```
public struct CommandPlayed: Hashable, Sendable {
    /// The command's result: its line, the command, outcome, reason and virtual times.
    public let result: CommandResult
    /// The command's place among the script's commands, counting from 0.
    public let index: Int
    /// How many commands the script has (1 when a single command was performed).
    public let count: Int
    /// The names of the secrets typed so far in the run, never their values: what a picture
    /// of the screen must show as `${name}`.
    public let secretsTyped: Set<String>

    /// Creates the event.
    ///
    /// - Parameters:
    ///   - result: What happened.
    ///   - index: The command's place among the script's commands, from 0.
    ///   - count: How many commands the script has.
    ///   - secretsTyped: The names of the secrets typed so far.
    public init(result: CommandResult, index: Int, count: Int, secretsTyped: Set<String> = []) {
        self.result = result
        self.index = index
        self.count = count
        self.secretsTyped = secretsTyped
    }
}
