/// The names of the files in each folder a program reads from, listed once per folder: a
/// script names files (called scripts, data, custom commands) on every line, and listing a
/// folder for each would cost as much as the folder is large.
struct FolderIndex: Sendable {
    /// A folder's names, and each by its lowercased form (the first, in sorted order).
    struct Listing: Sendable {
        var names: Set<String>
        var byLowercased: [String: String]
        /// Whether it holds a custom command, a `Type.Action.mt` file.
        var hasCustomCommands: Bool
    }

    private var folders: [String: Listing] = [:]

    /// Lists `folder` from `sources`, unless it is listed already.
    mutating func list(_ folder: String, from sources: any ScriptSources) {
        guard folders[folder] == nil else { return }
        // Sources that list each folder once keep the listing made from it, too.
        if let shared = sources as? ListedOnceSources {
            folders[folder] = shared.listing(of: folder)
        } else {
            folders[folder] = Self.listing(of: folder, from: sources)
        }
    }

    /// The listing of `folder` in `sources`.
    static func listing(of folder: String, from sources: any ScriptSources) -> Listing {
        let names = sources.fileNames(in: folder).sorted()
        var byLowercased: [String: String] = [:]
        for name in names where byLowercased[name.lowercased()] == nil { byLowercased[name.lowercased()] = name }
        let commands = names.contains { $0.lowercased().hasSuffix(".mt") && $0.split(separator: ".").count == 3 }
        return Listing(names: Set(names), byLowercased: byLowercased, hasCustomCommands: commands)
    }

    /// The folder a name resolves in, from a script at `caller`.
    static func folder(of name: String, from caller: String) -> String {
        ScriptPath.folder(of: ScriptPath.join(ScriptPath.folder(of: caller), name))
    }

    /// Whether the folder of the script at `caller` holds any custom command file.
    func hasCustomCommands(beside caller: String) -> Bool {
        folders[ScriptPath.folder(of: caller)]?.hasCustomCommands ?? false
    }

    /// The path of the file `name` names from a script at `caller`: `name` itself, or with one
    /// of `extensions` added when it has none, matched exactly or else ignoring case; `nil`
    /// when its folder is not listed or holds no such file.
    func resolve(_ name: String, from caller: String, extensions: [String]) -> String? {
        let folder = Self.folder(of: name, from: caller)
        guard let listing = folders[folder] else { return nil }
        let wanted = ScriptPath.lastComponent(of: name)
        var candidates = [wanted]
        if !wanted.contains(".") { candidates += extensions.map { "\(wanted).\($0)" } }
        for candidate in candidates {
            if let found = listing.names.contains(candidate) ? candidate : listing.byLowercased[candidate.lowercased()]
            {
                return ScriptPath.join(folder, found)
            }
        }
        return nil
    }
}
