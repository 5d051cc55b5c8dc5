import Foundation

/// One snapshot's file: a screen checked against it, and the screen written to it. What a
/// script's `VerifySnapshot` and a Swift test's `expectSnapshot` both do with their files.
///
/// A file that does not exist is missing; one that exists but cannot be read, or does not
/// hold a snapshot, is a problem that names it, and is never written over. Writing over a
/// snapshot that did not match keeps its shape: the components it names, with the screen's
/// values (a pattern that still matches stays), so a partial snapshot stays partial.
///
/// ```swift
/// let file = SnapshotFile(path: "login.mt.snapshots/form.txt")
/// if case .mismatched(let mismatch) = file.compare(TreeSnapshot(of: form)) { print(mismatch.diff) }
/// ```
public struct SnapshotFile: Hashable, Sendable {
    /// What a screen is to its snapshot file.
    public enum Comparison: Hashable, Sendable {
        /// The screen matches.
        case matched
        /// There is no file.
        case missing
        /// The screen does not match: the mismatch, with its diff.
        case mismatched(SnapshotMismatch)
        /// The file cannot be read, or does not hold a snapshot: why, as `LINE:COLUMN: message`
        /// or a sentence.
        case unreadable(String)
    }

    /// Where the file is.
    public let path: String

    /// The snapshot file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// How `actual` compares with the snapshot in the file.
    public func compare(_ actual: TreeSnapshot) -> Comparison {
        guard FileManager.default.fileExists(atPath: path) else { return .missing }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            return .unreadable("it cannot be read as text")
        }
        do throws(SnapshotError) {
            let expected = try TreeSnapshot(parsing: text)
            return expected.mismatch(against: actual).map(Comparison.mismatched) ?? .matched
        } catch {
            return .unreadable(error.description)
        }
    }

    /// Writes `actual`: whole, or, over a snapshot it did not match, in that snapshot's shape.
    public func write(_ actual: TreeSnapshot, over mismatch: SnapshotMismatch? = nil) throws {
        let text = mismatch.map { SnapshotText.text(of: $0.expected.root.projected(onto: actual.root)) } ?? actual.text
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
