/// Where a composed script's files come from: the scripts it calls, its suites, its data files
/// and custom commands.
///
/// Paths are `/`-separated; a called script's name resolves relative to the folder of the
/// script that calls it, matching the file's name ignoring case (MonkeyTalk's scripts were
/// written on case-insensitive disks: `Script Login RunWith logins.csv` runs `login.mt`).
public protocol ScriptSources: Sendable {
    /// The bytes of the file at `path`, or `nil` when there is none or it cannot be read.
    func contents(of path: String) -> [UInt8]?
    /// The names of the files in `folder` (`""` for the current one).
    func fileNames(in folder: String) -> [String]
}

extension ScriptSources {
    /// The path of the file `name` names from a script at `caller`: `name` itself, or with
    /// `.mt` added when it has no extension, matched ignoring case in the caller's folder.
    public func resolve(_ name: String, from caller: String, extensions: [String] = ["mt"]) -> String? {
        ListedOnceSources.listingOnce(self).find(name, from: caller, extensions: extensions)
    }
}
