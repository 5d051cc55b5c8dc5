/// The report as one HTML page, written as the run goes: a row per script with its status,
/// attempts, wall and virtual time, why it failed with the screen its failure found, and a
/// link to its pictured replay when one was written (see ``ReplayFormat``); then the summary.
public final class HTMLFormat: ReportFormat {
    private let title: String
    private let folder: String
    private let write: (String) -> Void

    /// A page titled `title` in `folder` (replays under it are linked by their place in it),
    /// handing its text to `write`.
    public init(title: String, folder: String = "", write: @escaping (String) -> Void) {
        self.title = title
        self.folder = folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/"
        self.write = write
    }

    /// Writes the page's head and the table's.
    public func runWillBegin(paths: [String], workers: Int) {
        write(
            """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(Markup.lines([title]))</title>
            <style>
            body { font: 14px system-ui, sans-serif; margin: 2em; color: #222; } table { border-collapse: collapse; }
            th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #ddd; vertical-align: top; }
            td.time { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
            .passed { color: #1a7f37; } .failed, .flaky { color: #cf222e; font-weight: bold; } .flaky { color: #9a6700; }
            .skipped { color: #6e7781; } .why { font: 12px ui-monospace, monospace; white-space: pre-wrap; }
            </style></head><body>
            <h1>\(Markup.lines([title]))</h1>
            <table>
            <tr><th>status</th><th>script</th><th>attempts</th><th>wall</th><th>virtual</th><th>failure</th></tr>

            """)
    }

    /// Writes the script's row.
    public func scriptDidFinish(_ script: RunReport.ScriptRun) {
        let status = script.status.rawValue
        let name = Markup.lines([script.path])
        let link = script.attempts.lazy.compactMap(\.replay).last.map {
            let place = $0.hasPrefix(folder) ? String($0.dropFirst(folder.count)) : $0
            return "<a href=\"\(Markup.escaped(place))\">\(name)</a>"
        }
        let why = Markup.lines(TextFormat.why(script))
        write(
            "<tr><td class=\"\(status)\">\(status)</td><td>\(link ?? name)</td><td>\(script.attempts.count)</td>"
                + "<td class=\"time\">\(Seconds.text(script.wallTime))</td>"
                + "<td class=\"time\">\(Seconds.text(script.virtualTime))</td>"
                + "<td class=\"why\">\(why)</td></tr>\n")
    }

    /// Writes the summary and the page's end.
    public func runDidEnd(_ summary: RunSummary) {
        write("</table>\n<pre>\(Markup.lines([summary.text]))</pre>\n</body></html>\n")
    }
}
