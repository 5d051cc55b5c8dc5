import Components
import Interpose

/// Records what a person does in an application as a script of semantic commands.
///
/// The recorder turns raw input into commands at the level a person would write them, as
/// FoneMonkey did by swizzling, but through declared hooks and the bus: `Tap` on a button,
/// `Slide` to a value (not a drag), `Toggle`, `Increment`, `Select` a segment, a picker row or
/// a table row, `EnterText`, `ScrollTo` an offset, `Move` along a path on a canvas, `Swipe`,
/// `Pinch`, `LongPress`, `DoubleTap`, `Back` on a navigation bar, and the device's `Shake` and
/// `Rotate`. Each component type's rule, declared with its commands in a ``Vocabulary``, decides
/// what it records; teach it your own types (see ``ComponentCommands``).
///
/// ```swift
/// let host = PluginHost(registry: registry, bus: bus)
/// let recorder = Recorder(application: app)
/// try host.install(recorder)
///
/// try input.tap(okButton)
/// try input.slide(volume, to: 0.75)
/// print(recorder.script.text)
/// // Button OK Tap
/// // Slider volume Slide 0.75
/// ```
///
/// Each command keeps its provenance (the raw touches, keys and component calls it came from,
/// with virtual times) and is named by accessibility identifier, label or tag, whichever is
/// unique on screen; a command that had to fall back to an ordinal carries a warning, which the
/// script shows as a comment. A secure text field's text is never recorded: `EnterText` writes
/// a placeholder (`${password}`) that the player fills from a named secret, and its key presses
/// are kept without their keys.
///
/// Recording a replay keeps its checkpoints: a `Verify` (or another check) a ``Player``
/// plays on the application, publishing on the same bus, is recorded as it was written.
///
/// The recorder hears components through the hooks they declare, named by its vocabulary's
/// declarations (control dispatch, a table's or a picker's delegate calls, scrolls, zooms, and
/// your own types' reports), so install order does not matter: controls made, delegates set
/// and screens built before it are heard from then on. It needs no other plugin. Install it,
/// and use it, on the main actor.
public final class Recorder: Plugin {
    /// The plugin's identifier.
    public static let id = "recorder"
    /// The plugin's identifier: ``Recorder/id-type.property``.
    public var id: String { Self.id }

    /// The application it records.
    public let application: Application
    let session: RecordingSession

    /// Creates a recorder for `application`.
    ///
    /// - Parameters:
    ///   - application: The application whose input is recorded.
    ///   - vocabulary: What each component type records, and what scripts call it; the
    ///     built-in components' by default. Give the player the same vocabulary.
    @MainActor
    public init(application: Application, vocabulary: Vocabulary = .standard) {
        self.application = application
        self.session = RecordingSession(application: application, vocabulary: vocabulary)
    }

    /// The names the recorder writes commands in: ours by default, or MonkeyTalk's.
    @MainActor
    public var dialect: ScriptDialect {
        get { session.dialect }
        set { session.dialect = newValue }
    }

    /// Listens to the application's events, its components' changes and its device.
    public func install(into context: PluginContext) throws {
        try RecorderWiring(session: session, application: application, context: context).install()
    }

    /// The commands recorded so far, in order, with their provenance and warnings.
    @MainActor
    public var recordedCommands: [RecordedCommand] { session.state.log.recordedCommands }

    /// The commands recorded so far, as a script: each warning as a comment above its command.
    @MainActor
    public var script: Script {
        var script = Script()
        for recorded in recordedCommands {
            for warning in recorded.warnings { script.append(comment: " warning: \(warning)") }
            script.append(recorded.command)
        }
        return script
    }

    /// Whether recording is paused: while it is, nothing is recorded.
    @MainActor
    public var isPaused: Bool {
        get { session.state.isPaused }
        set { session.state.isPaused = newValue }
    }

    /// Forgets every command recorded so far.
    @MainActor
    public func clear() {
        session.state.log.removeAll()
    }
}
