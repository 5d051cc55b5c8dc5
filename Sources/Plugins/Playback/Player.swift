import Components
import Interpose

/// Plays a script against an application, as a person would perform it, and reports each
/// command's outcome.
///
/// For each command the player pauses for the think time, finds the component by type and
/// identifier through ``ComponentLocator`` (trying again every `%retrydelay` until `%timeout`),
/// and performs the action through `InputSynthesizer`: real touches and key
/// presses through `Application.sendEvent(_:)`. Nothing sets a component's state
/// behind its hooks' back, so whatever is installed (a ``Recorder``, a tracer, analytics) sees
/// playback as it sees a person. Every wait runs on the application's
/// `VirtualClock`: a timeout takes no wall time.
///
/// ```swift
/// let player = Player(application: app, secrets: PlaybackSecrets(["password": "hunter2"]))
/// let report = player.play(script)
/// print(report.text)
/// //    1  TextField user EnterText joe ... ok
/// //    2  TextField password EnterText ${password} return ... ok
/// //    3  Label greeting Verify "Hello, joe" ... ok
/// exit(report.exitCode)
/// ```
///
/// Playback is strict, as Playwright's is: an identifier that matches several components, or
/// a component that is hidden, disabled, covered or off-screen, fails the command with the
/// reason (a component inside a scroll view is first scrolled into view, as a person would).
/// A failed command does not stop playback unless ``PlaybackOptions/stopOnFailure`` is set.
///
/// Think time comes between commands: the first command played starts at once unless it
/// sets `%thinktime` itself.
@MainActor
public final class Player {
    /// The application the player performs commands on.
    public let application: Application
    /// The defaults for commands that set no modifiers, and whether to stop at a failure.
    public var options: PlaybackOptions
    /// The secrets `EnterText ${name}` placeholders are filled from.
    public var secrets: PlaybackSecrets
    /// Variables every script sees, as `${name}`, before any `Globals` line sets more: what
    /// `--var NAME=VALUE` and `--globals FILE` give.
    public var variables: [String: String] = [:]
    /// Where ``CommandPlayed`` events go, if anywhere.
    public var bus: EventBus?
    /// The synthesizer actions go through; its timing says how long gestures take.
    public var input: InputSynthesizer
    /// The commands the player knows, by component type: the built-in ones, and those of the
    /// app's own types registered with it.
    public var vocabulary: Vocabulary

    /// The snapshot files `VerifySnapshot` checks the screen against, and whether it writes
    /// the missing and changed ones.
    public var snapshots = SnapshotSettings()

    /// What the command being played wants its result to say beside its outcome.
    var notes: [String] = []

    /// Fingers an action keeps down between commands, by the view they are on.
    var heldTouches: [ObjectIdentifier: Touch] = [:]

    /// Secret values typed in this run, by name, to keep out of every message.
    var typedSecrets: [String: String] = [:]

    /// Finds components; it keeps which views are of each type while the tree keeps its shape.
    let locator: ComponentLocator

    /// Creates a player for `application`.
    ///
    /// - Parameters:
    ///   - application: The application to perform commands on.
    ///   - options: The default timeout, think time and retry delay, and whether to stop at
    ///     the first failure.
    ///   - secrets: The values of the script's `${name}` placeholders.
    ///   - bus: Where to publish a ``CommandPlayed`` event per command; none by default.
    ///   - timing: How long synthesized gestures take.
    ///   - vocabulary: The commands it knows; the built-in components' by default. Give it
    ///     the same vocabulary as the recorder that recorded the script.
    public init(
        application: Application, options: PlaybackOptions = PlaybackOptions(),
        secrets: PlaybackSecrets = PlaybackSecrets(), bus: EventBus? = nil, timing: SynthesisTiming = SynthesisTiming(),
        vocabulary: Vocabulary = .standard
    ) {
        self.application = application
        self.vocabulary = vocabulary
        self.options = options
        self.secrets = secrets
        self.bus = bus
        self.input = InputSynthesizer(application: application, timing: timing)
        locator = ComponentLocator(application: application)
    }

