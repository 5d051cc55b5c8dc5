import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// Running composed scripts: variables, calls with arguments and data rows, conditions,
/// globals, reading into variables, and reports that name the whole call stack.
@MainActor
@Suite struct ScriptRunnerTests {
    let test = PluginTestApp()

    private func run(_ files: [String: String], root: String, variables: [String: String] = [:]) throws
        -> RunReport
    {
        let program = try ScriptProgram.load(root, from: MemorySources(files), variables: Set(variables.keys))
        let player = test.player()
        player.variables = variables
        return ScriptRunner(program: program, player: player).run()
    }

    @Test("a called script gets its arguments in order, its defaults for the rest, and names its caller")
    func callWithArguments() throws {
        let form = PlaybackForm(in: test)
        let report = try run(
            [
                "main.mt": "Script type.mt Run Ada\nLabel status Verify Ready\n",
                "type.mt": "Vars * Define who greeting=Hello\nInput name EnterText \"${greeting}, ${who}\"\n",
            ], root: "main.mt")
        report.expectPassed()
        #expect(form.name.text == "Hello, Ada")
        #expect(report.results.map(\.place) == ["line 1", "type.mt:1 ← main.mt:1", "type.mt:2 ← main.mt:1", "line 2"])
        #expect(report.results[2].commandText == "Input name EnterText \"Hello, Ada\"", "the report shows the values")
    }

    @Test("RunWith runs the script once per data row, each reported as name[@row]")
    func runWith() throws {
        let form = PlaybackForm(in: test)
        let report = try run(
            [
                "main.mt": "Script tap RunWith taps.csv\n",
                "tap.mt": "Button ok Tap\nLabel status Verify \"Tapped ${n}\"\n",
                "taps.csv": "n\n1\n2\n3\n",
            ], root: "main.mt")
        report.expectPassed()
        #expect(form.taps == 3)
        #expect(report.results.last?.place == "tap.mt[@3]:2 ← main.mt:1")
    }

    @Test("a failure inside a called script names the whole stack")
    func failureStack() throws {
        _ = PlaybackForm(in: test)
        let report = try run(
            ["suite.mt": "Script login.mt Run\n", "login.mt": "Button ok Tap\nLabel status Verify Nope %timeout=0\n"],
            root: "suite.mt")
        let failure = try #require(report.failures.first)
        #expect(failure.place == "login.mt:2 ← suite.mt:1")
        #expect(report.results[0].place == "line 1", "the script the run began with reads by line")
        #expect(report.text.contains("login.mt:2 ← suite.mt:1  Label status Verify Nope %timeout=0 ... FAILED"))
    }

    @Test("RunIf runs the script only when its check holds, and says why it did not")
    func runIf() throws {
        let form = PlaybackForm(in: test)
        let report = try run(
            [
                "main.mt": "Script tap RunIf Label status Verify Ready\nScript tap RunIf Label status Verify Ready\n",
                "tap.mt": "Button ok Tap\n",
            ], root: "main.mt")
        report.expectPassed()
        #expect(form.taps == 1)
        #expect(report.results.last?.outcome == .skipped)
        #expect(report.results.last?.reason?.hasPrefix("not run: Label status Verify Ready did not hold") == true)
    }

    @Test("Globals, Get and --var variables are seen where MonkeyTalk sees them; Debug prints")
    func globalsAndGet() throws {
        let form = PlaybackForm(in: test)
        let report = try run(
            [
                "main.mt": """
                Globals * Set greeting=Hi
                Label status Get before
                Script other Run
                Input name EnterText "${greeting} ${before} ${user}"
                Debug * Print done with ${user}
                """,
                "other.mt": "Globals * Define greeting=Hey\n",
            ], root: "main.mt", variables: ["user": "ann"])
        report.expectPassed()
        #expect(form.name.text == "Hey Ready ann")
        #expect(report.results.last?.note == "done with ann")
        #expect(report.results[1].note == "before=Ready")
    }

    @Test("a custom command runs its Type.Action.mt with the built-ins of the command")
    func customCommand() throws {
        let form = PlaybackForm(in: test)
        let report = try run(
            [
                "main.mt": "Contact joe Enter Joe Smith\n",
                "Contact.Enter.mt":
                    "Vars * Define first last\nInput name EnterText \"%{monkeyId}: ${last}, ${first}\"\n",
            ], root: "main.mt")
        report.expectPassed()
        #expect(form.name.text == "joe: Smith, Joe")
    }

    @Test("Player.play runs variables too; an undefined one fails its line, naming it")
    func playerVariables() {
        let form = PlaybackForm(in: test)
        let player = test.player()
        player.variables = ["who": "Ada"]
        let script = Script(commands: [c("Input name EnterText ${who}"), c("Label status Verify ${nobody}")])
        let report = player.play(script)
        #expect(form.name.text == "Ada")
        #expect(report.results[1].outcome == .failed)
        #expect(report.results[1].reason == "undefined variable ${nobody}")
    }

