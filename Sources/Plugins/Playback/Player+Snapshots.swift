import Components
import Foundation

extension Player {
    /// Checks `view` against its snapshot `name`: a recorded one, else the file beside the
    /// script; a missing file is written at once when the snapshots are being updated. A
    /// mismatch is retried as any check; see ``settleSnapshot(_:)`` for what updating does then.
    func checkSnapshot(of view: View, named name: String) throws(PlaybackError) {
        let actual = TreeSnapshot(of: view, vocabulary: vocabulary)
        if let recorded = snapshots.recorded[name] {
            guard let mismatch = recorded.mismatch(against: actual) else { return }
            throw .snapshotMismatch(file: nil, name: name, mismatch: mismatch)
        }
        guard let file = snapshots.file(named: name) else {
            throw .snapshotUnreadable(file: name, reason: "VerifySnapshot keeps its snapshots beside a script file")
        }
        switch file.compare(actual) {
        case .matched: return
        case .missing:
            guard snapshots.update else { throw .snapshotMissing(file: file.path) }
            try write(actual, to: file, over: nil, saying: "wrote the snapshot \(file.path)")
        case .mismatched(let mismatch): throw .snapshotMismatch(file: file, name: name, mismatch: mismatch)
        case .unreadable(let reason): throw .snapshotUnreadable(file: file.path, reason: reason)
        }
    }

    /// A snapshot the screen still did not match when the command's timeout passed: written
    /// over when the snapshots are being updated (the command then passes, saying so), else
    /// the failure.
    func settleSnapshot(_ failure: PlaybackError) throws(PlaybackError) {
        guard case .snapshotMismatch(let file?, _, let mismatch) = failure, snapshots.update else { throw failure }
        try write(mismatch.actual, to: file, over: mismatch, saying: "updated the snapshot \(file.path)")
    }

    private func write(
        _ snapshot: TreeSnapshot, to file: SnapshotFile, over mismatch: SnapshotMismatch?, saying note: String
    ) throws(PlaybackError) {
        do {
            try file.write(snapshot, over: mismatch)
        } catch {
            throw .snapshotUnreadable(file: file.path, reason: "it cannot be written: \(error.localizedDescription)")
        }
        notes.append(note)
    }

    /// The name `VerifySnapshot` gives a snapshot: the one it is given, else the command's
    /// identifier (its type's for `*` and ordinals), as a file name.
    static func snapshotName(of command: Command, given: String? = nil) -> String {
        let identifier = command.identifier
        let usable = identifier != "*" && ComponentLocator.ordinal(identifier) == nil
        let name = (given ?? (usable ? identifier : command.componentType).lowercased())
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
        return safe.isEmpty ? "snapshot" : safe
    }
}
