/// Where `VerifySnapshot` finds the snapshot a command names, and whether it writes the
/// missing and changed ones (`play --update-snapshots`).
///
/// A script's snapshots live in a folder beside it: `login.mt`'s snapshot `form` is
/// `login.mt.snapshots/form.txt`. A ``ScriptRunner`` sets ``script`` to the file each command
/// comes from when that file is on disk; a script played from no file keeps the one given here
/// (none by default, so its `VerifySnapshot` fails saying so), or checks ``recorded``.
public struct SnapshotSettings: Hashable, Sendable {
    /// The script being played, whose snapshots are beside it.
    public var script: String?
    /// Whether a missing snapshot is written at once, and one the screen still does not match
    /// once the command's timeout passed is written over; the command passes, saying so.
    public var update: Bool
    /// Snapshots by name, checked before any file: a recorder's snapshot checkpoints, for a
    /// replay of what it recorded.
    public var recorded: [String: TreeSnapshot]

    /// Snapshots beside `script`, written when `update`, and the `recorded` ones.
    public init(script: String? = nil, update: Bool = false, recorded: [String: TreeSnapshot] = [:]) {
        (self.script, self.update, self.recorded) = (script, update, recorded)
    }

    /// The file of the snapshot `name`.
    func file(named name: String) -> SnapshotFile? {
        script.map { SnapshotFile(path: "\($0).snapshots/\(name).txt") }
    }
}
