/// A script or suite with everything it calls, read and checked before anything runs.
///
/// ``load(_:from:variables:vocabulary:)`` reads the file, the scripts and suites it calls, their
/// data files and the custom commands they use, checks every command against the vocabulary,
/// and reports every problem of the whole call tree at once, as `file:line:column: error: …`:
/// a line that does not parse, a type, action or argument the vocabulary does not have, a file
/// that is not there, a variable used but never defined, a call with the wrong number of
/// arguments, a data row with the wrong number of fields, a cycle of calls.
public struct ScriptProgram: Sendable {
    /// The file the run begins with.
    public let root: String
    /// Where its files came from.
    public let sources: any ScriptSources
    /// Every script read, by path, each command line read.
    let files: [String: ProgramFile]
    /// Every data file read, by path.
    let tables: [String: DataTable]

    init(root: String, sources: any ScriptSources, files: [String: ProgramFile], tables: [String: DataTable]) {
        self.root = root
        self.sources = sources
        self.files = files
        self.tables = tables
    }

    /// A program of one script held in memory under the name `file`, not checked: what
    /// ``Player/play(_:)`` runs. Its variables and debugging commands work; a call to another
    /// script fails, as there is no folder to find it in.
    public static func single(_ script: Script, file: String = "script") -> ScriptProgram {
        ScriptProgram(
            root: file, sources: MemorySources([:]), files: [file: ProgramFile(path: file, script: script)], tables: [:]
        )
    }

    /// Whether the root is a suite (`.mts`): each test runs on a fresh application.
    public var isSuite: Bool { Self.isSuite(root) }

    /// The paths of every script and suite the program holds, sorted.
    public var paths: [String] { files.keys.sorted() }

    /// The script at `path`, as read.
    public func script(at path: String) -> Script? { files[path]?.script }

    /// The data table at `path`, as read.
    public func table(at path: String) -> DataTable? { tables[path] }

    /// Reads the script or suite at `path` and everything it calls from `sources`, and checks it.
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
        var loader = ProgramLoader(sources: sources, known: variables, vocabulary: vocabulary)
        return try loader.load(path)
    }

    /// Checks a script held in memory, such as one read from JSON, as ``load(_:from:variables:vocabulary:)``
    /// checks a file, and returns it as a program of one script; it calls no other.
    ///
    /// - Parameters:
    ///   - script: The script.
    ///   - file: The name diagnostics give for it.
    ///   - variables: Names defined before the run.
    ///   - vocabulary: The commands it may use.
    /// - Throws: ``ScriptError`` with every problem, each at its line.
    @MainActor
    public static func checking(
        _ script: Script, file: String, variables: Set<String> = [], vocabulary: Vocabulary = .standard
    ) throws(ScriptError) -> ScriptProgram {
        var loader = ProgramLoader(
            sources: MemorySources([file: script.text]), known: variables, vocabulary: vocabulary)
        _ = try loader.load(file)
        return single(script, file: file)
    }

    static func isSuite(_ path: String) -> Bool { path.lowercased().hasSuffix(".mts") }
}
