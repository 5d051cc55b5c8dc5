import Components
import Interpose

/// An app the studio records: the application, the recorder installed on it, and the bus a
/// player publishes its commands on (so that replaying a `Verify` records it again).
///
/// The studio makes a fresh one to record on, to rebuild after an undo, and for each replay,
/// so the closure that makes it must build a new app each time:
///
/// ```swift
/// let studio = try Studio {
///     let app = MyApp()
///     let host = PluginHost(registry: app.registry, bus: EventBus())
///     let recorder = Recorder(application: app.application)
///     try host.install(recorder)
///     return StudioRig(application: app.application, recorder: recorder, bus: host.bus, keeping: [app, host])
/// }
/// ```
@MainActor
public struct StudioRig {
    /// The application.
    public let application: Application
    /// The recorder installed on it.
    public let recorder: Recorder
    /// Where a player publishes what it plays; the recorder's host's bus.
    public let bus: EventBus?
    /// What must live as long as the rig: the app's owner, the plugin host.
    let kept: [AnyObject]

    /// Creates a rig.
    ///
    /// - Parameters:
    ///   - application: The application.
    ///   - recorder: The recorder installed on it.
    ///   - bus: The bus its plugins share, for a player to publish on.
    ///   - kept: Objects to keep alive as long as the rig: what owns the app, the plugin host.
    public init(application: Application, recorder: Recorder, bus: EventBus?, keeping kept: [AnyObject] = []) {
        self.application = application
        self.recorder = recorder
        self.bus = bus
        self.kept = kept
    }
}
