import ComponentTestSupport
import Components
import Foundation
import Plugins
import Testing

/// Every command is checked against the vocabulary before anything runs, as a compiler checks
/// a program: its type, its action, its argument count and each literal argument, all at once,
/// with the messages the player would fail it with.
@MainActor
@Suite struct ScriptCheckTests {
    private func problems(
        _ files: [String: String], root: String = "main.mt", vocabulary: Vocabulary = .standard
    ) -> [String] {
        do {
            _ = try ScriptProgram.load(root, from: MemorySources(files), vocabulary: vocabulary)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    private var stars: Vocabulary {
        var vocabulary = Vocabulary.standard
        vocabulary.register(StarRating.commands)
        return vocabulary
    }

    @Test(
        "an unknown type, an unknown action, a wrong count and a literal of the wrong kind or range are found at once")
    func everyMistakeAtOnce() {
        let script = """
            Slider volume Slide
            Button save Frobnicate
            Gizmo thing Frob
            StarRating stars Rate many
            StarRating stars Rate 6
            Button ok Tap
            """
        #expect(
            problems(["main.mt": script], vocabulary: stars) == [
                "main.mt:1:15: error: Slide on Slider expects 1 argument (value), got 0",
                "main.mt:2:13: error: Button has no action \"Frobnicate\"; its actions are Tap, DoubleTap, LongPress, "
                    + "Swipe, Move, Drag, Pinch, TouchDown, TouchMove, TouchUp, Verify, VerifyNot, VerifyRegex, "
                    + "VerifyNotRegex, VerifyWildcard, VerifyNotWildcard, VerifySnapshot, WaitFor, WaitForNot",
                "main.mt:3:1: error: unknown type \"Gizmo\": no component declares it, and no custom command file "
                    + "Gizmo.Frob.mt is beside main.mt",
                "main.mt:4:23: error: Rate on StarRating: stars \"many\" is not a whole number",
                "main.mt:5:23: error: Rate on StarRating: stars must be from 1 to 5, got 6",
            ])
    }

    @Test("the Script Language article's example of the checks gives the diagnostics it shows")
    func articleExample() throws {
        let blocks = DocumentationExamples.blocks
        let index = try #require(
            blocks.indices.dropLast().first { blocks[$0 + 1].language == "console" && blocks[$0].language == "script" })
        #expect(
            problems(["main.mt": blocks[index].text], vocabulary: stars).map { $0 + "\n" }.joined()
                == blocks[index + 1].text)
    }

    @Test("a line switched off or meant to fail is left to the player, which skips or fails it")
    func ignoredLines() {
        #expect(problems(["main.mt": "Button LOGIN Frob %ignore=true\nSlider volume Slide %shouldfail=true\n"]) == [])
        #expect(problems(["main.mt": "Button LOGIN Frob\n"]).count == 1)
    }

    @Test("an app's own class checks as the player plays it: by every view's actions, or by any type's")
    func undeclaredClasses() {
        #expect(problems(["main.mt": "Canvas canvas Move 1 2 3 4\nMySlider volume Slide 0.5\n"]) == [])
        #expect(
            problems(["main.mt": "Canvas canvas Move 1 2 3\n"])
                == [
                    "main.mt:1:15: error: Move on Canvas expects an even number of arguments, at least 4 "
                        + "(x1, y1, x2, y2, …), got 3"
                ])
        #expect(
            problems(["main.mt": "Gizmo thing Frob\n"])
                == [
                    "main.mt:1:1: error: unknown type \"Gizmo\": no component declares it, "
                        + "and no custom command file Gizmo.Frob.mt is beside main.mt"
                ])
    }

    @Test("a script that passes the check plays, and the same mistakes fail the player one by one")
    func thePlayerAgrees() throws {
        let test = PluginTestApp()
        test.add("volume") { Slider(frame: Rect(x: 10, y: 40, width: 200, height: 30)) }
        let report = Player(application: test.app).play(
            try Script(parsing: "Slider volume Slide\nSlider volume Slide 0.5\n"))
        #expect(report.results.map(\.reason) == ["Slide on Slider expects 1 argument (value), got 0", nil])
        #expect(problems(["main.mt": "Slider volume Slide 0.5\n"]).isEmpty)
    }

    @Test("an argument holding a variable or a built-in is left to the player; its count is still checked")
    func variablesAreKnownWhenTheyRun() {
        let script = """
            Vars * Define n=many
            StarRating stars Rate ${n}
            StarRating stars Rate ${n} ${n}
            Device %{1} Shake
            """
        #expect(
            problems(["main.mt": script], vocabulary: stars) == [
                "main.mt:3:18: error: Rate on StarRating expects 1 argument (stars), got 2"
            ])
    }

    @Test("each argument is checked at its place: a point, a choice, a regular expression, a switch")
    func argumentsAtTheirPlace() {
        let script = """
            View canvas Swipe Sideways
            View canvas TouchDown 10 ten
            Label msg VerifyRegex "(unclosed"
            TextField name EnterText Ada sideways
            """
        #expect(
            problems(["main.mt": script]) == [
                "main.mt:1:19: error: Swipe on View: direction \"Sideways\" is not one of left, right, up, down",
                "main.mt:2:23: error: TouchDown on View: y \"ten\" is not a number",
                "main.mt:3:23: error: VerifyRegex on Label: \"(unclosed\" is not a valid regular expression",
                "main.mt:4:30: error: EnterText on TextField: the second argument \"sideways\" is not one of "
                    + "return, enter",
            ])
    }

    @Test("MonkeyTalk's names and its tolerance check as they play: extra arguments it ignored are no error")
    func monkeyTalkReadsAsItPlays() {
        let script = """
            Input username Tap 2
            Table * Select Lithium
            ButtonSelector * SelectIndex 2
            CheckBox * On
            Device * Screenshot
            TextField username Tap 2
            """
        #expect(
            problems(["main.mt": script]) == [
                "main.mt:6:20: error: Tap on TextField expects 0 or 2 arguments (x, y), got 1"
            ])
    }

    @Test(
        "a custom command file answers for a type no component declares; a RunIf's check and a Get's type are checked")
    func customCommandsChecksAndGets() {
        let files = [
            "main.mt": """
            Contact joe Enter Joe Smith
            Script other RunIf Button OK Frob
            Script other RunIf Button OK Verify a b c d
            Gizmo g Get value
            Label greeting Get shown
            Device * Shake %ignore=true
            Device kitchen Shake
            """,
            "contact.enter.mt": "Vars * Define first last\nInput name EnterText \"${first} ${last}\"\n",
            "other.mt": "Button ok Tap\n",
        ]
        #expect(
            problems(files) == [
                "main.mt:2:14: error: RunIf runs on a Verify command, not Frob",
                "main.mt:3:30: error: Verify on Button expects 0, 1, 2 or 3 arguments (expected, property, message), "
                    + "got 4",
                "main.mt:4:1: error: unknown type \"Gizmo\": no component declares it",
                "main.mt:7:8: error: Shake on Device: Device takes * as its identifier, not \"kitchen\"",
            ])
    }

    @Test("a script in memory, such as one read from JSON, is checked the same, each problem at its line")
    func scriptsInMemory() throws {
        let script = Script(commands: [Command("Button", "ok", "Tap"), Command("Button", "ok", "Frob")])
        let error = try #require(throws: ScriptError.self) {
            try ScriptProgram.checking(script, file: "session.json")
        }
        #expect(error.diagnostics.map(\.line) == [2])
        #expect(
            try ScriptProgram.checking(Script(commands: [Command("Button", "ok", "Tap")]), file: "s.json").paths
                == ["s.json"])
    }

    @Test("a JSON file is checked the same, each problem at its line's place in the file and named by its path")
    func jsonFiles() throws {
        let json = try Script(commands: [Command("Button", "ok", "Tap"), Command("Button", "ok", "Frob")]).jsonData()
        let error = try #require(throws: ScriptError.self) {
            try ScriptProgram.checking(json: json, file: "session.json")
        }
        let frob = try #require(
            String(decoding: json, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .lastIndex { $0.contains("Frob") })
        // Keys are sorted: the line's "{" is two lines above its action's, counting from 1.
        #expect(error.diagnostics.map(\.line) == [frob + 1 - 2])
        #expect(error.diagnostics.first?.message.hasPrefix("lines[1]: Button has no action \"Frob\"") == true)
        let bad = try #require(throws: ScriptError.self) {
            try ScriptProgram.checking(json: Data("{}".utf8), file: "x.json")
        }
        #expect(bad.description == #"x.json:1:1: error: missing key "lines""#)
    }
}
