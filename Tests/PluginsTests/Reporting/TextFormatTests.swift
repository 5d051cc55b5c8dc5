import ComponentTestSupport
import Components
import Foundation
import Interpose
import Plugins
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A script played here reads as text for people, JSON for programs and JUnit XML for CI, and
/// gives the exit code a tool should return.
@MainActor
@Suite struct TextFormatTests {
    let test = PluginTestApp()

    /// A run with every outcome: passed, failed (with markup in its reason), skipped, expected
    /// failure, not run.
    func mixedRun() -> RunReport {
        test.add("ok") { Button(title: "OK", frame: Rect(x: 20, y: 20, width: 100, height: 40)) }
        test.add("status") { Label(text: "a < b & \"c\"", frame: Rect(x: 20, y: 80, width: 200, height: 30)) }
        let script = Script(lines: [
            .comment(" a run"), .command(c("Button ok Tap")),
            .command(Command("Label", "status", "Verify", ["Saved 'now'"], modifiers: Modifiers(timeout: 0))),
            .command(c("Button ok Tap", modifiers: Modifiers(ignore: true))),
            .command(Command("Label", "status", "Verify", ["x"], modifiers: Modifiers(timeout: 0, shouldFail: true))),
            .command(c("Button ok Tap")),
        ])
        return test.player(options: PlaybackOptions(thinkTime: 0)).play(script)
    }

    @Test("the text report has a line per command and a summary")
    func text() {
        let report = mixedRun()
        // 0.52 s: the second tap waits out the first one's double-tap window, as the
        // synthesizer does.
        let expected = """
               2  Button ok Tap ... ok
               3  Label status Verify "Saved 'now'" %timeout=0 ... FAILED: Label "status" text is "a < b & "c"", expected "Saved 'now'"
                  on screen:
                      Window #1 (weak) frame=(0, 0, 320, 480)
                        Button ok frame=(20, 20, 100, 40) title="OK"
                    >   Label status frame=(20, 80, 200, 30) text="a < b & "c""
               4  Button ok Tap %ignore=true ... skipped: ignored (%ignore=true)
               5  Label status Verify x %timeout=0 %shouldfail=true ... expected failure: Label "status" text is "a < b & "c"", expected "x"
               6  Button ok Tap ... ok

            5 commands: 2 passed, 1 failed, 1 failed as expected, 1 skipped in 0.52 s of virtual time
            """
        #expect(report.text == expected)
        #expect(report.exitCode == 1 && !report.passed)
        #expect(report.failures.map(\.line) == [3])
    }

    @Test("stopping at a failure reports the rest as not run; a clean run exits 0")
    func exitCodes() {
        test.add("ok") { Button(title: "OK", frame: Rect(x: 20, y: 20, width: 100, height: 40)) }
        let clean = test.play([c("Button ok Tap"), c("Button ok Tap", modifiers: Modifiers(ignore: true))])
        #expect(clean.exitCode == 0 && clean.passed)
        #expect(clean.summary.text.hasPrefix("2 commands: 1 passed, 1 skipped in "))
        let stopped = test.play(
            [c("Button gone Tap", modifiers: Modifiers(timeout: 0)), c("Button ok Tap")],
            options: PlaybackOptions(stopOnFailure: true))
        #expect(stopped.text.contains("   2  Button ok Tap ... not run: playback stopped at the failure on line 1"))
        #expect(stopped.exitCode == 1)
    }

    @Test("the JSON is the report's Codable form, with every result and the screen a failure found")
    func json() throws {
        let report = mixedRun()
        let json = report.written(by: JSONFormat.init)
        #expect(try RunReport(json: Data(json.utf8)) == report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["workers"] as? Int == 0)
        let scripts = try #require(object["scripts"] as? [[String: Any]])
        let attempts = try #require(scripts.first?["attempts"] as? [[String: Any]])
        let results = try #require(
            (attempts.first?["tests"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.map { $0["line"] as? Int } == [2, 3, 4, 5, 6])
        #expect(
            results.map { $0["outcome"] as? String } == ["passed", "failed", "skipped", "expectedFailure", "passed"])
        let screen = try #require(results[1]["screen"] as? [String: Any])
        #expect(screen["target"] as? Int == 2 && (screen["lines"] as? [String])?.count == 3)
    }

