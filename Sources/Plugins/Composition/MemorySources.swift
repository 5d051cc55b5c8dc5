/// Files held in memory, by path: for tests, and for tools that build scripts on the fly.
public struct MemorySources: ScriptSources {
    /// The files' texts, by path.
    public var files: [String: String]

    /// Sources holding `files`, by path.
    public init(_ files: [String: String]) {
        self.files = files
    }

    /// The file's bytes.
    public func contents(of path: String) -> [UInt8]? {
        files[path].map { Array($0.utf8) }
    }

    /// The names of the files directly in the folder.
    public func fileNames(in folder: String) -> [String] {
        files.keys.filter { ScriptPath.folder(of: $0) == folder }.map { ScriptPath.lastComponent(of: $0) }.sorted()
    }
}
