/// A run as one HTML page: a row per script with its status, attempts, wall and virtual time,
/// its first failure, and a link to its pictured replay when one was written.
enum RunPage {
    static func header(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>\(escaped(title))</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 2em; color: #222; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #ddd; vertical-align: top; }
        td.time { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        .passed { color: #1a7f37; } .failed { color: #cf222e; font-weight: bold; }
        .flaky { color: #9a6700; font-weight: bold; } .skipped { color: #6e7781; }
        .why { font-family: ui-monospace, monospace; font-size: 12px; white-space: pre-wrap; }
        </style></head><body>
        <h1>\(escaped(title))</h1>
        <table>
        <tr><th>status</th><th>script</th><th>attempts</th><th>wall</th><th>virtual</th><th>failure</th></tr>

        """
    }

    static func row(for script: RunReport.ScriptRun) -> String {
        let status = script.status.rawValue
        let name = escaped(script.path)
        let link = script.attempts.last?.replay.map { "<a href=\"\(escaped($0))\">\(name)</a>" } ?? name
        let failures = script.attempts.enumerated().compactMap { index, attempt in
            attempt.failure.map { script.attempts.count > 1 ? "attempt \(index + 1): \($0)" : $0 }
        }
        return "<tr><td class=\"\(status)\">\(status)</td><td>\(link)</td><td>\(script.attempts.count)</td>"
            + "<td class=\"time\">\(Seconds.text(script.wallTime))</td>"
            + "<td class=\"time\">\(Seconds.text(script.virtualTime))</td>"
            + "<td class=\"why\">\(escaped(failures.joined(separator: "\n")))</td></tr>\n"
    }

    static func footer(_ summary: RunSummary, workers: Int) -> String {
        "</table>\n<pre>\(escaped(summary.text(workers: workers)))</pre>\n</body></html>\n"
    }

    private static func escaped(_ text: String) -> String {
        XMLText.escaped(text, keepingLineBreaks: true)
    }
}
