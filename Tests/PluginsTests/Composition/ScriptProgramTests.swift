import Foundation
import Plugins
import Testing

/// Loading a composed script: its whole call tree is read and checked before anything runs,
/// and every problem is reported at once, located.
@MainActor
@Suite struct ScriptProgramTests {
    private func problems(_ files: [String: String], root: String, variables: Set<String> = []) -> [String] {
        do {
            _ = try ScriptProgram.load(root, from: MemorySources(files), variables: variables)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test("a script and what it calls load, names matched ignoring case as MonkeyTalk's disks did")
    func loads() throws {
        let files = [
            "t/loginRun.mt": "Script Login RunWith logins.csv\n",
            "t/login.mt": "Vars * define usr=fred pw=secret123\nInput username EnterText ${usr}\n",
            "t/logins.csv": "usr\tpw\rfoo1\tfoo123\r",
        ]
        let program = try ScriptProgram.load("t/loginRun.mt", from: MemorySources(files))
        #expect(program.paths == ["t/login.mt", "t/loginRun.mt"])
        #expect(program.table(at: "t/logins.csv")?.rows == [["foo1", "foo123"]])
        #expect(!program.isSuite)
    }

    @Test("every problem of every file is reported in one pass, as file:line:column")
    func everyProblemAtOnce() {
        let files = [
            "main.mt": "Script login.mt Run a b c\nButton ${nope} Tap\nScript missing Run\nButton ok Tap\n",
            "login.mt": "Vars * Define usr pwd\nInput username EnterText ${usr}\nButton go Tap extra \"unclosed\n",
        ]
        #expect(
            problems(files, root: "main.mt") == [
                "main.mt:1:8: error: login.mt takes 2 (usr, pwd); given 3",
                "main.mt:2:8: error: undefined variable ${nope}: no Vars, Globals, Get, data column, --var or secret names it",
                "main.mt:3:8: error: cannot find the script missing beside main.mt",
                "login.mt:3:21: error: unterminated quoted string; add a closing '\"'",
            ])
    }

    @Test("a variable is defined by its script's Vars, a Get above it, Globals anywhere, or the run")
    func definedVariables() {
        let files = [
            "a.mt":
                "Globals * Set host=test\nLabel * Get greeting text\nButton ${greeting} Tap ${host} ${given}\nScript b Run\n",
            "b.mt": "Button ${host} Tap\nButton ${greeting} Tap\n",
        ]
        #expect(
            problems(files, root: "a.mt", variables: ["given"]) == [
                "b.mt:2:8: error: undefined variable ${greeting}: no Vars, Globals, Get, data column, --var or secret names it"
            ])
    }

    @Test("a name its script does not define is looked up in the whole tree: Globals read later, data columns")
    func namesFromTheWholeTree() {
        let files = [
            "a.mt":
                "Button ${host} Tap\nButton ${late} Tap\nLabel * Get late text\nScript b Run\nScript c RunWith rows.csv\n",
            "b.mt": "Globals * Set host=test\n",
            "c.mt": "Button ${digit} Tap\nInput name EnterText ${host}\nInput password EnterText ${unset}\n",
            "rows.csv": "digit\n1\n",
        ]
        // `${unset}` is a secret's placeholder: EnterText's text on a password field.
        #expect(
            problems(files, root: "a.mt") == [
                "a.mt:2:8: error: undefined variable ${late}: no Vars, Globals, Get, data column, --var or secret names it"
            ])
    }

    @Test("a cycle of calls is an error naming the chain")
    func cycle() {
        let files = ["a.mt": "Script b Run\n", "b.mt": "Button x Tap\nScript a.mt Run\n"]
        #expect(problems(files, root: "a.mt") == ["b.mt:2:8: error: a cycle of calls: a.mt → b.mt → a.mt"])
    }

    @Test("a RunWith's data file must give every parameter without a default, and parse")
    func dataFiles() {
        let files = [
            "a.mt": "Script b RunWith data.csv\nScript b RunWith missing.csv\nScript b RunWith bad.csv\n",
            "b.mt": "Vars * Define usr pwd\n", "data.csv": "usr\nann\n", "bad.csv": "usr,pwd\nann\n",
        ]
        #expect(
            problems(files, root: "a.mt") == [
                "a.mt:1:8: error: b.mt needs pwd, which has no default; the data file names no column pwd",
                "a.mt:2:18: error: cannot find the data file missing.csv beside a.mt",
                "bad.csv:2:1: error: this row has 1 fields; the header names 2 (usr, pwd)",
            ])
    }

    @Test("suite lines belong in suites, and script lines in scripts")
    func suiteShape() {
        let files = ["s.mts": "Test a Run\nButton x Tap\n", "a.mt": "Test a Run\n"]
        #expect(
            problems(files, root: "s.mts") == [
                "s.mts:2:1: error: a suite holds Test, Setup, Teardown and Suite lines, not Button",
                "a.mt:1:1: error: Test lines belong in a suite (.mts); a script says Script",
            ])
    }

    @Test("a custom command is a file Type.Action.mt beside the script")
    func customCommand() throws {
        let files = [
            "a.mt": "Contact joe Enter Joe Smith\n",
            "contact.enter.mt": "Vars * Define first last\nInput name EnterText \"${first} ${last}\"\n",
        ]
        let program = try ScriptProgram.load("a.mt", from: MemorySources(files))
        #expect(program.paths == ["a.mt", "contact.enter.mt"])
    }

    @Test("references are found in bare, quoted and escaped words alike, whatever line declares the parameters")
    func referencesInEveryForm() throws {
        let files = [
            "main.mt": """
            Input name EnterText ${usr}
            VARS * define usr
            Input name EnterText "Hello, ${usr}!" %thinktime=10
            Label "greeting ${usr}" Verify "\\"${usr}\\""
            Label x Verify "\\u{24}{nobody}"
            Label y Verify "{not a reference} $ %"
            Button row-${gone} Tap
            """
        ]
        #expect(
            problems(files, root: "main.mt") == [
                "main.mt:5:1: error: undefined variable ${nobody}: no Vars, Globals, Get, data column, --var or secret names it",
                "main.mt:7:12: error: undefined variable ${gone}: no Vars, Globals, Get, data column, --var or secret names it",
            ])
        let program = try ScriptProgram.load(
            "main.mt", from: MemorySources(files.mapValues { $0.replacingOccurrences(of: "nobody", with: "usr") }),
            variables: ["gone"])
        #expect(
            program.script(at: "main.mt")?.commands.map(\.action) == [
                "EnterText", "define", "EnterText", "Verify", "Verify", "Verify", "Tap",
            ])
    }

    @Test("problems come by file in the order the files were met, a data file among them")
    func problemsInTheOrderMet() {
        let files = [
            "root.mt": "Script b RunWith d.csv\nScript a Run 1\nButton ${first} Tap\n",
            "a.mt": "Vars * Define usr\nButton ${zz} Tap\n",
            "b.mt": "Vars * Define usr pw\nButton ok Tap\n",
            "d.csv": "usr,pw\nfoo\n",
        ]
        let reported = problems(files, root: "root.mt").map { $0.prefix { $0 != ":" } }
        #expect(reported == ["root.mt", "d.csv", "a.mt"])
    }
}
