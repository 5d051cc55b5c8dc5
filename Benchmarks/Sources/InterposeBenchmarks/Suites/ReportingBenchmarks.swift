import Plugins

/// Reports: each script of a passing 1,000-script run told to a format, as a run in workers
/// tells them (every result kept), one format at a time and all five at once. A script takes
/// about 0.4 ms of the run's wall time with two workers (`Benchmarks/runner.py`), so 20 µs a
/// script is 5% of it.
enum ReportingBenchmarks {
    static let group = "reporting"
    static let text = "report a script as text"
    static let every = "report a script in every format"

    static func make() -> [Benchmark] {
        let scripts = (0..<1_000).map(script)
        return [
            benchmark(text, scripts) { [TextFormat(write: $0)] },
            benchmark("report a script as JSON", scripts) { [JSONFormat(write: $0)] },
            benchmark("report a script as JUnit", scripts) { [JUnitFormat(write: $0)] },
            benchmark("report a script as an HTML row", scripts) { [HTMLFormat(title: "run", write: $0)] },
            benchmark("report a script for GitHub", scripts) { [GitHubFormat(summaryFile: nil, write: $0)] },
            benchmark(every, scripts) { write in
                [
                    TextFormat(write: write), JSONFormat(write: write), JUnitFormat(write: write),
                    HTMLFormat(title: "run", write: write), GitHubFormat(summaryFile: nil, write: write),
                ]
            },
        ]
    }

    /// The `index`-th script: four commands that passed, as the runner's benchmark plays them.
    private static func script(_ index: Int) -> RunReport.ScriptRun {
        let path = "tests/s\(1_000 + index).mt"
        let commands = [("settings", "Tap"), ("login", "Tap"), ("LOGIN", "Verify"), ("forms", "Tap")]
        let results = commands.enumerated().map { line, command in
            CommandResult(
                line: line + 1, command: Command("Button", command.0, command.1), outcome: .passed,
                start: Double(line) * 0.58, duration: 0.08)
        }
        let test = RunReport.TestCase(name: path, results: results, duration: 1.82)
        return RunReport.ScriptRun(path: path, attempts: [RunReport.Attempt(tests: [test], wallTime: 0.0004)])
    }

    /// Tells the formats `make` makes each script in turn, one an operation.
    private static func benchmark(
        _ name: String, _ scripts: [RunReport.ScriptRun], _ make: (@escaping (String) -> Void) -> [any ReportFormat]
    ) -> Benchmark {
        var written = 0
        let reporter = RunReporter(make { written &+= $0.utf8.count })
        reporter.begin(paths: scripts.map(\.path), workers: 2)
        var position = 0
        return Benchmark(group: group, name: name, peer: name == text ? nil : text) { n in
            for _ in 0..<n {
                reporter.scriptDidFinish(scripts[position])
                position = (position + 1) % scripts.count
            }
            return written
        }
    }
}
