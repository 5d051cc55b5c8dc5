import Components
import Foundation
import Plugins
import Testing

/// Expects `component` to look as its snapshot file says: a Swift Testing check of a whole
/// screen, or any part of it, in the ``TreeSnapshot`` form.
///
/// The file is `__Snapshots__/<test file>/<name>.txt` beside the test file. The first run
/// writes it (in the default mode, ``SnapshotRecording/missing``) and fails once, asking for a
/// rerun; later runs compare the screen with it and fail with a unified diff of what differs.
/// Edit the file to leave out what the test does not care about, or to give a value as a
/// regular expression (`/Saved .*/`): see ``TreeSnapshot/mismatch(against:)``.
///
/// ```swift
/// @Test func profileAfterSaving() throws {
///     try input.tap(save)
///     expectSnapshot(of: profile, named: "saved")
/// }
/// ```
///
/// - Parameters:
///   - component: The component, or the window for the whole screen.
///   - name: The file's name; the test function's name by default (a second snapshot in the
///     same test needs a name of its own).
///   - vocabulary: What each component type is called and which property it shows.
///   - record: When the file is written; `INTERPOSE_RECORD_SNAPSHOTS` overrides it.
///   - sourceLocation: Where a failure is reported.
///   - filePath: The test file, beside which the snapshots live.
///   - function: The test function, which names the snapshot by default.
@MainActor
public func expectSnapshot(
    of component: View, named name: String? = nil, vocabulary: Vocabulary = .standard,
    record: SnapshotRecording = .missing, sourceLocation: SourceLocation = #_sourceLocation,
    filePath: String = #filePath, function: String = #function
) {
    let snapshot = TestSnapshot(testFile: filePath, name: name ?? TestSnapshot.name(of: function))
    let problem = snapshot.check(
        TreeSnapshot(of: component, vocabulary: vocabulary), record: .fromEnvironment ?? record)
    for problem in [SnapshotRecording.environmentProblem, problem].compactMap({ $0 }) {
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
}
