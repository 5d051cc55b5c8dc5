import Foundation

/// Where the demo writes: standard output, standard error, and files, which it writes
/// atomically (a temporary file, then a rename), so an interrupted write never leaves half a
/// file where the old one was.
enum Console {
    /// Writes `text` and a newline to standard output.
    static func out(_ text: String) {
        output(text + "\n")
    }

    /// Writes `text` to standard output as it is. When nobody reads it any more (`play … |
    /// head -1`; the program ignores `SIGPIPE`), the text is dropped: the run still finishes
    /// and puts its report files in place, where `FileHandle.write` would stop it.
    static func output(_ text: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    }

    /// Writes `text` and a newline to standard error.
    static func error(_ text: String) {
        errorOutput(text + "\n")
    }

    /// Writes `text` to standard error as it is, dropped when nobody reads it any more.
    static func errorOutput(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }

    /// Writes `data` to `path` atomically; a path it cannot write is a usage error naming it
    /// and saying why (no such directory, a directory in the way, a full disk, …).
    static func write(_ data: Data, to path: String) throws(UsageError) {
        if let problem = problem(writing: path) { throw UsageError("cannot write \(path): \(problem)") }
        do {
            // A device or a pipe (`/dev/null`, `/dev/stdout`) is written into: a rename would
            // put a file in its place.
            try data.write(to: URL(fileURLWithPath: path), options: isSpecialFile(path) ? [] : .atomic)
        } catch {
            throw UsageError("cannot write \(path): \(Self.reason(error))")
        }
    }

    /// Whether `path` names something that is there and is not a regular file: a device, a
    /// pipe or a socket, which a write goes into rather than replaces.
    static func isSpecialFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG
    }

    /// Why `path` cannot be written, when its place says so before trying: Foundation reports
    /// a missing directory, or a file where a directory should be, as "the file doesn't exist".
    static func problem(writing path: String) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "it is a directory"
        }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory) else {
            return "there is no directory \(parent)"
        }
        return isDirectory.boolValue ? nil : "\(parent) is a file, not a directory"
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

    /// What went wrong, in the system's words where it has them ("No space left on device"):
    /// Foundation's own message for a failed write is often only an error number.
    static func reason(_ error: any Error) -> String {
        let error = error as NSError
        // On Linux the underlying error casts to `any Error`, not straight to `NSError`.
        if let underlying = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map({ $0 as NSError }),
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedFailureReason ?? error.localizedDescription
    }
}
