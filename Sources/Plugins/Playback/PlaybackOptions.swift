/// How a ``Player`` runs a script when its commands do not say otherwise: MonkeyTalk's
/// defaults for `%timeout`, `%thinktime` and `%retrydelay`, and whether to stop at the first
/// failure.
///
/// Times are whole milliseconds of virtual time, as in a script's modifiers. A command's own
/// modifier wins over these.
///
/// ```swift
/// var options = PlaybackOptions()
/// options.timeout = 5_000          // a slow screen: look for five seconds
/// options.stopOnFailure = true     // `--stop-on-failure`
/// let player = Player(application: app, options: options)
/// ```
public struct PlaybackOptions: Hashable, Sendable, Codable {
    /// How long the player looks for a component (and a `Verify` waits for its value, a
    /// `WaitFor` for its component) before the command fails: 2000 ms by default.
    public var timeout: Int
    /// How long the player pauses before each command, as a person would: 500 ms by default.
    ///
    /// The pause comes between commands: none before the first command played, unless that
    /// command sets `%thinktime` itself.
    public var thinkTime: Int
    /// How long the player waits between two attempts to find a component: 100 ms by default.
    public var retryDelay: Int
    /// Whether playback stops at the first command that fails; the commands after it are
    /// reported as not run. `false` by default: every command is tried.
    public var stopOnFailure: Bool

    /// Creates options; each one left out takes its default.
    ///
    /// - Parameters:
    ///   - timeout: Milliseconds to look for a component; 2000 by default.
    ///   - thinkTime: Milliseconds to pause between commands; 500 by default.
    ///   - retryDelay: Milliseconds between attempts to find a component; 100 by default.
    ///   - stopOnFailure: Whether to stop at the first failure.
    public init(timeout: Int = 2_000, thinkTime: Int = 500, retryDelay: Int = 100, stopOnFailure: Bool = false) {
        self.timeout = timeout
        self.thinkTime = thinkTime
        self.retryDelay = retryDelay
        self.stopOnFailure = stopOnFailure
    }
}
