import Foundation
import Plugins

/// A snapshot's file beside its test, and what checking a screen against it does.
struct SnapshotFile {
    /// Where the file is.
    let url: URL

    /// The file of the snapshot `name` of the test file at `testFile`.
    init(testFile: String, name: String) {
        let test = URL(fileURLWithPath: testFile)
        url = test.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
            .appendingPathComponent(name + ".txt")
    }

    /// A test function's name as a file name: `profile` for `profile()`.
    static func name(of function: String) -> String {
        String(function.prefix { $0 != "(" })
    }

    /// Checks `actual` against the file, writing it when `record` says to; returns why the
    /// test fails, or `nil` when it passes.
    func check(_ actual: TreeSnapshot, record: SnapshotRecording) -> String? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            guard record != .never else {
                return "no snapshot at \(url.path); record one with INTERPOSE_RECORD_SNAPSHOTS=missing"
            }
            return write(actual, "recorded a new snapshot at \(url.path); run the test again to check against it")
        }
        if record == .all { return write(actual, "recorded the snapshot at \(url.path) anew (recording all)") }
        let expected: TreeSnapshot
        do throws(SnapshotError) {
            expected = try TreeSnapshot(parsing: text)
        } catch {
            return "\(url.path):\(error.line):\(error.column): \(error.message)"
        }
        guard let mismatch = expected.mismatch(against: actual) else { return nil }
        let message = "the screen does not match \(url.path):\n\(mismatch.diff)"
        return record == .failed ? write(actual, message + "\nrecorded the new snapshot in its place") : message
    }

    /// Writes `snapshot`'s text; returns `message`, or why the file could not be written.
    private func write(_ snapshot: TreeSnapshot, _ message: String) -> String {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(snapshot.text.utf8).write(to: url, options: .atomic)
            return message
        } catch {
            return "could not write the snapshot at \(url.path): \(error.localizedDescription)"
        }
    }
}
