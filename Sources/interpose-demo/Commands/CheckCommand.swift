import Foundation
import Plugins

/// `check FILE|FOLDER…`: checks scripts and suites without playing them, for editors and CI.
enum CheckCommand: DemoCommand {
    static let name = "check"
    static let summary = "check scripts and suites against the vocabulary without playing them"
    static let help = """
        usage: interpose-demo check FILE|FOLDER... [--var NAME=VALUE]... [--globals FILE]
                                    [--secret NAME=VALUE]... [--secrets-file FILE]

        Reads each script or suite (text, or JSON when it ends in .json) and everything it calls,
        and checks it as play does before anything runs: every line reads; every command's type
        and action are the vocabulary's (or a custom command file's), with as many arguments as
        the action takes, each literal one of the kind it takes; every file it calls is there;
        every ${name} is defined; no script calls itself. A folder is every .mt and .mts under
        it, custom command files aside. Every problem of every file is printed at once, as
        file:line:column: error: message; nothing is played.

          --var NAME=VALUE     a global variable the scripts may use, as play takes it
          --globals FILE       NAME=VALUE lines of global variables
          --secret NAME=VALUE  a secret the scripts may name (its value is not used)
          --secrets-file FILE  NAME=VALUE lines of secrets

        Exit codes: 0 no problems, 2 usage errors or problems.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(
            arguments, command: name, flags: [], options: ["var", "globals", "secret", "secrets-file"])
        if parsed.has("help") { return Help.show(help) }
        guard !parsed.positionals.isEmpty else { throw UsageError("check: which scripts? (try check --help)") }
        let paths: [String]
        do throws(ScriptCollection.Problem) {
            paths = try ScriptCollection.paths(parsed.positionals)
        } catch {
            throw UsageError("check: \(error)")
        }
        let (setup, problems) = try PlayCommand.setup(from: parsed)
        let diagnostics = try problems + Self.problems(of: paths, known: setup.known)
        guard diagnostics.isEmpty else {
            Console.error(ScriptError(diagnostics: diagnostics).description)
            return 2
        }
        Console.out("\(paths.count == 1 ? "1 file" : "\(paths.count) files") checked: no problems")
        return 0
    }

    /// Every problem of every file `paths` name and of what they call, loaded as play loads
    /// them (their folders listed once for all), given the variables `known` before the run;
    /// a file that several of them call, or that is named and called, reports its problems once.
    ///
    /// - Throws: ``UsageError`` for a file that cannot be read.
    static func problems(of paths: [String], known: Set<String>) throws -> [ScriptDiagnostic] {
        var diagnostics: [ScriptDiagnostic] = []
        var seen: Set<ScriptDiagnostic> = []
        let sources = ListedOnceSources(FileSources())
        for path in paths {
            do {
                _ = try PlayCommand.load(path, known: known, sources: sources)
            } catch let error as ScriptError {
                diagnostics += error.diagnostics.filter { seen.insert($0).inserted }
            }
        }
        return diagnostics
    }
}
