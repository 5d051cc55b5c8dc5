import Components
import Foundation

extension Player {
    /// Checks `view` against its snapshot `name` beside the script, writing it instead when
    /// the snapshots are being updated and it is missing or differs.
    func checkSnapshot(of view: View, named name: String) throws(PlaybackError) {
        guard let file = snapshots.file(named: name) else {
            throw .snapshotUnreadable(
                file: name, reason: " VerifySnapshot needs a script file to keep snapshots beside")
        }
        let actual = TreeSnapshot(of: view, vocabulary: vocabulary)
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            guard snapshots.update else { throw .snapshotMissing(file: file) }
            return try write(actual, to: file, saying: "wrote the snapshot \(file)")
        }
        let expected: TreeSnapshot
        do throws(SnapshotError) {
            expected = try TreeSnapshot(parsing: text)
        } catch {
            throw .snapshotUnreadable(file: file, reason: "\(error.line):\(error.column): \(error.message)")
        }
        guard let mismatch = expected.mismatch(against: actual) else { return }
        guard snapshots.update else { throw .snapshotMismatch(file: file, diff: mismatch.diff) }
        try write(actual, to: file, saying: "updated the snapshot \(file)")
    }

    /// Writes `snapshot` to `file`, noting `note` on the command's result.
    private func write(_ snapshot: TreeSnapshot, to file: String, saying note: String) throws(PlaybackError) {
        let url = URL(fileURLWithPath: file)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(snapshot.text.utf8).write(to: url, options: .atomic)
        } catch {
            throw .snapshotUnreadable(file: file, reason: " could not be written: \(error.localizedDescription)")
        }
        notes.append(note)
    }

    /// The name a `VerifySnapshot` with none gives its snapshot: the command's identifier, as a
    /// file name, or its type's for `*` and ordinals.
    static func snapshotName(of command: Command) -> String {
        let identifier = command.identifier
        let usable = identifier != "*" && ComponentLocator.ordinal(identifier) == nil
        let name = (usable ? identifier : command.componentType).lowercased()
        return String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "-" })
    }
}
