import Foundation
import Testing

/// Scripts are data: a script that names paths or is written in shell syntax is played as
/// words. Nothing in it runs, and the demo reads and writes only the files it was asked to.
@Suite(.serialized) struct ScriptsAreDataTests {
    /// A script full of shell syntax and paths, each line with its expected outcome.
    static func script(outside: String, regex: Bool = false) -> String {
        """
        TabBar tabs Select settings
        TableView settings Select 0
        TextField name EnterText "$(touch pwned-1)"
        TextField name Verify "$(touch pwned-1)"
        TextField email EnterText "`touch pwned-2`; touch pwned-3 | tee pwned-4 > pwned-5 &"
        TextField email Verify "`touch pwned-2`; touch pwned-3 | tee pwned-4 > pwned-5 &"
        TextField name EnterText ${HOME}
        Button "../\(outside)" Tap %timeout=0
        Label /etc/passwd Verify root %timeout=0
        View "$(touch pwned-6)" WaitFor 0
        Label "file:///etc/passwd" Verify x %timeout=0
        """ + (regex ? "\nTextField name VerifyRegex \"(?{ system('touch pwned-7') })\" %timeout=0" : "")
    }

    @Test("a script of shell syntax and paths runs nothing and touches no file; its words are typed as text")
    func shellAndPaths() throws {
        try DemoProcess.withScratchDirectory { directory in
            let outside = "outside-\(UUID().uuidString)"
            let script = directory.appendingPathComponent("script.mt")
            try Self.script(outside: outside).write(to: script, atomically: true, encoding: .utf8)
            let home = ProcessInfo.processInfo.environment["HOME"] ?? "/root"
            let runs = [
                try DemoProcess.run(["play", "script.mt", "--junit", "report.xml"], in: directory),
                try DemoProcess.run(["play", "script.mt", "--json"], in: directory),
                try DemoProcess.run(["trace", "script.mt", "--hooks", "TextField.*,Control.*"], in: directory),
            ]
            for run in runs {
                #expect(run.status == 1, "\(run.errors)")
                #expect(!run.output.contains("root:x:0:0") && !run.output.contains(home + "\n"))
            }
            let report = runs[0].output
            // A pattern no regular expression reads is refused before anything runs.
            try Self.script(outside: outside, regex: true).write(to: script, atomically: true, encoding: .utf8)
            let refused = try DemoProcess.run(["play", "script.mt"], in: directory)
            #expect(refused.status == 2 && refused.errors.contains("is not a valid regular expression"))
            for line in [4, 6] { #expect(Self.passed(line, in: report), "line \(line) of\n\(report)") }
            #expect(report.contains(#"missing secret "HOME""#))
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
                    == ["report.xml", "script.mt"])
            let parent = directory.deletingLastPathComponent()
            #expect(!FileManager.default.fileExists(atPath: parent.appendingPathComponent(outside).path))
            for index in 1...7 {
                #expect(
                    !FileManager.default.fileExists(
                        atPath: FileManager.default.currentDirectoryPath + "/pwned-\(index)"))
            }
        }
    }

    /// Whether line `line` of a text report passed.
    static func passed(_ line: Int, in report: String) -> Bool {
        report.split(separator: "\n").contains { text in
            text.drop { $0 == " " }.hasPrefix("\(line)  ") && text.hasSuffix("... ok")
        }
    }
}
