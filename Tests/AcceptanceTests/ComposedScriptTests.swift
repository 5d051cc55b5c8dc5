import Foundation
import Testing

/// The README's data-driven example, run as a user runs it: a recorded script turned into a
/// parameterized one, played over a CSV from a script and from a suite.
@Suite struct ComposedScriptTests {
    static let files = [
        "profile.mt": """
        Vars * Define name email
        TabBar tabs Select settings
        TableView settings Select 0
        TextField name EnterText ${name}
        TextField email EnterText ${email}
        Button save Tap
        Label summary VerifyWildcard "Saved ${name},*"
        NavigationBar Profile Back

        """,
        "people.csv": "name,email\nAda,ada@example.com\n\"Grace Hopper\",grace@example.com\n",
        "everyone.mt": "Script profile RunWith people.csv\n",
        "people.mts": "Test profile.mt RunWith people.csv\n",
        "bad.mt": "Script profile Run Ada\nButton ${nope} Tap\n",
    ]

    private func withFiles(_ body: (URL) throws -> Void) throws {
        try DemoProcess.withScratchDirectory { directory in
            for (name, text) in Self.files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
            try body(directory)
        }
    }

    @Test("a script runs another over every row of a CSV, each row named in the report")
    func runWith() throws {
        try withFiles { directory in
            let run = try DemoProcess.run(["play", "everyone.mt"], in: directory)
            #expect(run.status == 0, "\(run.output)\(run.errors)")
            #expect(
                run.output.contains(
                    "profile.mt[@2]:4 ← everyone.mt:1  TextField name EnterText \"Grace Hopper\" ... ok"))
            #expect(run.output.contains("17 commands: 17 passed"))
        }
    }

    @Test("a suite runs a test per row on a fresh app, with a JUnit case each")
    func suite() throws {
        try withFiles { directory in
            let run = try DemoProcess.run(["play", "people.mts", "--junit", "people.xml"], in: directory)
            #expect(run.status == 0, "\(run.output)\(run.errors)")
            #expect(run.output.contains("2 tests: 2 passed"))
            let junit = try String(contentsOf: directory.appendingPathComponent("people.xml"), encoding: .utf8)
            #expect(
                junit.contains(#"<testsuite name="people.mts › profile.mt[@1]""#)
                    && junit.contains(#"<testsuite name="people.mts › profile.mt[@2]""#))
            let html = try DemoProcess.run(["play", "people.mts", "--html", "people.html"], in: directory)
            #expect(html.status == 0)
            let page = try String(contentsOf: directory.appendingPathComponent("people.html"), encoding: .utf8)
            #expect(page.contains(#"<li class="case"><b>profile.mt[@1]</b></li>"#))
            #expect(page.contains(#"<li class="case"><b>profile.mt[@2]</b></li>"#))
            #expect(page.components(separatedBy: "<article ").count == 15, "a frame for each of the 14 commands")
        }
    }

    @Test("every mistake of the call tree is reported before anything runs, with exit 2")
    func mistakes() throws {
        try withFiles { directory in
            let run = try DemoProcess.run(["play", "bad.mt"], in: directory)
            #expect(run.status == 2)
            #expect(
                run.errors.split(separator: "\n") == [
                    "bad.mt:1:8: error: profile.mt needs email, which has no default; no argument gives it",
                    "bad.mt:2:8: error: undefined variable ${nope}: no Vars, Globals, Get, data column, --var or secret names it",
                ])
            #expect(run.output.isEmpty, "nothing ran")
        }
    }

    @Test("export --swift turns the suite into the checked-in Swift tests, which compile and pass beside this file")
    func export() throws {
        try withFiles { directory in
            let run = try DemoProcess.run(["export", "people.mts", "--swift"], in: directory)
            #expect(run.status == 0, "\(run.errors)")
            let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Generated/PeopleSuiteTests.swift")
            // The checked-in file starts with a line that keeps the formatter off it.
            let checkedIn = try String(contentsOf: fixture, encoding: .utf8)
            #expect(
                "// swift-format-ignore-file\n" + run.output == checkedIn,
                "regenerate with: interpose-demo export people.mts --swift, after a first line // swift-format-ignore-file"
            )
        }
    }

    @Test("--globals and --var give variables; a bad globals file is reported with the scripts' problems")
    func globals() throws {
        try withFiles { directory in
            try Data("# who\nwho=Ada\nbad line\n".utf8).write(to: directory.appendingPathComponent("bad.globals"))
            try Data("who=Ada\n".utf8).write(to: directory.appendingPathComponent("ok.globals"))
            let run = try DemoProcess.run(["play", "bad.mt", "--globals", "bad.globals"], in: directory)
            #expect(run.status == 2)
            #expect(
                run.errors.split(separator: "\n").first == "bad.globals:3:1: error: expected NAME=VALUE, got 'bad line'"
            )
            #expect(run.errors.split(separator: "\n").count == 3)
            for flags in [["--globals", "ok.globals"], ["--var", "who=Ada"]] {
                // The globals give who; profile.mt's parameters come from --var, as a root script's.
                let named = try DemoProcess.run(
                    ["play", "profile.mt", "--var", "email=a@b.c", "--var", "name=Ada"] + flags, in: directory)
                #expect(named.status == 0, "\(named.output)\(named.errors)")
            }
        }
    }
}
