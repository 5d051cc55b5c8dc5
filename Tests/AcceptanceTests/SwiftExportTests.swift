import Foundation
import Plugins
import Testing

/// `record --swift` writes a Swift Testing test; the one checked in beside this file
/// (`Generated/RecordedSessionTests.swift`) is compiled and run with the other tests.
@MainActor
@Suite struct SwiftExportTests {
    @Test("the checked-in generated test is exactly what record --swift writes today")
    func fixtureIsCurrent() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Generated/RecordedSessionTests.swift")
        let run = try DemoProcess.run(["record", "--swift"])
        #expect(run.status == 0)
        let checkedIn = try String(contentsOf: fixture, encoding: .utf8)
        #expect(
            run.output == checkedIn,
            "regenerate with: swift run interpose-demo record --swift --out \(fixture.lastPathComponent)")
    }

    @Test("names, quotes, secrets, ignored and expected failures come out as Swift a person would write")
    func shapes() {
        let exporter = SwiftTestExporter(
            testName: "Bob's 2nd login", setup: ["let app = makeApp()"], application: "app")
        var failing = Command("Label", "note", "Verify", ["say \"hi\"\\n"])
        failing.modifiers.shouldFail = true
        var skipped = Command("Button", "OK", "Tap")
        skipped.modifiers.ignore = true
        let script = Script(lines: [
            .comment(" log in"), .command(Command("TextField", "pin", "EnterText", ["${PIN}"])), .command(failing),
            .command(skipped), .command(Command("Sketch", "pad", "Start", ["1", "2"])),
        ])
        let source = exporter.source(for: script)
        #expect(exporter.functionName == "bobs2ndLogin")
        #expect(source.contains("    // log in\n"))
        #expect(source.contains("try input.typeText(secret(\"PIN\"), into: find(TextField.self, \"pin\"))"))
        #expect(
            source.contains(
                "withKnownIssue {\n        #expect(try ComponentProperties.value(\"text\", of: find(Label.self, \"note\")) == \"say \\\"hi\\\"\\\\n\")\n    }"
            ))
        #expect(source.contains("// ignored: Button OK Tap %ignore=true"))
        #expect(source.contains("// not exported (no synthesizer call for it): Sketch pad Start 1 2"))
        #expect(source.contains("private func secret(_ name: String) -> String"))
    }

    @Test(
        "the Verify family exports as what each checks: presence, absence, a wildcard as the player reads it, a message"
    )
    func checks() {
        let exporter = SwiftTestExporter(testName: "checks", setup: [], application: "app")
        let script = Script(commands: [
            Command("Button", "LOGOUT", "Verify"), Command("Button", "LOGIN", "VerifyNot"),
            Command("Label", "hi", "VerifyWildcard", ["Welcome, *!"]),
            Command("Label", "hi", "Verify", ["Hi", "*", "wrong greeting"]),
        ])
        let source = exporter.source(for: script)
        #expect(source.contains("    _ = try find(Button.self, \"LOGOUT\")\n"))
        #expect(source.contains("#expect(throws: FinderError.self) { try find(Button.self, \"LOGIN\") }"))
        #expect(source.contains(", wildcard: \"Welcome, *!\"))"))
        #expect(
            source.contains(
                "#expect(try ComponentProperties.value(\"text\", of: find(Label.self, \"hi\")) == \"Hi\", \"wrong greeting\")"
            ))
    }
}
