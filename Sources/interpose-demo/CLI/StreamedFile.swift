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

    /// Appends `text`.
    func write(_ text: String) {
        handle.write(Data(text.utf8))
    }

    /// Closes the file and puts it in place.
    func commit() throws(UsageError) {
        try? handle.close()
        guard let temporary else { return }
        guard rename(temporary.path, destination.path) == 0 else {
            throw UsageError("cannot write \(destination.path): \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
    }
}
