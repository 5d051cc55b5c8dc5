import ComponentTestSupport
import Components
import Foundation
import Interpose
import Plugins
import Testing

/// Reports written while the run goes: the same text and JSON as a report that kept everything.
@MainActor
@Suite struct PlaybackWriterTests {
    /// A long callee: its one command is on line 10.
    nonisolated static let longCallee = String(repeating: "# a comment\n", count: 9) + "Button ok Tap\n"

    nonisolated static let programs: [[String: String]] = [
        ["main.mt": "Button ok Tap\nLabel status Verify Nope %timeout=0\nToggle wifi On 2\nDebug * Print hi\n"],
        ["main.mt": "Script long.mt Run\nButton ok Tap\n", "long.mt": longCallee],
        ["main.mt": "Script long RunIf Label status Verify Nope\nButton ok Tap\n", "long.mt": longCallee],
        ["main.mt": "Label status Verify Nope %timeout=0 %abort=fail\nScript long.mt Run\n", "long.mt": longCallee],
        ["main.mt": "Button ok Tap\n" + String(repeating: "#\n", count: 8) + "Doc * Describe it\n"],
        [
            "main.mt": "Label status Verify Nope %timeout=0 %abort=fail\n" + String(repeating: "#\n", count: 8)
                + "Doc * Is\n"
        ],
    ]

    /// Runs `files` twice, each on a fresh app: once keeping every result, once handing each to
    /// `onResult` and keeping none.
    private func run(_ files: [String: String], onResult: @escaping (CommandResult) -> Void) throws
        -> (everything: PlaybackReport, streamed: PlaybackReport, program: ScriptProgram)
    {
        let program = try ScriptProgram.load("main.mt", from: MemorySources(files))
        let (first, second) = (PluginTestApp(), PluginTestApp())
        _ = (PlaybackForm(in: first), PlaybackForm(in: second))
        let everything = ScriptRunner(program: program, player: first.player()).run()
        let streamed = ScriptRunner(program: program, player: second.player()).run(keeping: .none, onResult: onResult)
        return (everything, streamed, program)
    }

    @Test("the text written as the run goes is the report's text", arguments: programs)
    func text(_ files: [String: String]) throws {
        var lines: [String] = []
        let program = try ScriptProgram.load("main.mt", from: MemorySources(files))
        let writer = PlaybackTextWriter(program: program) { lines.append($0) }
        let (everything, streamed, _) = try run(files, onResult: writer.write)
        writer.finish(streamed)
        #expect(lines.joined(separator: "\n") == everything.text)
    }

    @Test("a root script's lines are written as each command finishes")
    func textAsItGoes() throws {
        var lines: [String] = []
        var written: [Int] = []
        let files = ["main.mt": String(repeating: "Button ok Tap\n", count: 12)]
        let program = try ScriptProgram.load("main.mt", from: MemorySources(files))
        let writer = PlaybackTextWriter(program: program) { lines.append($0) }
        let (everything, streamed, _) = try run(files) { result in
            writer.write(result)
            written.append(lines.count)
        }
        writer.finish(streamed)
        #expect(written == Array(1...12))
        #expect(lines.first == "   1  Button ok Tap ... ok", "padded for line 12 from the first line on")
        #expect(lines.joined(separator: "\n") == everything.text)
    }

    @Test("the JSON written from results as they came is the report's JSON", arguments: programs)
    func json(_ files: [String: String]) throws {
        let writer = PlaybackJSONWriter()
        let (everything, streamed, _) = try run(files, onResult: writer.add)
        var data = Data()
        writer.write(streamed) { data.append($0) }
        #expect(writer.count == everything.results.count)
        #expect(String(decoding: data, as: UTF8.self) == everything.json())
    }
}
