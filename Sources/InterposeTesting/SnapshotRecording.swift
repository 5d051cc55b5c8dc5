/// When ``expectSnapshot(of:named:vocabulary:record:sourceLocation:filePath:function:)``
/// writes a snapshot file, as swift-snapshot-testing's record modes: set per call, or for a
/// whole run with the environment variable `INTERPOSE_RECORD_SNAPSHOTS` (`never`, `missing`,
/// `failed`, `all`), which wins.
public enum SnapshotRecording: String, Hashable, Sendable, CaseIterable {
    /// Never: a missing snapshot fails the test, naming the file it would write.
    case never
    /// When the file is missing: it is written, and the test fails once, asking for a rerun.
    case missing
    /// When the file is missing or the screen does not match it: the new snapshot is written,
    /// and the test fails with the diff.
    case failed
    /// Always: every snapshot is written anew, and the test fails so the run is not mistaken
    /// for a check.
    case all

    /// The mode the environment asks for, if it asks for one.
    static var fromEnvironment: Self? {
        ProcessEnvironment.value(of: variable).flatMap { Self(rawValue: $0.lowercased()) }
    }

    /// What is wrong with the environment's mode, when it names none.
    static var environmentProblem: String? {
        guard let value = ProcessEnvironment.value(of: variable), Self(rawValue: value.lowercased()) == nil else {
            return nil
        }
        return "\(variable)=\(value) is not a record mode: use never, missing, failed or all"
    }

    private static let variable = "INTERPOSE_RECORD_SNAPSHOTS"
}
