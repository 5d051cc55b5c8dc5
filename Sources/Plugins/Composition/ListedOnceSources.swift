import Interpose

/// Another source's files, with each folder listed once: for loading many programs from the
/// same folders, as a run of a thousand scripts does, where listing a large folder again for
/// every script would cost as much as the folder is large, each time.
///
/// The listings are kept as long as the value lives, so files added to a folder after it was
/// first listed are not seen: make one for a run, not for a process.
///
/// ```swift
/// let sources = ListedOnceSources(FileSources())
/// for path in paths { _ = try ScriptProgram.load(path, from: sources) }
/// ```
public final class ListedOnceSources: ScriptSources {
    private let base: any ScriptSources
    private let listings = Locked<[String: FolderIndex.Listing]>([:])

    /// `base`'s files, each folder listed once.
    public init(_ base: any ScriptSources) {
        self.base = base
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
    func listing(of folder: String) -> FolderIndex.Listing {
        if let listing = listings.withLock({ $0[folder] }) { return listing }
        let listing = FolderIndex.listing(of: folder, from: base)
        listings.withLock { $0[folder] = listing }
        return listing
    }
}
