/// `/`-separated paths of script files.
enum ScriptPath {
    /// The folder part of `path`, or `""`.
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// `path`'s last component.
    static func lastComponent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `name` inside `folder`.
    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty || name.hasPrefix("/") ? name : "\(folder)/\(name)"
    }
}
