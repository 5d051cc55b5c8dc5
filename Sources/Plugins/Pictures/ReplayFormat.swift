import Components

/// The pictured replay of each script played in this process: a ``SessionPage`` of every
/// command it played (a suite's tests in turn), for the scripts `artifacts` picks.
///
/// It takes its pictures with a ``SessionCamera`` on each fresh application the script plays
/// on: install ``camera(for:vocabulary:secrets:)``'s on each. When the script finishes, `page` is handed
/// the page, to write where it belongs.
///
/// ```swift
/// let replays = ReplayFormat(artifacts: .onFailure) { script, page in
///     try? page.html.write(toFile: "\(script.path).html", atomically: true, encoding: .utf8)
/// }
/// try host.install(replays.camera(for: app, secrets: player.secrets))
/// ```
@MainActor
public final class ReplayFormat: @MainActor ReportFormat {
    private let artifacts: Artifacts
    private let page: (RunReport.ScriptRun, SessionPage) -> Void
    /// The cameras of the script being played, one per application it played on.
    private var cameras: [SessionCamera] = []

    /// A format picturing the scripts `artifacts` picks, handing each page to `page`.
    public init(artifacts: Artifacts, page: @escaping (RunReport.ScriptRun, SessionPage) -> Void) {
        self.artifacts = artifacts
        self.page = page
    }

    /// Keeps none: the pictures are the camera's.
    public nonisolated var keeps: ResultRetention { .none }

    /// A camera for the next fresh application the script plays on; install it on its host.
    /// Give it the player's vocabulary and secrets (no default: a camera without them would
    /// picture a secret in clear): the pictures show each secret as `${name}`.
    public func camera(
        for application: Application, vocabulary: Vocabulary = .standard, secrets: PlaybackSecrets
    ) -> SessionCamera {
        cameras.append(
            SessionCamera(application: application, source: .player, vocabulary: vocabulary, secrets: secrets))
        return cameras[cameras.count - 1]
    }

    /// Hands on the script's page, when `artifacts` picks it, and lets its pictures go.
    public func scriptDidFinish(_ script: RunReport.ScriptRun) {
        defer { cameras.removeAll() }
        guard artifacts.picks(script) else { return }
        let title = "Replay of \(script.path)"
        let tests = script.attempts.last?.tests ?? []
        guard tests.count > 1 || ScriptProgram.isSuite(script.path) else {
            return page(script, SessionPage(frames: cameras.first?.frames ?? [], title: title))
        }
        page(script, SessionPage(testCases: zip(tests, cameras).map { ($0.name, $1.frames) }, title: title))
    }
}
