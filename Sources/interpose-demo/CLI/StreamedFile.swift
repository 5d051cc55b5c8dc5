import Foundation

/// A file written a piece at a time and put in place only when complete: the pieces go to a
/// temporary file beside it, renamed over the destination at the end, so a run that stops
/// half way leaves no half-written report. A device or a pipe (`/dev/null`, `/dev/stdout`) is
/// written into as the pieces come, never replaced.
final class StreamedFile {
    private let destination: URL
    /// The file the pieces go to until ``commit()``, or `nil` when they go straight in.
    private let temporary: URL?
    private let handle: FileHandle
    /// Why a write failed, once one did.
    private var failure: String?

    /// Starts writing `path`; a place that cannot be written is a usage error naming it.
    init(_ path: String) throws(UsageError) {
        if let problem = Console.problem(writing: path) { throw UsageError("cannot write \(path): \(problem)") }
        destination = URL(fileURLWithPath: path)
        let temporary =
            Console.isSpecialFile(path)
            ? nil
            : destination.deletingLastPathComponent()
                .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).partial")
        if let temporary, !FileManager.default.createFile(atPath: temporary.path, contents: nil) {
            throw UsageError("cannot write \(path)")
        }
        guard let handle = FileHandle(forWritingAtPath: temporary?.path ?? path) else {
            throw UsageError("cannot write \(path)")
        }
        (self.temporary, self.handle) = (temporary, handle)
    }

    /// Appends `text`; a write that fails (a full disk, a pipe nobody reads) is kept, for
    /// ``commit()`` to report, and the rest of the run's writes are dropped.
    func write(_ text: String) {
        guard failure == nil else { return }
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            failure = Console.reason(error)
        }
    }

    /// Closes the file and puts it in place; a write that failed is a usage error naming the
    /// file, and nothing is put in place.
    func commit() throws(UsageError) {
        try? handle.close()
        if let failure { throw UsageError("cannot write \(destination.path): \(failure)") }
        guard let temporary else { return }
        guard rename(temporary.path, destination.path) == 0 else {
            throw UsageError("cannot write \(destination.path): \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
    }
}
