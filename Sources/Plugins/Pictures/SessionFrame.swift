import Components

/// One command of a session as a picture holds it: the screen just before it, the component
/// it acted on, the touches it made, and how it came out.
///
/// A ``SessionCamera`` makes one frame per command it sees recorded or played; a
/// ``SessionPage`` draws them. Frames are plain values, so a tool can also build them itself.
///
/// ```swift
/// for frame in camera.frames {
///     print(frame.index, frame.command.text, frame.outcome?.description ?? "recorded",
///           frame.target?.name ?? "-", frame.trails.count)
/// }
/// ```
public struct SessionFrame: Hashable, Sendable, Codable {
    /// What a failed check expected, and what the component had instead.
    public struct Check: Hashable, Sendable, Codable {
        /// The property checked, such as `text` or `value`.
        public var property: String
        /// What the check wanted, as a person reads it: `"Saved"`, `anything but "0"`,
        /// `a whole match of /[0-9]+/`.
        public var expected: String
        /// The property's value when the check gave up, or `nil` when the component was not
        /// there to read.
        public var actual: String?

        /// Creates a check.
        ///
        /// - Parameters:
        ///   - property: The property checked.
        ///   - expected: What the check wanted.
        ///   - actual: What the component had, if it was there.
        public init(property: String, expected: String, actual: String?) {
            self.property = property
            self.expected = expected
            self.actual = actual
        }
    }

    /// The command's place in the session, counting from 1.
    public var index: Int
    /// The command, as a script writes it (without its provenance).
    public var command: Command
    /// The command's line in the script played, or `nil` for a recording.
    public var line: Int?
    /// How the command came out when played, or `nil` for a recording.
    public var outcome: CommandOutcome?
    /// Why it failed, or was not run; `nil` when it passed or was recorded.
    public var reason: String?
    /// When it began, in virtual seconds.
    public var start: Double
    /// How long it took, in virtual seconds.
    public var duration: Double
    /// The screen just before the command acted (for a check, as the check saw it).
    public var screen: ScreenSnapshot
    /// The component the command named, as it was on ``screen``, without its children; `nil`
    /// for the device, or when the name matched nothing or several.
    public var target: ComponentSnapshot?
    /// The touches the command made, in the order they began.
    public var trails: [TouchTrail]
    /// How many keys the command pressed (typing into a field, return).
    public var keyPresses: Int
    /// For a check that failed: what it expected and what it found.
    public var check: Check?
    /// Why the command's identifier may be weak, as the recorder warned.
    public var warnings: [String]
    /// The suite's test case the command ran in (`login.mt[@2]`), on a page of a suite.
    public var testCase: String?
    /// For a command that failed, its window's components as it found them, its own marked.
    public var failureScreen: FailureScreen?

    /// Creates a frame; its ``target`` is the component `command` names on `screen`.
    ///
    /// - Parameters:
    ///   - index: The command's place in the session, from 1.
    ///   - command: The command.
    ///   - line: Its line in the script played, if it was played.
    ///   - outcome: How it came out, if it was played.
    ///   - reason: Why it failed or was not run.
    ///   - start: When it began, in virtual seconds.
    ///   - duration: How long it took, in virtual seconds.
    ///   - screen: The screen before it.
    ///   - trails: Its touches.
    ///   - keyPresses: How many keys it pressed.
    ///   - check: What a failed check expected and found.
    ///   - warnings: The recorder's warnings about its identifier.
    ///   - failureScreen: For a failed command, the components it found.
    public init(
        index: Int, command: Command, line: Int? = nil, outcome: CommandOutcome? = nil, reason: String? = nil,
        start: Double, duration: Double = 0, screen: ScreenSnapshot,
        trails: [TouchTrail] = [], keyPresses: Int = 0, check: Check? = nil, warnings: [String] = [],
        failureScreen: FailureScreen? = nil
    ) {
        var command = command
        command.provenance = nil
        self.index = index
        self.command = command
        self.line = line
        self.outcome = outcome
        self.reason = reason
        self.start = start
        self.duration = duration
        self.screen = screen
        self.target = screen.target(of: command).map { target in
            var target = target
            target.children = []
            return target
        }
        self.trails = trails
        self.keyPresses = keyPresses
        self.check = check
        self.warnings = warnings
        self.failureScreen = failureScreen
    }
}
