import Foundation

/// Files on disk.
public struct FileSources: ScriptSources {
    /// Reads files from the disk, relative paths from the current directory.
    public init() {}

    /// The file's bytes.
    public func contents(of path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }

    /// The names in the folder.
    public func fileNames(in folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
    }
}
