/// Where `VerifySnapshot` finds the snapshot a command names, and whether it writes the
/// missing and changed ones (`play --update-snapshots`).
///
/// A script's snapshots live in a folder beside it: `login.mt`'s snapshot `form` is
/// `login.mt.snapshots/form.txt`. A ``ScriptRunner`` sets ``script`` to the file each command
/// comes from, as its program names it (`script` for one played from no file).
public struct SnapshotFiles: Hashable, Sendable {
    /// The script being played, whose snapshots are beside it.
    public var script: String?
    /// Whether a missing or changed snapshot is written (and the command passes, saying so)
    /// instead of failing it.
    public var update: Bool

    /// Snapshots beside `script`, written when `update`.
    public init(script: String? = nil, update: Bool = false) {
        (self.script, self.update) = (script, update)
    }

    /// The file of the snapshot `name`.
    func file(named name: String) -> String? {
        script.map { "\($0).snapshots/\(name).txt" }
    }
}
