import Foundation
import Testing

/// MonkeyTalk's own scripts for its demo app, copied unchanged into `MonkeyTalk/` (see its
/// `SOURCES.md`), pass with a plain `interpose-demo play FILE`: suites, data files, variables,
/// scripts calling scripts, and MonkeyTalk's names for our components.
@Suite struct MonkeyTalkScriptsTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("MonkeyTalk")

    /// Plays `file` (a path inside `MonkeyTalk/`) from its own folder; returns the output.
    private func play(_ file: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let path = Self.folder.appendingPathComponent(file)
        let run = try DemoProcess.run(["play", path.lastPathComponent], in: path.deletingLastPathComponent())
        #expect(run.status == 0, "\(run.output)\(run.errors)", sourceLocation: sourceLocation)
        #expect(!run.output.contains("FAILED"), sourceLocation: sourceLocation)
        return run.output
    }

    @Test("the demo app's suite: hierarchy, a login over a tab-separated data file, the form")
    func demoAppSuite() throws {
        let output = try play("DemoAppTests/AllTests.mts")
        #expect(output.contains("hierarchy.mt ... passed"))
        #expect(output.contains("loginRun.mt ... passed"))
        #expect(output.contains("form.mt ... passed"))
        #expect(
            output.contains("login.mt[@2]:5 ← loginRun.mt:3 ← AllTests.mts:2  Input username EnterText bar2 ... ok"))
        #expect(output.contains("3 tests: 3 passed"))
    }

    @Test("login.mt alone takes its Vars defaults; the argument MonkeyTalk ignored is a warning")
    func login() throws {
        let output = try play("DemoAppTests/login.mt")
        #expect(output.contains("Label * verify \"Welcome, fred!\" %timeout=20000 ... ok"))
        #expect(output.contains("warning: Tap is played with no arguments; MonkeyTalk ignored the rest (2)"))
        #expect(output.contains("11 commands: 11 passed"))
    }

    @Test("the ant tests: a suite over a CSV, a script calling a script with arguments")
    func antTests() throws {
        let suite = try play("ant-test/mysuite.mts")
        #expect(
            suite.contains("logout.mt:3 ← login.mt[@2]:5 ← mysuite.mts:1  Label * Verify \"Welcome, bo bo!\" ... ok"))
        #expect(suite.contains("3 tests: 3 passed"))
        let script = try play("ant-test/myscript.mt")
        #expect(script.contains("Label * Verify \"Welcome, MYUSER!\" ... ok"))
    }

    @Test("Unicode names, scripts named without .mt, and a suite of 29 rows each on a fresh app")
    func unicodeAndRows() throws {
        let named = try play("ant-test2/myscript.mt")
        #expect(named.contains("Label * Verify \"Welcome, Arrow ⇝⇜!\" ... ok"))
        _ = try play("ant-test2/myscriptmt.mt")
        let rows = try play("ant-test3/mysuite.mts")
        #expect(rows.contains("login.mt[@29] ... passed") && rows.contains("29 tests: 29 passed"))
    }

    @Test("MTTests' list.mt: a table of countries by their text and item(N)")
    func list() throws {
        let output = try play("MTTests/list.mt")
        #expect(output.contains("5 commands: 5 passed"))
    }

    @Test("interpose-demo check passes every one of them without playing, and finds the mistakes a player would")
    func check() throws {
        let all = try DemoProcess.run(["check", Self.folder.path])
        #expect(all.status == 0, "\(all.errors)")
        #expect(all.output.contains("15 files checked: no problems"))
        try DemoProcess.withScratchDirectory { directory in
            let script = "Slider volume Slide\nButton save Frobnicate\nGizmo thing Frob\nTable * Select Lithium\n"
            try script.write(to: directory.appendingPathComponent("bad.mt"), atomically: true, encoding: .utf8)
            let bad = try DemoProcess.run(["check", "bad.mt"], in: directory)
            #expect(bad.status == 2 && bad.output.isEmpty)
            #expect(
                bad.errors.split(separator: "\n").map { $0.prefix(13) } == [
                    "bad.mt:1:15: ", "bad.mt:2:13: ", "bad.mt:3:1: e",
                ])
        }
    }

    @Test("checking a folder reports a mistake once, though the script that holds it is named and called")
    func checkFolderOnce() throws {
        try DemoProcess.withScratchDirectory { directory in
            try "Script other Run\nScript other Run\n".write(
                to: directory.appendingPathComponent("main.mt"), atomically: true, encoding: .utf8)
            try "Button ok Frob\n".write(
                to: directory.appendingPathComponent("other.mt"), atomically: true, encoding: .utf8)
            let checked = try DemoProcess.run(["check", "."], in: directory)
            #expect(checked.status == 2)
            #expect(checked.errors.split(separator: "\n").filter { $0.contains("other.mt:1:11: error:") }.count == 1)
        }
    }
}
