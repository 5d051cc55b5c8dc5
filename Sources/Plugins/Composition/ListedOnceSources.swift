import Interpose

/// Another source's files, with each folder listed once: how loading finds the files a script
/// names, and, shared, how a run of a thousand scripts from the same folders lists each folder
/// once for all of them.
///
/// A name resolves in the folder of the script that names it: exactly, else ignoring case
/// (MonkeyTalk's scripts were written on case-insensitive disks). The listings are kept as long
/// as the value lives, so files added to a folder after it was first listed are not seen: make
/// one for a run, not for a process.
///
/// ```swift
/// let sources = ListedOnceSources(FileSources())
/// for path in paths { _ = try ScriptProgram.load(path, from: sources) }
/// ```
public final class ListedOnceSources: ScriptSources {
    /// A folder's names, each by its lowercased form (the first, in sorted order).
    struct Listing: Sendable {
        var names: Set<String>
        var byLowercased: [String: String]
        /// Whether it holds a custom command, a `Type.Action.mt` file.
        var hasCustomCommands: Bool
    }

    private let base: any ScriptSources
    private let listings = Locked<[String: Listing]>([:])

    /// `base`'s files, each folder listed once.
    public init(_ base: any ScriptSources) {
        self.base = base
    }

    /// Sources that list each folder once: `sources` itself when it does.
    static func listingOnce(_ sources: any ScriptSources) -> ListedOnceSources {
        sources as? ListedOnceSources ?? ListedOnceSources(sources)
    }

    /// The file's bytes, read from the base each time.
    public func contents(of path: String) -> [UInt8]? {
        base.contents(of: path)
    }

    /// The names in the folder, as the base listed them the first time.
    public func fileNames(in folder: String) -> [String] {
        Array(listing(of: folder).names)
    }

    /// The folder's listing, made the first time it is asked for.
    func listing(of folder: String) -> Listing {
        if let listing = listings.withLock({ $0[folder] }) { return listing }
        let names = base.fileNames(in: folder).sorted()
        var byLowercased: [String: String] = [:]
        for name in names where byLowercased[name.lowercased()] == nil { byLowercased[name.lowercased()] = name }
        let commands = names.contains { $0.lowercased().hasSuffix(".mt") && $0.split(separator: ".").count == 3 }
        let listing = Listing(names: Set(names), byLowercased: byLowercased, hasCustomCommands: commands)
        listings.withLock { $0[folder] = listing }
        return listing
    }

    /// The path of the file `name` names from a script at `caller`: `name` itself, or with one
    /// of `extensions` added when it has none, matched exactly or else ignoring case.
    func find(_ name: String, from caller: String, extensions: [String]) -> String? {
        let folder = ScriptPath.folder(of: ScriptPath.join(ScriptPath.folder(of: caller), name))
        let listing = listing(of: folder)
        let wanted = ScriptPath.lastComponent(of: name)
        let candidates = [wanted] + (wanted.contains(".") ? [] : extensions.map { "\(wanted).\($0)" })
        for candidate in candidates {
            if let found = listing.names.contains(candidate) ? candidate : listing.byLowercased[candidate.lowercased()]
            {
                return ScriptPath.join(folder, found)
            }
        }
        return nil
    }

    /// The custom command file `Type.Action.mt` beside `caller` that `command` runs, if any.
    func customCommand(for command: Command, from caller: String) -> String? {
        guard listing(of: ScriptPath.folder(of: caller)).hasCustomCommands, !command.componentType.contains("/")
        else { return nil }
        return find("\(command.componentType).\(command.action).mt", from: caller, extensions: [])
    }
}
