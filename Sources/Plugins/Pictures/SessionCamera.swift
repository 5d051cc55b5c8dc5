import Components
import Interpose

/// A plugin that keeps a picture of each command of a session: the screen just before it, the
/// component it named, its touches, and for a replay how it came out.
///
/// Install it beside a ``Recorder`` (source ``Source/recorder``) or a ``Player`` that
/// publishes on the host's bus (source ``Source/player``). It changes nothing in the
/// components: advice before `Application.sendEventHook` keeps a
/// ``ScreenSnapshot`` whenever a touch, key or shake begins, before the application routes it,
/// and the bus's ``CommandRecorded`` or ``CommandPlayed`` events pair each command with the
/// screen its input began on. Its ``frames`` then draw as a ``SessionPage``.
///
/// ```swift
/// let camera = SessionCamera(application: app, source: .recorder)
/// try host.install([recorder, camera])
/// try input.tap(okButton)
/// try camera.page(title: "Checkout").html.write(toFile: "session.html", atomically: true, encoding: .utf8)
/// ```
///
/// A recorded command's touches come from its provenance; a played command's from the touches
/// the camera saw while it ran. A failed `Verify` keeps what it expected and what the
/// component had. Secure text never enters a frame: fields keep their bullets, commands
/// their `${name}` placeholders, and a replay's screens show the secrets it is given as theirs. Install it, and read it, on the main actor.
public final class SessionCamera: Plugin {
    /// Which commands a camera pictures.
    public enum Source: String, Hashable, Sendable {
        /// Commands a ``Recorder`` records (``CommandRecorded`` events).
        case recorder
        /// Commands a ``Player`` plays on the application (``CommandPlayed`` events).
        case player
    }

    /// The identifier a camera has unless it is given another.
    public static let defaultID = "session-camera"
    /// The plugin's identifier, ``defaultID`` unless given: two cameras on one host (one for
    /// recorded commands, one for played ones) need two.
    public let id: String

    /// The application whose screen it keeps.
    public let application: Application
    /// Which commands it pictures.
    public let source: Source
    let roll: CameraRoll

    /// Creates a camera for `application`.
    ///
    /// - Parameters:
    ///   - application: The application whose screen to keep.
    ///   - source: Whether to picture recorded or played commands.
    ///   - vocabulary: What the commands' types are, for a failed check's expected and actual
    ///     values; the built-in components' by default. Give it the player's.
    ///   - secrets: The secrets a replay may type. Once the player has typed one, wherever the
    ///     screen shows it (a plain field it was typed into, a label showing it back) the
    ///     picture shows its `${name}`, as the player's messages do. Give it the player's.
    ///   - id: The plugin's identifier; ``defaultID`` by default.
    @MainActor
    public init(
        application: Application, source: Source, vocabulary: Vocabulary = .standard,
        secrets: PlaybackSecrets = PlaybackSecrets(), id: String = SessionCamera.defaultID
    ) {
        self.id = id
        self.application = application
        self.source = source
        self.roll = CameraRoll(
            application: application, vocabulary: vocabulary, logsTouches: source == .player, secrets: secrets)
    }

    /// Watches the application's events and the bus's command events.
    public func install(into context: PluginContext) throws {
        let roll = roll
        try context.on(Application.sendEventHook, named: id, scope: .instance(application)).onMainActor.before {
            _, event in roll.willSend(event)
        }
        switch source {
        case .recorder:
            try context.onMainActor.subscribe(to: CommandRecorded.self, named: id) { roll.recorded($0) }
        case .player:
            try context.onMainActor.subscribe(to: CommandPlayed.self, from: application, named: id) { roll.played($0) }
        }
    }

    /// A frame per command so far, in order.
    @MainActor
    public var frames: [SessionFrame] { roll.frames }

    /// Forgets every frame so far.
    @MainActor
    public func clear() {
        roll.clear()
    }

    /// The frames so far as a page.
    ///
    /// - Parameter title: The page's title.
    /// - Returns: A page to write out with ``SessionPage/html``.
    @MainActor
    public func page(title: String) -> SessionPage {
        SessionPage(frames: frames, title: title)
    }
}