    /// The application's clock, which every wait advances.
    var clock: VirtualClock { application.clock }

    /// Plays every command of `script`, in order, and reports each one.
    ///
    /// Comments and blank lines are passed over; a result's ``CommandResult/line`` is the
    /// command's line in the script. The language's own commands run too (`Vars`, `Globals`,
    /// `Get`, `Debug`, and `${name}` variables from ``variables``); a call to another script
    /// needs the folder it is in: load it with ``ScriptProgram/load(_:from:variables:vocabulary:)`` and
    /// run it with ``ScriptRunner``. After a failure playback goes on with the next command,
    /// unless ``PlaybackOptions/stopOnFailure`` is set: then the rest are reported as not run.
    ///
    /// - Parameter script: The script to play.
    /// - Returns: A run of one: a result per command, the virtual start and duration, and the
    ///   wall time it took.
    public func play(_ script: Script) -> RunReport {
        ScriptRunner(program: .single(script), player: self).run()
    }

    /// Plays one command as if it were a script's first: no think time unless it sets
    /// `%thinktime`, and its own `%timeout`, `%ignore` and `%shouldfail`.
    ///
    /// ```swift
    /// let result = player.perform(Command("Button", "OK", "Tap"))
    /// result.outcome   // .passed
    /// ```
    ///
    /// - Parameters:
    ///   - command: The command.
    ///   - line: The line to report it on; 1 by default.
    /// - Returns: What happened.
    public func perform(_ command: Command, line: Int = 1) -> CommandResult {
        let result = play(command, line: line, thinking: false)
        announce(result, index: 0, count: 1)
        return result
    }

    /// Plays `command`: skips it if ignored, thinks (the default think time only when
    /// `thinking`), runs it, and turns its failure (or, with `%shouldfail`, its success) into
    /// an outcome.
    func play(_ command: Command, line: Int, thinking: Bool) -> CommandResult {
        if command.modifiers.ignore == true { return .ignored(command, line: line, start: clock.now) }
        if let thinkTime = command.modifiers.thinkTime ?? (thinking ? options.thinkTime : nil) {
            clock.advance(by: Self.seconds(thinkTime))
        }
        let start = clock.elapsed
        var failure: PlaybackError?
        do throws(PlaybackError) {
            try execute(command, line: line)
        } catch {
            failure = error
        }
        let (outcome, reason) = Self.outcome(failure, shouldFail: command.modifiers.shouldFail == true)
        var result = CommandResult(
            line: line, command: command, outcome: outcome, reason: reason.map(redacted), start: Self.seconds(start),
            duration: seconds(since: start))
        (result.warnings, notes) = (notes, [])
        if outcome == .failed { result.screen = screen(for: command) }
        return result
    }

    private static func outcome(_ failure: PlaybackError?, shouldFail: Bool) -> (CommandOutcome, String?) {
        switch (failure, shouldFail) {
        case (nil, false): (.passed, nil)
        case (nil, true): (.failed, PlaybackError.passedUnexpectedly.description)
        case (let error?, false): (.failed, error.description)
        case (let error?, true): (.expectedFailure, error.description)
        }
    }

    /// `text` with every secret typed in this run replaced by its placeholder.
    func redacted(_ text: String) -> String {
        PlaybackSecrets(typedSecrets).hidden(in: text)
    }

    /// The virtual seconds from `start` to now, exact to the nanosecond the clock keeps.
    private func seconds(since start: Duration) -> Double {
        Self.seconds(clock.elapsed - start)
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds / 1_000_000_000) / 1e9
    }

    /// Milliseconds as seconds.
    static func seconds(_ milliseconds: Int) -> Double {
        Double(Swift.max(milliseconds, 0)) / 1_000
    }
}
