import Foundation
import Plugins

/// `merge-reports`: one report from the JSON reports of a run's shards.
enum MergeReportsCommand: DemoCommand {
    static let name = "merge-reports"
    static let summary = "merge the JSON reports of a run's shards into one report"
    static let help = """
        usage: interpose-demo merge-reports REPORT.json... [--reporter NAME[=FILE]]... [--json FILE]
                                            [--junit FILE] [--html FILE]

        Reads the reports that play --json wrote on each shard of a CI matrix (play tests/
        --shard 2/3 --json > shard-2.json) and writes one: every script, ordered by path, with
        the summary. Prints it as text unless --json FILE is - ; writes each file given.

          --reporter NAME[=FILE]  write it as NAME (text, json, junit, html, github), to FILE or
                        standard output, as play does; names replace the text
          --json FILE   write the merged report as JSON (- for standard output)
          --junit FILE  write it as JUnit XML
          --html FILE   write it as an HTML page with a row per script

        Exit codes: 0 no script failed, 1 a script failed, 2 a report cannot be read.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(
            arguments, command: name, flags: [], options: ["reporter", "json", "junit", "html"])
        if parsed.has("help") { return Help.show(help) }
        guard !parsed.positionals.isEmpty else { throw UsageError("merge-reports: which reports? (try --help)") }
        var reports: [RunReport] = []
        for path in parsed.positionals { reports.append(try ReportFile.read(path, for: name)) }
        let merged = RunReport.merged(reports)
        var specs = parsed.values("reporter")
        for option in ["json", "junit", "html"] { specs += parsed.values(option).map { "\(option)=\($0)" } }
        if parsed.values("reporter").isEmpty, parsed.value("json") != "-" { specs.insert("text", at: 0) }
        let outputs = try RunOutputs(
            specs, title: "Run of \(merged.scripts.count) scripts", here: false, command: name,
            inputs: parsed.positionals)
        outputs.reporter.write(merged)
        try outputs.commit()
        return merged.exitCode
    }
}
