import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The demo's pictures, as a user makes them: `record --html`, `play FILE --html` and
/// `describe --svg`, run as a process.
@Suite(.serialized) struct DemoPictureTests {
    @Test("record --html writes a well-formed page with a frame per command, and the script as before")
    func recordWritesAPage() throws {
        try DemoProcess.withScratchDirectory { directory in
            let page = directory.appendingPathComponent("session.html")
            let script = directory.appendingPathComponent("session.mt")
            let run = try DemoProcess.run(["record", "--html", page.path, "--out", script.path])
            #expect(run.status == 0 && run.output.isEmpty)
            #expect(
                try String(contentsOf: script, encoding: .utf8).hasPrefix(
                    "TabBar tabs Select settings\nTableView settings Select 0\n"))
            let html = try String(contentsOf: page, encoding: .utf8)
            #expect(XMLParser(data: Data(html.utf8)).parse())
            #expect(html.components(separatedBy: "<article id=").count - 1 == 27)
            #expect(html.contains("<article id=\"f1\" class=\"frame recorded\">"))
            #expect(html.contains("TabBar tabs Select settings") && html.contains("Device * Shake"))
            #expect(!html.contains("correct horse"), "the session's password never reaches the page")
            #expect(!html.contains("<script"), "the page needs no scripts")
            #expect(!html.contains("src=") && !html.contains("href=\"http"), "nor the network")
        }
    }

    @Test(
        "play --html tells passed from failed, shows a failed Verify's expected beside actual, and its screen's components beside the picture"
    )
    func playWritesAPage() throws {
        try DemoProcess.withScratchDirectory { directory in
            let script = directory.appendingPathComponent("session.mt")
            #expect(try DemoProcess.run(["record", "--out", script.path]).status == 0)
            let recorded = try String(contentsOf: script, encoding: .utf8)
            let broken = recorded.replacingOccurrences(of: "Verify \"2 strokes\"", with: "Verify \"3 strokes\"")
            #expect(broken != recorded)
            try Data(broken.utf8).write(to: script)
            let page = directory.appendingPathComponent("replay.html")
            let run = try DemoProcess.run(["play", script.path, "--html", page.path, "--secret", "password=hunter2"])
            #expect(run.status == 1)
            let html = try String(contentsOf: page, encoding: .utf8)
            #expect(XMLParser(data: Data(html.utf8)).parse())
            #expect(html.components(separatedBy: "class=\"frame passed\"").count - 1 == 26)
            #expect(html.components(separatedBy: "class=\"frame failed wide\"").count - 1 == 1)
            let tree = try #require(html.components(separatedBy: "<pre class=\"tree\">").dropFirst().first)
            #expect(tree.contains("\n&gt;   ") && tree.contains("Label"), "the label checked is marked")
            #expect(html.contains("<th>expected</th><td>&quot;3 strokes&quot;</td>"))
            #expect(html.contains("<th>actual</th><td>&quot;2 strokes&quot;</td>"))
            #expect(!html.contains("hunter2"))
        }
    }

    @Test(
        "describe --svg draws the first screen, the login tab; with - it goes to standard output instead of the lines")
    func describeWritesAnSVG() throws {
        try DemoProcess.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("screen.svg")
            let run = try DemoProcess.run(["describe", "--svg", file.path])
            #expect(run.status == 0 && run.output.contains("TextField username frame=(20, 60, 280, 32)"))
            let svg = try Data(contentsOf: file)
            #expect(XMLParser(data: svg).parse())
            #expect(String(decoding: svg, as: UTF8.self).contains("<title>TextField &quot;username&quot;</title>"))
            let piped = try DemoProcess.run(["describe", "--svg", "-"])
            #expect(piped.status == 0 && piped.output.hasPrefix("<?xml") && !piped.output.contains("frame=("))
        }
    }

    @Test("a page that cannot be written is one clear line and exit 2")
    func unwritablePage() throws {
        let run = try DemoProcess.run(["record", "--html", "/no/such/directory/session.html"])
        #expect(run.status == 2)
        #expect(run.errors.contains("cannot write /no/such/directory/session.html"))
        #expect(run.errors.split(separator: "\n").count == 1)
    }
}