    @Test("a script played alone whose parameter has no value says so once, the same wherever it is used")
    func parameterWithoutValue() throws {
        _ = PlaybackForm(in: test)
        let report = try run(
            ["login.mt": "Vars * Define usr\nInput name EnterText ${usr}\nLabel status Verify ${usr}\n"],
            root: "login.mt")
        let message =
            "parameter usr of login.mt has no value: call the script with one (Script login.mt Run …), "
            + "give it a default (Vars * Define usr=…), or play it with --var usr=…"
        #expect(report.results.map(\.reason) == [nil, message, message])
        let given = try run(
            ["login.mt": "Vars * Define usr\nInput name EnterText ${usr}\n"], root: "login.mt",
            variables: ["usr": "joe"])
        given.expectPassed()
    }

    @Test("an argument MonkeyTalk's API ignored passes with a warning under its names, and fails under ours")
    func toleratedArguments() {
        let form = PlaybackForm(in: test)
        let report = test.play([c("Toggle wifi On 2"), c("Switch wifi Off 2")])
        #expect(form.wifi.isOn)
        #expect(report.results[0].outcome == .passed)
        #expect(
            report.results[0].warnings == [
                "On is played with no arguments; MonkeyTalk ignored the rest (2), and so did this player"
            ])
        #expect(report.results[1].outcome == .failed)
        #expect(report.text.contains("warning: On is played with no arguments"))
    }
}

/// MonkeyTalk's `%abort` and `%screenshotonerror`: read, printed and obeyed (or warned about).
@MainActor
@Suite struct AbortModifierTests {
    let test = PluginTestApp()

    @Test("the modifiers read and print back; a word %abort does not take is an error")
    func parsing() throws {
        let script = try Script(parsing: "Button ok Tap %abort=FAIL %screenshotonerror=false\n")
        #expect(script.commands.first?.modifiers == Modifiers(abort: .fail, screenshotOnError: false))
        #expect(script.text == "Button ok Tap %abort=fail %screenshotonerror=false\n")
        #expect(throws: ScriptError.self) { try Script(parsing: "Button ok Tap %abort=maybe\n") }
        #expect(try Script(json: script.jsonData()) == script)
    }

    @Test("%abort=fail stops the run, error stops it only when the command could not run, never goes on")
    func obeyed() throws {
        _ = PlaybackForm(in: test)
        func run(_ text: String, stopOnFailure: Bool = false) throws -> [CommandOutcome] {
            test.player(options: PlaybackOptions(stopOnFailure: stopOnFailure)).play(try Script(parsing: text))
                .results.map(\.outcome)
        }
        #expect(try run("Label status Verify x %timeout=0 %abort=fail\nButton ok Tap\n") == [.failed, .notRun])
        #expect(try run("Label status Verify x %timeout=0 %abort=error\nButton ok Tap\n") == [.failed, .passed])
        #expect(try run("Button nope Tap %timeout=0 %abort=error\nButton ok Tap\n") == [.failed, .notRun])
        #expect(
            try run("Button nope Tap %timeout=0 %abort=never\nButton ok Tap\n", stopOnFailure: true) == [
                .failed, .passed,
            ])
    }

    @Test("a call's %ignore skips the script; its %shouldfail expects the script to fail, and the run goes on")
    func callModifiers() throws {
        _ = PlaybackForm(in: test)
        let files = [
            "fails.mt": "Button nope Tap %timeout=0\nButton ok Tap\n", "passes.mt": "Button ok Tap\n",
        ]
        func run(_ main: String) throws -> RunReport {
            let program = try ScriptProgram.load(
                "main.mt", from: MemorySources(files.merging(["main.mt": main]) { $1 }))
            return ScriptRunner(program: program, player: test.player(options: PlaybackOptions(stopOnFailure: true)))
                .run()
        }
        let ignored = try run("Script fails.mt Run %ignore=true\nButton ok Tap\n")
        #expect(ignored.results.map(\.outcome) == [.skipped, .passed])
        #expect(ignored.results[0].reason == "ignored (%ignore=true)")

        let expected = try run("Script fails.mt Run %shouldfail=true\nButton ok Tap\n")
        #expect(expected.results.map(\.outcome) == [.expectedFailure, .expectedFailure, .notRun, .passed])
        #expect(expected.results[0].reason?.hasPrefix("fails.mt:1: no Button \"nope\" on screen") == true)
        #expect(expected.passed && expected.results[1].screen == nil)

        let unexpected = try run("Script passes.mt Run %shouldfail=true\nButton ok Tap\n")
        #expect(unexpected.results.map(\.outcome) == [.failed, .passed, .notRun])
        #expect(unexpected.results[0].reason == "expected to fail (%shouldfail=true), but nothing it ran failed")
    }

    @Test("%screenshotonerror=false is reported, not silently dropped")
    func screenshotWarning() throws {
        _ = PlaybackForm(in: test)
        let report = test.player().play(try Script(parsing: "Button ok Tap %screenshotonerror=false\n"))
        #expect(report.results.first?.warnings.first?.hasPrefix("%screenshotonerror=false changes nothing") == true)
    }
}
