import Components
import Foundation
import Plugins

/// Composition: loading and checking a suite of 1,000 scripts that use variables, against a
/// budget of 100 ms; and a script run over 1,000 data rows with `RunWith`, against a separate
/// ``Player/play(_:)`` per row of the same script with the row's values already written in.
///
/// Loading reads every file from ``MemorySources``, parses it, checks every command against the
/// vocabulary, and checks the whole call tree (each call's arguments against its script's
/// `Vars`, each `${name}` against what defines it, each command for a custom command file
/// beside its script, cycles). Parsing the files alone is printed beside it, for perspective.
/// One operation loads the whole suite.
///
/// The rows tap a key of a keypad and check the display the tap changed, the work of a
/// data-driven test; one operation is all the rows. `--quick` uses 100 scripts and 100 rows,
/// and the rows' names say so.
@MainActor
enum CompositionBenchmarks {
    nonisolated static let group = "composition"
    // The rows' names begin so, before their sizes; the targets find the rows by these.
    nonisolated static let load = "compose, load and check the suite,"
    nonisolated static let runWith = "compose, RunWith,"
    nonisolated static let played = "compose, Player.play per row,"
    nonisolated static let linesPerScript = 100

    /// The group's rows for a suite of `size` scripts and `size` data rows.
    static func make(size: Int) throws -> [Benchmark] {
        let files = suiteFiles(scripts: size)
        let scripts = "\(size.formatted(.number.grouping(.automatic))) scripts"
        let rows = "\(size.formatted(.number.grouping(.automatic))) rows"
        return try [
            loading(files, name: "\(load) \(scripts) of \(linesPerScript) lines"),
            parsingAlone(files, name: "compose, Script(parsing:) each file, \(scripts)"),
            runningWith(rows: size, name: "\(runWith) \(rows)", peer: "\(played) \(rows)"),
            playing(rows: size, name: "\(played) \(rows)"),
        ]
    }

    /// A suite of `scripts` tests and their scripts, by path.
    static func suiteFiles(scripts: Int) -> [String: String] {
        var files: [String: String] = [:]
        var suite = ""
        for index in 0..<scripts {
            suite += "Test s\(index).mt Run user\(index) secret\(index)\n"
            files["s\(index).mt"] = script(index)
        }
        files["suite.mts"] = suite
        return files
    }

    /// Script `index` of the suite: a `Vars` line, then 99 lines of ten shapes in turn, the
    /// parameters used in identifiers and arguments.
    private static func script(_ index: Int) -> String {
        var text = "Vars * Define usr pwd\n"
        for line in 1..<linesPerScript {
            text += self.line(line, of: index)
            text += "\n"
        }
        return text
    }

    private static func line(_ line: Int, of script: Int) -> String {
        switch line % 10 {
        case 0: "Button ok Tap"
        case 1: "Input name EnterText ${usr}"
        case 2: "Input password EnterText ${pwd} return"
        case 3: "Label status Verify \"Welcome, ${usr}!\""
        case 4: "Button row-${usr}-\(line) Tap"
        case 5: "# step \(line) of script \(script): the form is sent"
        case 6: "Switch wifi Toggle %thinktime=200"
        case 7: "Slider volume Slide 0.\(line % 10)"
        case 8: "Label greeting-${usr} Verify \"Hello ${pwd}, \(line)\" %timeout=500"
        default: "Input note EnterText \"a note for ${usr} with spaces\""
        }
    }

    /// Loads and checks the suite with everything it runs.
    private static func loading(_ files: [String: String], name: String) throws -> Benchmark {
        let sources = MemorySources(files)
        guard try ScriptProgram.load("suite.mts", from: sources).paths.count == files.count else {
            throw Failure("the suite did not load all its scripts")
        }
        return Benchmark(group: group, name: name) { n in
            var count = 0
            for _ in 0..<n { count &+= (try? ScriptProgram.load("suite.mts", from: sources))?.paths.count ?? 0 }
            return count
        }
    }

    /// Parses the same files, each on its own, with no loading or checks: for perspective, no
    /// target.
    private static func parsingAlone(_ files: [String: String], name: String) -> Benchmark {
        let files = files.sorted { $0.key < $1.key }
        return Benchmark(group: group, name: name) { n in
            var count = 0
            for _ in 0..<n {
                for (path, text) in files { count &+= (try? Script(parsing: text, file: path))?.lines.count ?? 0 }
            }
            return count
        }
    }

    /// The called script, `rows` data rows, and the script that runs it over them.
    static func rowFiles(rows: Int) -> [String: String] {
        var table = "digit\n"
        for row in 0..<rows { table += "\(row % 10)\n" }
        return [
            "main.mt": "Script s RunWith rows.csv\n",
            "s.mt": "Vars * Define digit\n" + keyScript(digit: "${digit}"),
            "rows.csv": table,
        ]
    }

    /// Taps a key and checks that the display says so.
    private static func keyScript(digit: String) -> String {
        "Button key\(digit) Tap\nLabel display Verify \"Pressed \(digit)\"\n"
    }

    /// Runs `main.mt`: `s.mt` once per data row, through one ``ScriptRunner`` per operation.
    private static func runningWith(rows: Int, name: String, peer: String) throws -> Benchmark {
        let keypad = Keypad()
        let player = Player(application: keypad.app)
        let program = try ScriptProgram.load("main.mt", from: MemorySources(rowFiles(rows: rows)))
        func run() -> Int {
            ScriptRunner(program: program, player: player).run().summary.commands[.passed, default: 0]
        }
        // The call's line, and each row's Vars, tap and check.
        try check(run(), passed: 1 + 3 * rows, "RunWith")
        return Benchmark(group: group, name: name, peer: peer) { n in
            var passed = 0
            for _ in 0..<n { passed &+= run() }
            return passed
        }
    }

    /// Plays the row script once per row, each a script of its own with the row's digit in it.
    private static func playing(rows: Int, name: String) throws -> Benchmark {
        let keypad = Keypad()
        let player = Player(application: keypad.app)
        let scripts = try (0..<rows).map { row in
            try Script(parsing: keyScript(digit: "\(row % 10)"), file: "row\(row).mt")
        }
        func run() -> Int {
            scripts.reduce(0) { $0 + player.play($1).summary.commands[.passed, default: 0] }
        }
        try check(run(), passed: 2 * rows, "Player.play")
        return Benchmark(group: group, name: name) { n in
            var passed = 0
            for _ in 0..<n { passed &+= run() }
            return passed
        }
    }

    /// Throws unless a run passed `expected` commands: a benchmark that fails measures nothing.
    private static func check(_ passed: Int, passed expected: Int, _ what: String) throws {
        guard passed == expected else { throw Failure("\(what) passed \(passed) commands, not \(expected)") }
    }

    /// Why a benchmark could not be set up.
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