    @Test(
        "the JUnit XML parses back: a testcase per command, failures with their messages and screens, skipped ones marked"
    )
    func junit() throws {
        let report = mixedRun()
        let xml = report.written(by: JUnitFormat.init)
        let parsed = try JUnitReading(xml)
        #expect(parsed.suites == ["script"])
        #expect(parsed.suiteAttributes["tests"] == "5" && parsed.suiteAttributes["failures"] == "1")
        #expect(parsed.suiteAttributes["skipped"] == "1")
        #expect(parsed.cases.count == 5)
        #expect(parsed.cases[1] == #"line 3: Label status Verify "Saved 'now'" %timeout=0"#)
        #expect(parsed.failures == [#"Label "status" text is "a < b & "c"", expected "Saved 'now'""#])
        #expect(parsed.text.contains("on screen:\n  Window #1 (weak) frame=(0, 0, 320, 480)\n"))
        #expect(parsed.text.contains(#">   Label status frame=(20, 80, 200, 30) text="a < b & "c"""#))
        #expect(parsed.skipped == ["ignored (%ignore=true)"])
        #expect(parsed.text.contains("failed as expected: Label \"status\""))
    }

    @Test("a result's JSON leaves out the callers, warnings and the rest it does not have, and reads back whole")
    func resultJSON() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let bare = CommandResult(line: 2, command: Command("Button", "OK", "Tap"), outcome: .passed, duration: 0.08)
        #expect(
            String(decoding: try encoder.encode(bare), as: UTF8.self)
                == #"{"command":{"action":"Tap","componentType":"Button","identifier":"OK"},"duration":0.08,"line":2,"outcome":"passed","start":0}"#
        )
        var full = CommandResult(
            line: 3, command: Command("Input", "name", "EnterText", ["Ada"]), outcome: .failed, reason: "no Input",
            start: 1.5, duration: 2)
        full.callers = [ScriptLocation(file: "login.mt", line: 5)]
        full.file = "logout.mt"
        full.note = "read 3"
        full.warnings = ["an argument is ignored"]
        let json = try encoder.encode(full)
        #expect(try JSONDecoder().decode(CommandResult.self, from: json) == full)
        #expect(try JSONDecoder().decode(CommandResult.self, from: try encoder.encode(bare)) == bare)
    }

    @Test("control characters a reason might carry are kept out of the XML")
    func controlCharacters() throws {
        let result = CommandResult(
            line: 1, command: Command("Label", "a\u{1}b", "Tap"), outcome: .failed, reason: "bad \u{0}\u{7} input")
        let test = RunReport.TestCase(name: "script", results: [result])
        let report = RunReport(scripts: [
            RunReport.ScriptRun(path: "script", attempts: [RunReport.Attempt(tests: [test])])
        ])
        let parsed = try JUnitReading(report.written(by: JUnitFormat.init))
        #expect(parsed.failures == ["bad \u{FFFD}\u{FFFD} input"])
    }
}

/// What a JUnit document says, read with Foundation's `XMLParser`.
final class JUnitReading: NSObject, XMLParserDelegate {
    var suites: [String] = []
    var suiteAttributes: [String: String] = [:]
    var cases: [String] = []
    var failures: [String] = []
    var skipped: [String] = []
    var text = ""

    init(_ xml: String) throws {
        super.init()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
    }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch element {
        case "testsuite":
            suites.append(attributes["name"] ?? "")
            suiteAttributes = attributes
        case "testcase": cases.append(attributes["name"] ?? "")
        case "failure": failures.append(attributes["message"] ?? "")
        case "skipped": skipped.append(attributes["message"] ?? "")
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }
}
