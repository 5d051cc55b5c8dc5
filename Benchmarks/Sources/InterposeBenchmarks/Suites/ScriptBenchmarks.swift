import Plugins

/// Scripts: reading and printing a 100,000-line script, against splitting the same text into
/// lines, the least any reader of a line-oriented format does.
///
/// The script mixes what recordings hold: plain commands, quoted arguments, modifiers, comments,
/// blank lines and non-ASCII text. One operation handles the whole script.
enum ScriptBenchmarks {
    static let group = "script"
    static let lineCount = 100_000
    static let split = "script, String.split into lines, 100,000 lines"

    static func make() throws -> [Benchmark] {
        let text = sample(lines: lineCount)
        let script = try Script(parsing: text, file: "benchmark.mt")
        return [
            Benchmark(group: group, name: split) { n in
                var count = 0
                for _ in 0..<n { count &+= text.split(separator: "\n", omittingEmptySubsequences: false).count }
                return count
            },
            Benchmark(group: group, name: "script, UTF-8 split into lines, 100,000 lines") { n in
                var count = 0
                for _ in 0..<n { count &+= text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).count }
                return count
            },
            Benchmark(group: group, name: "script, parse, 100,000 lines", peer: split) { n in
                var count = 0
                for _ in 0..<n { count &+= (try? Script(parsing: text, file: "benchmark.mt"))?.lines.count ?? 0 }
                return count
            },
            Benchmark(group: group, name: "script, print, 100,000 lines", peer: split) { n in
                var count = 0
                for _ in 0..<n { count &+= script.text.utf8.count }
                return count
            },
        ]
    }

    /// A recording-like script of `lines` lines, the same on every run.
    static func sample(lines: Int) -> String {
        var text = ""
        for index in 0..<lines {
            text += line(index)
            text += "\n"
        }
        return text
    }

    /// Line `index` of the sample: ten shapes in turn.
    private static func line(_ index: Int) -> String {
        switch index % 10 {
        case 0: "Button submit\(index % 50) Tap"
        case 1: "Input username EnterText user\(index)@example.com"
        case 2: "Input note EnterText \"a note with spaces, \(index)\" %thinktime=800"
        case 3: "Label greeting Verify \"Welcome back, Zoë\" %timeout=5000 %retrydelay=250"
        case 4: "View canvas Drag 0 0 \(index % 320) \(index % 480)"
        case 5: "Table * ScrollToRow \(index % 1000)"
        case 6: "# step \(index): the form is sent"
        case 7: "Slider volume Select 0.\(index % 10)"
        case 8: "Button #2 Tap %ignore=true"
        default: ""
        }
    }
}
