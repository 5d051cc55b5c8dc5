/// A command line of a program, read once: its number, the command as written, what it is,
/// and the files it calls, as loading found them.
struct Step: Sendable {
    /// What a command line is.
    enum Statement: Sendable {
        /// A component's command (or the device's), which the player plays.
        case component
        /// A command that runs the custom command file `Type.Action.mt` beside its script.
        case custom
        /// A keyword's line.
        case keyword(any Keyword)
        /// A keyword's line that does not read, and why: only in a program that was not checked.
        case invalid(String)
    }

    /// The line, counting from 1.
    let line: Int
    /// The command as written.
    let command: Command
    /// The keyword whose line it is, if any, whether the line reads or not.
    let keywordType: (any Keyword.Type)?
    var statement: Statement
    /// The script or suite it calls, found beside its file.
    var target: String?
    /// The data file a `RunWith` runs over, found beside its file.
    var table: String?

    /// `command` on `line`, read as a keyword's line when it is one, else as a component's.
    init(line: Int, command: Command) {
        self.line = line
        self.command = command
        keywordType = Language.keyword(of: command)
        guard let keyword = keywordType else {
            statement = .component
            return
        }
        do throws(KeywordProblem) {
            statement = .keyword(try keyword.init(reading: command))
        } catch {
            statement = .invalid(error.message)
        }
    }

    /// Whether the line is a command the player plays: a component's, a custom command's, or
    /// a keyword's that reads a component (`Get`).
    var isPlayerCommand: Bool {
        switch statement {
        case .component, .custom: true
        case .keyword(let keyword): type(of: keyword).isPlayerCommand
        case .invalid: keywordType?.isPlayerCommand ?? false
        }
    }

    /// The keyword of the line, if it is one that reads.
    var keyword: (any Keyword)? {
        if case .keyword(let keyword) = statement { return keyword }
        return nil
    }
}

/// One file of a program: its path, its script, each command line read, and the parameters
/// its `Vars * Define` line declares.
struct ProgramFile: Sendable {
    let path: String
    /// The script, its bad lines blank (loading reports them before anything runs).
    let script: Script
    var steps: [Step]
    /// The parameters of its first `Vars` line, if it has one.
    var parameters: [Assignment]?

    /// `script`, each command line read.
    init(path: String, script: Script) {
        self.path = path
        self.script = script
        steps = script.lines.enumerated().compactMap { index, line in
            line.command.map { Step(line: index + 1, command: $0) }
        }
        parameters = steps.lazy.compactMap { ($0.keyword as? VarsKeyword)?.parameters }.first
    }
}
