import Foundation

/// Where the demo writes: standard output, standard error, and files, which it writes
/// atomically (a temporary file, then a rename), so an interrupted write never leaves half a
/// file where the old one was.
enum Console {
    /// Writes `text` and a newline to standard output.
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes `text` and a newline to standard error.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Writes `data` to `path` atomically; a path it cannot write is a usage error naming it.
    static func write(_ data: Data, to path: String) throws(UsageError) {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw UsageError("cannot write \(path): \(Self.reason(error))")
        }
    }

    /// Writes `text` to `path` atomically, or to standard output when `path` is `nil` or `-`.
    static func emit(_ text: String, to path: String?) throws(UsageError) {
        guard let path, path != "-" else { return out(text.hasSuffix("\n") ? String(text.dropLast()) : text) }
        try write(Data(text.utf8), to: path)
    }

    /// The bytes of the file at `path`; a missing file or a directory is a usage error.
    static func read(_ path: String) throws(UsageError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw UsageError("\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw UsageError("\(path): is a directory, not a script") }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw UsageError("\(path): cannot read: \(Self.reason(error))")
        }
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
