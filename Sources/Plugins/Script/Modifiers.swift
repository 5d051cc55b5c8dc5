/// How a command runs: MonkeyTalk's `%timeout`, `%thinktime`, `%retrydelay`, `%ignore` and
/// `%shouldfail`, with typed values.
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

    /// Creates modifiers; each one left `nil` takes the player's default.
    public init(
        timeout: Int? = nil, thinkTime: Int? = nil, retryDelay: Int? = nil, ignore: Bool? = nil,
        shouldFail: Bool? = nil
    ) {
        self.timeout = timeout
        self.thinkTime = thinkTime
        self.retryDelay = retryDelay
        self.ignore = ignore
        self.shouldFail = shouldFail
    }

    /// Whether every modifier takes the player's default.
    public var isEmpty: Bool { self == Modifiers() }
}
