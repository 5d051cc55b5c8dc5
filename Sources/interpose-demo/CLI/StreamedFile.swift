import Foundation

/// A file written a piece at a time and put in place only when complete: the pieces go to a
/// temporary file beside it, renamed over the destination at the end, so a run that stops
/// half way leaves no half-written report.
final class StreamedFile {
    private let destination: URL
    private let temporary: URL
    private let handle: FileHandle

    /// Starts writing `path`; a place that cannot be written is a usage error naming it.
    init(_ path: String) throws(UsageError) {
        if let problem = Console.problem(writing: path) { throw UsageError("cannot write \(path): \(problem)") }
        destination = URL(fileURLWithPath: path)
        temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).partial")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
            let handle = FileHandle(forWritingAtPath: temporary.path)
        else { throw UsageError("cannot write \(path)") }
        self.handle = handle
    }

    /// Appends `text`.
    func write(_ text: String) {
        handle.write(Data(text.utf8))
    }

    /// Closes the file and puts it in place.
    func commit() throws(UsageError) {
        try? handle.close()
        guard rename(temporary.path, destination.path) == 0 else {
            throw UsageError("cannot write \(destination.path): \(String(cString: strerror(errno)))")
        }
    }

    deinit { try? FileManager.default.removeItem(at: temporary) }
}
