/// How a command runs: MonkeyTalk's `%timeout`, `%thinktime`, `%retrydelay`, `%ignore`,
/// `%shouldfail`, `%abort` and `%screenshotonerror`, with typed values.
///
/// Times are whole milliseconds of virtual time. A modifier left `nil` takes the player's
/// default and is not printed, so a script prints as it was written.
///
/// ```
/// Button OK WaitFor %timeout=5000 %retrydelay=250
/// Label error Verify "Wrong password" %shouldfail=true
/// ```
public struct Modifiers: Hashable, Sendable, Codable {
    /// How long the player keeps looking for the component, and how long a `WaitFor` waits.
    public var timeout: Int?
    /// How long the player waits before running the command, as a person would pause.
    public var thinkTime: Int?
    /// How long the player waits between two attempts to find the component.
    public var retryDelay: Int?
    /// Whether the player skips the command.
    public var ignore: Bool?
    /// Whether the command is expected to fail: it passes when it fails and fails when it passes.
    public var shouldFail: Bool?
    /// Whether the run stops when this command fails: on any failure, only on an error (a
    /// command that could not run, as opposed to a check that did not hold), or never, even
    /// when the player stops on failures.
    public var abort: Abort?
    /// Whether a failure of this command is pictured; a page of a replay pictures every
    /// command, so `false` is reported with a warning rather than obeyed.
    public var screenshotOnError: Bool?

    /// When a failure stops the run: MonkeyTalk's `%abort=fail|error|never`.
    public enum Abort: String, Hashable, Sendable, Codable, CaseIterable {
        /// On any failure of the command.
        case fail
        /// When the command could not run; a check that did not hold goes on.
        case error
        /// Never, even when the player stops at failures.
        case never
    }

    /// Creates modifiers; each one left `nil` takes the player's default.
    public init(
        timeout: Int? = nil, thinkTime: Int? = nil, retryDelay: Int? = nil, ignore: Bool? = nil,
        shouldFail: Bool? = nil, abort: Abort? = nil, screenshotOnError: Bool? = nil
    ) {
        self.timeout = timeout
        self.thinkTime = thinkTime
        self.retryDelay = retryDelay
        self.ignore = ignore
        self.shouldFail = shouldFail
        self.abort = abort
        self.screenshotOnError = screenshotOnError
    }

    /// Whether every modifier takes the player's default.
    public var isEmpty: Bool { self == Modifiers() }
}
