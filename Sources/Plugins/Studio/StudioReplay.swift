import Components

/// A replay of the script so far on a fresh app: which command is playing and how each one
/// played.
///
/// ```swift
/// let replay = session.replay { step in redraw(step) }
/// replay.failures.first?.reason   // why the first failed command failed
/// ```
@MainActor
package struct StudioReplay {
    /// The fresh app the script plays on.
    var application: Application { rig.application }
    /// The commands played, in order.
    let commands: [Command]
    /// The index in ``commands`` of the one playing, or `nil` before the first and after the last.
    package internal(set) var playing: Int?
    /// How each command that finished played, in order.
    package internal(set) var results: [CommandResult] = []
    /// The rig, kept alive while the replay is shown.
    let rig: StudioRig

    init(rig: StudioRig, commands: [Command]) {
        self.rig = rig
        self.commands = commands
    }

    /// Whether every command has played.
    package var isFinished: Bool { results.count == commands.count }

    /// The results that failed.
    package var failures: [CommandResult] { results.filter { !$0.outcome.isSuccess } }

    /// One line saying how it went so far.
    var summary: String {
        let failed = failures.count
        let state = isFinished ? "replayed" : "replaying"
        let verdict = failed == 0 ? "all passed" : "\(failed) failed: \(failures[0].reason ?? "")"
        return "\(state) \(results.count) of \(commands.count) commands on a fresh app, \(verdict)"
    }
}
