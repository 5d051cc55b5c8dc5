import Plugins
import Testing

/// Composed scripts exported as Swift: a function per script, calls with arguments, loops over
/// data, and comments for what has no Swift form.
@MainActor
@Suite struct ProgramExportTests {
    let exporter = SwiftTestExporter(testName: "t", setup: ["let app = makeApp()"], application: "app")

    private func source(_ files: [String: String], root: String) throws -> String {
        exporter.source(for: try ScriptProgram.load(root, from: MemorySources(files)))
    }

    @Test("a called script is a function of its Vars; variables become Swift variables")
    func functions() throws {
        let text = try source(
            [
                "main.mt":
                    "Script login Run ann\nScript login RunWith users.csv\nLabel status Get shown\nDebug * Print saw ${shown}\n",
                "login.mt":
                    "Vars * Define usr pwd=x\nInput username EnterText ${usr}\nLabel hi Verify \"Hi, ${usr}!\"\n",
                "users.csv": "usr\nbo\n",
            ], root: "main.mt")
        #expect(
            text.contains(
                "func login(_ input: InputSynthesizer, _ find: ComponentFinder, usr: String, pwd: String = \"x\") throws {"
            ))
        #expect(text.contains("    try input.typeText(usr, into: find(TextField.self, \"username\"))"))
        #expect(
            text.contains(
                "#expect(try ComponentProperties.value(\"text\", of: find(Label.self, \"hi\")) == \"Hi, \\(usr)!\")"))
        #expect(text.contains("    try login(input, find, usr: \"ann\")"))
        #expect(
            text.contains(
                "    for row in [\n        [\"usr\": \"bo\"],\n    ] {\n        try login(input, find, usr: row[\"usr\"] ?? \"\", pwd: row[\"pwd\"] ?? \"x\")\n    }"
            ))
        #expect(
            text.contains(
                "    let shown = try ComponentProperties.value(nil, of: find(Label.self, \"status\")) ?? \"\""))
        #expect(text.contains("    print(\"saw \\(shown)\")"))
        #expect(text.contains("@Test(\"main.mt\")\n@MainActor\nfunc mainTest() throws {"))
    }

    @Test("a call's %shouldfail is a known issue and its %ignore a comment, as a command's are")
    func callModifiers() throws {
        let text = try source(
            [
                "main.mt":
                    "Script x Run %shouldfail=true\nScript x Run %ignore=true\nScript x RunWith rows.csv %shouldfail=true\n",
                "x.mt": "Button ok Tap\n", "rows.csv": "a\n1\n",
            ], root: "main.mt")
        #expect(text.contains("    withKnownIssue {\n        try x(input, find)\n    }\n"))
        #expect(text.contains("    // ignored: Script x Run %ignore=true\n"))
        #expect(text.contains("    withKnownIssue {\n        for row in [\n            [\"a\": \"1\"],\n        ] {\n"))
    }

    @Test("a suite's Test … %ignore is a disabled test, and its Test … %shouldfail a known issue")
    func suiteModifiers() throws {
        let text = try source(
            ["s.mts": "Test x Run %ignore=true\nTest x Run %shouldfail=true\n", "x.mt": "Button ok Tap\n"],
            root: "s.mts")
        #expect(
            text.contains("@Test(\"x.mt\", .disabled(\"ignored (%ignore=true)\"))\n@MainActor\nfunc xTest() throws {"))
        #expect(text.contains("func xTest2() throws {"))
        #expect(text.contains("    withKnownIssue {\n        try x(input, find)\n    }\n}"))
    }

    @Test("what has no Swift form says so; secrets are read from the environment")
    func comments() throws {
        let text = try source(
            [
                "main.mt":
                    "Globals * Set a=b\nScript x RunIf Label s Verify y\nInput pw EnterText ${secret}\nContact joe Enter\n",
                "x.mt": "Button ok Tap\n", "Contact.Enter.mt": "Input name EnterText %{monkeyId}\n",
            ], root: "main.mt")
        #expect(text.contains("// not exported (no Swift form): Globals * Set a=b"))
        #expect(text.contains("// not exported (RunIf: runs x only when Label s Verify y holds)"))
        #expect(text.contains("try input.typeText(secret(\"secret\"), into: find(TextField.self, \"pw\"))"))
        #expect(text.contains("private func secret(_ name: String) -> String {"))
        #expect(text.contains("try contactEnter(input, find)"))
        #expect(text.contains("// not exported (a built-in such as %{monkeyId} has no Swift form)"))
    }
}

/// `%{name}` built-ins are words, not modifiers.
@Suite struct BuiltInWordTests {
    @Test("a bare %{1} reads as an argument and prints back bare; %timeout stays a modifier")
    func builtIns() throws {
        let script = try Script(parsing: "Input name EnterText %{1} %timeout=5\n")
        #expect(script.commands.first?.arguments == ["%{1}"])
        #expect(script.commands.first?.modifiers.timeout == 5)
        #expect(script.text == "Input name EnterText %{1} %timeout=5\n")
    }
}
