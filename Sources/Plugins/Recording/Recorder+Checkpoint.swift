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
        session.state.log.dropUnclaimed()
        session.record(
            "VerifySnapshot", name.map { [$0] } ?? [], for: ComponentOwner(view: view, type: type, rule: rule),
            replacing: [])
        session.state.log.keepSnapshot(TreeSnapshot(of: view, vocabulary: session.vocabulary))
    }

    /// Writes the snapshot of each `VerifySnapshot` recorded with one where the script saved at
    /// `script` finds it: `SCRIPT.snapshots/NAME.txt`.
    ///
    /// - Returns: The files written.
    @MainActor
    @discardableResult
    public func writeSnapshots(beside script: String) throws -> [String] {
        var written: [String] = []
        for recorded in recordedCommands {
            guard let snapshot = recorded.snapshot else { continue }
            let name = recorded.command.arguments.first ?? Player.snapshotName(of: recorded.command)
            guard let file = SnapshotFiles(script: script).file(named: name) else { continue }
            let url = URL(fileURLWithPath: file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(snapshot.text.utf8).write(to: url, options: .atomic)
            written.append(file)
        }
        return written
    }
}

/// Why a checkpoint could not be recorded.
public enum CheckpointError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The component has no such property (or, with `nil`, no default property).
    case noProperty(String, String?)
    /// The property is a secure text field's text.
    case secret(String)

    /// What went wrong, naming the component.
    public var description: String {
        switch self {
        case .noProperty(let component, let property?): "\(component) has no property \"\(property)\" to verify"
        case .noProperty(let component, nil): "\(component) has no default property to verify; name one"
        case .secret(let component): "\(component) is a secure text field; its text is never recorded"
        }
    }
}
