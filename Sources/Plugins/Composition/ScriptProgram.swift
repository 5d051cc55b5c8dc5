import Foundation
import Interpose

/// A script or suite with everything it calls, read and checked before anything runs.
///
/// ``load(_:from:variables:vocabulary:)`` reads the file, the scripts and suites it calls, their data files
/// and the custom commands they use, and reports every problem of the whole call tree at
/// once, as `file:line:column: error: …`: a line that does not parse, a file that is not
/// there, a variable used but never defined, a call with the wrong number of arguments, a
/// data row with the wrong number of fields, a cycle of calls.
public struct ScriptProgram: Sendable {
    /// The file the run begins with.
    public let root: String
    /// Where its files came from.
    public let sources: any ScriptSources
    /// Every script read, by path.
    let files: [String: LoadedScript]
    /// Every data file read, by path.
    let tables: [String: DataTable]
    /// The files in each folder a file of the program is in, listed once.
    let folders: FolderIndex

    init(
        root: String, sources: any ScriptSources, files: [String: LoadedScript], tables: [String: DataTable],
        folders: FolderIndex = FolderIndex()
    ) {
        self.root = root
        self.sources = sources
        self.files = files
        self.tables = tables
        self.folders = folders
    }

    /// The path of the file `name` names from the script at `caller`, in the folders listed
    /// when the program was loaded; see ``ScriptSources/resolve(_:from:extensions:)``.
    func resolve(_ name: String, from caller: String, extensions: [String] = ["mt"]) -> String? {
        folders.resolve(name, from: caller, extensions: extensions)
    }

    /// A program of one script held in memory under the name `file`: what
    /// ``Player/play(_:)`` runs. Its variables and debugging commands work; a call to another
    /// script fails, as there is no folder to find it in.
    public static func single(_ script: Script, file: String = "script") -> ScriptProgram {
        ScriptProgram(
            root: file, sources: MemorySources([:]),
            files: [file: LoadedScript(path: file, script: script, bytes: nil)],
            tables: [:])
    }

    /// Whether the root is a suite (`.mts`): each test runs on a fresh application.
    public var isSuite: Bool { Self.isSuite(root) }

    /// The paths of every script and suite the program holds, sorted.
    public var paths: [String] { files.keys.sorted() }

    /// The script at `path`, as read.
    public func script(at path: String) -> Script? { files[path]?.script }

    /// The data table at `path`, as read.
    public func table(at path: String) -> DataTable? { tables[path] }

    /// Reads the script or suite at `path` and everything it calls from `sources`.
    ///
    /// - Parameters:
    ///   - path: The script or suite to run, as `sources` names it.
    ///   - sources: Where scripts, suites and data tables are read from.
    ///   - variables: Names defined before the run: globals given to the player, and secrets'
    ///     names. A `${name}` that is none of these, nor a parameter of its script, nor set by a
    ///     `Globals` or `Get` line, is an error.
    ///   - vocabulary: The commands scripts may use; ``Vocabulary/standard`` by default.
    /// - Throws: ``ScriptError`` with every problem of the call tree, located.
    ///   A `${name}` in a secret-text argument (`EnterText`'s text) that none of these defines is
    ///   a secret's placeholder, which the player fills or reports missing.
    @MainActor
    public static func load(
        _ path: String, from sources: any ScriptSources, variables: Set<String> = [], vocabulary: Vocabulary = .standard
    ) throws(ScriptError) -> ScriptProgram {
        var loader = ScriptLoader(sources: sources, known: variables, vocabulary: vocabulary)
        return try loader.load(path)
    }

    static func isSuite(_ path: String) -> Bool { path.lowercased().hasSuffix(".mts") }

    /// The custom command file `Type.Action.mt` beside `caller` that `command` runs, if any.
    func customCommand(for command: Command, from caller: String) -> String? {
        folders.customCommand(for: command, from: caller)
    }
}

extension FolderIndex {
    /// The custom command file `Type.Action.mt` beside `caller` that `command` runs, if any.
    func customCommand(for command: Command, from caller: String) -> String? {
        guard hasCustomCommands(beside: caller), !LanguageCommand.isLanguage(command),
            !command.componentType.contains("/")
        else { return nil }
        return resolve("\(command.componentType).\(command.action).mt", from: caller, extensions: [])
    }
}

/// One file of a program: its path, its bytes for locating problems, its script, and the
/// parameters its `Vars * Define` line declares.
struct LoadedScript: Sendable {
    let path: String
    /// The file's bytes as read, when it was read from a file.
    let bytes: [UInt8]?
    /// The parameters its `Vars * Define` line declares, if it has one.
    var parameters: [LanguageCommand.Parameter]?
    /// The script, its bad lines blank (a loader reports them before anything runs).
    var script: Script

    /// A file whose script is at hand.
    init(path: String, script: Script, bytes: [UInt8]?) {
        self.path = path
        self.bytes = bytes
        self.script = script
        for line in script.lines {
            guard case .command(let command) = line, command.isOn("Vars"),
                case .vars(let declared)? = try? LanguageCommand.reading(command)
            else { continue }
            parameters = declared
            break
        }
    }

    /// A file read from `bytes`, whose lines a loader checks; it tells the parameters.
    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        script = Script()
    }

    /// The column of `word`'s first appearance on `line`, or 1.
    func column(of word: String, line: Int) -> Int {
        let text = bytes.map { String(decoding: $0, as: UTF8.self) }
        let lines = text?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        guard line - 1 < lines.count, !word.isEmpty, let range = lines[line - 1].range(of: word) else { return 1 }
        return lines[line - 1].distance(from: lines[line - 1].startIndex, to: range.lowerBound) + 1
    }
}
