import Foundation
import Plugins

/// A test's snapshot: its file beside the test, and what checking a screen against it does in
/// each record mode.
struct TestSnapshot {
    /// The file.
    let file: SnapshotFile

    /// The snapshot `name` of the test file at `testFile`.
    init(testFile: String, name: String) {
        let test = URL(fileURLWithPath: testFile)
        let url = test.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
            .appendingPathComponent(name + ".txt")
        file = SnapshotFile(path: url.path)
    }

    /// A test function's name as a file name: `profile` for `profile()`.
    static func name(of function: String) -> String {
        String(function.prefix { $0 != "(" })
    }

    /// Checks `actual` against the file, writing it when `record` says to; returns why the
    /// test fails, or `nil` when it passes.
    func check(_ actual: TreeSnapshot, record: SnapshotRecording) -> String? {
        switch file.compare(actual) {
        case .missing:
            guard record != .never else {
                return "no snapshot at \(file.path); record one with INTERPOSE_RECORD_SNAPSHOTS=missing"
            }
            return write(
                actual, over: nil, "recorded a new snapshot at \(file.path); run the test again to check against it")
        case .unreadable(let reason):
            return "snapshot \(file.path): \(reason)"
        case .matched:
            guard record == .all else { return nil }
            return write(actual, over: nil, "recorded the snapshot at \(file.path) anew (recording all)")
        case .mismatched(let mismatch):
            let message = "the screen does not match \(file.path):\n\(mismatch.diff)"
            guard record == .failed || record == .all else { return message }
            return write(actual, over: mismatch, message + "\nrecorded the new snapshot in its place")
        }
    }

    /// Writes `actual` (in the shape of the snapshot it did not match, if any); returns
    /// `message`, or why the file could not be written.
    private func write(_ actual: TreeSnapshot, over mismatch: SnapshotMismatch?, _ message: String) -> String {
        do {
            try file.write(actual, over: mismatch)
            return message
        } catch {
            return "could not write the snapshot at \(file.path): \(error.localizedDescription)"
        }
    }
}
