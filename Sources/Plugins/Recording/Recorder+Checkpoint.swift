import Components
import Foundation

/// Assertions while recording.
extension Recorder {
    /// Records a `Verify` of `view`'s state now: its default property (a label's text, a
    /// slider's value, a switch's state, a picker's or table's selected row…), or `property`.
    ///
    /// As Playwright's recorder adds assertions while recording, a test or a person marks the
    /// moments whose state the script should check on replay:
    ///
    /// ```swift
    /// try input.tap(signIn)
    /// try recorder.checkpoint(welcome)             // Label welcome Verify "Hello, Joe"
    /// try recorder.checkpoint(volume, "maximum")   // Slider volume Verify 1 maximum
    /// ```
    ///
    /// - Parameters:
    ///   - view: The component to check.
    ///   - property: Which property; the type's default when `nil`.
    /// - Throws: ``CheckpointError`` when the view has no such property, or the property is a
    ///   secure field's text, which is never recorded.
    @MainActor
    public func checkpoint(_ view: View, _ property: String? = nil) throws(CheckpointError) {
        let type = session.vocabulary.type(of: view)
        guard let rule = type.recording else { throw .noProperty(view.componentName, property) }
        if let field = view as? TextField, field.isSecureTextEntry, (property ?? "text") == "text" {
            throw .secret(view.componentName)
        }
        guard let (_, value) = type.read(property, of: view) else { throw .noProperty(view.componentName, property) }
        let arguments = [value] + (property.map { [$0] } ?? [])
        session.state.log.dropUnclaimed()
        session.record(
            "Verify", arguments, for: ComponentOwner(view: view, type: type, rule: rule), replacing: [])
    }
}

extension Recorder {
    /// Records a `VerifySnapshot` of `view` as it is now: the component and what is inside it
    /// (``TreeSnapshot``), kept with the command (``RecordedCommand/snapshot``) so the script's
    /// writer can write it beside the script (``writeSnapshots(beside:)``).
    ///
    /// ```swift
    /// try input.tap(save)
    /// try recorder.snapshotCheckpoint(form)        // View form VerifySnapshot
    /// ```
    ///
    /// - Parameters:
    ///   - view: The component, or a window for the whole screen.
    ///   - name: The snapshot's name; the component's identifier when `nil`.
    /// - Throws: ``CheckpointError`` when nothing of the component's type records.
    @MainActor
    public func snapshotCheckpoint(_ view: View, named name: String? = nil) throws(CheckpointError) {
        let type = session.vocabulary.type(of: view)
        guard let rule = type.recording else { throw .noProperty(view.componentName, nil) }
        let taken = Set(snapshots.keys)
        session.state.log.dropUnclaimed()
        session.record(
            ComponentCommands<View>.Action.verifySnapshot.name, [],
            for: ComponentOwner(view: view, type: type, rule: rule), replacing: [])
        guard let command = recordedCommands.last?.command else { return }
        // Each checkpoint gets a file of its own: a name already taken is numbered on.
        let wanted = Player.snapshotName(of: command, given: name)
        var (unique, number) = (wanted, 1)
        while taken.contains(unique) {
            number += 1
            unique = "\(wanted)-\(number)"
        }
        session.state.log.keepSnapshot(
            TreeSnapshot(of: view, vocabulary: session.vocabulary),
            arguments: name != nil || unique != wanted ? [unique] : [])
    }

    /// The snapshots of the snapshot checkpoints recorded so far, by the name the script gives
    /// each.
    @MainActor
    public var snapshots: [String: TreeSnapshot] {
        var snapshots: [String: TreeSnapshot] = [:]
        for recorded in recordedCommands {
            guard let snapshot = recorded.snapshot else { continue }
            snapshots[Player.snapshotName(of: recorded.command, given: recorded.command.arguments.first)] = snapshot
        }
        return snapshots
    }

    /// Keeps each of `snapshots` with the snapshot checkpoint of that name recorded without
    /// one: what a replay of checkpoints recorded elsewhere recorded again.
    @MainActor
    func keepSnapshots(_ snapshots: [String: TreeSnapshot]) {
        for (index, recorded) in recordedCommands.enumerated() where recorded.snapshot == nil {
            let command = recorded.command
            guard command.action == ComponentCommands<View>.Action.verifySnapshot.name,
                let snapshot = snapshots[Player.snapshotName(of: command, given: command.arguments.first)]
            else { continue }
            session.state.log.keepSnapshot(snapshot, at: index)
        }
    }

    /// Writes the snapshot of each snapshot checkpoint where the script saved at `script` finds
    /// it: `SCRIPT.snapshots/NAME.txt`.
    ///
    /// - Returns: The files written.
    @MainActor
    @discardableResult
    public func writeSnapshots(beside script: String) throws -> [String] {
        var written: [String] = []
        for (name, snapshot) in snapshots.sorted(by: { $0.key < $1.key }) {
            guard let file = SnapshotSettings(script: script).file(named: name) else { continue }
            try file.write(snapshot)
            written.append(file.path)
        }
        return written
    }
}
