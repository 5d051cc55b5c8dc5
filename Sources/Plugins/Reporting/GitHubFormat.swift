import Foundation

/// The report for GitHub Actions: an `::error` annotation at the file, line and column of each
/// failed command of a script's last attempt (a called script's own line, saying where it was
/// called from), with why and the screen around its component; an error for a worker's crash.
/// When the run ends, a Markdown summary (passed, failed, flaky,
/// skipped, why each failed, the slowest) goes at the end of `$GITHUB_STEP_SUMMARY`'s file.
///
/// ```
/// ::error file=tests/logout.mt,line=2,col=3,title=Button Logout Tap failed::no Button "Logout" on screen%0A(called from tests/login.mt:5)%0A…
/// ```
public final class GitHubFormat: ReportFormat {
    private let write: (String) -> Void
    private let summaryFile: String?
    /// A row for each script that failed or was flaky, for the summary.
    private var notes: [String] = []
    /// Each script file read, to find where a command starts on its line.
    private var sources: [String: [UInt8]] = [:]

    /// A format writing annotations to `write` (standard output, where Actions reads them) and
    /// its summary to the end of `summaryFile`, by default the file `$GITHUB_STEP_SUMMARY` names.
    public init(
        summaryFile: String? = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"],
        write: @escaping (String) -> Void
    ) {
        self.summaryFile = summaryFile.flatMap { $0.isEmpty ? nil : $0 }
        self.write = write
    }

    /// Writes the script's annotations and notes it for the summary.
    public func scriptDidFinish(_ script: RunReport.ScriptRun) {
        guard let last = script.attempts.last else { return }
        if script.status == .flaky {
            notes.append("| flaky | `\(script.path)` | \(Self.cell(script.attempts[0].failure ?? "")) |")
        }
        guard script.status == .failed else { return }
        notes.append("| failed | `\(script.path)` | \(Self.cell(last.failure ?? "failed")) |")
        if let error = last.error {
            return write(Self.command("error", file: script.path, title: "\(script.path) did not play", message: error))
        }
        for failure in last.tests.flatMap(\.failures) { write(annotation(failure, in: script.path)) }
    }

    /// Adds the summary to the step's summary file, when one is named, making it if need be.
    public func runDidEnd(_ summary: RunSummary) {
        guard let summaryFile else { return }
        if !FileManager.default.fileExists(atPath: summaryFile) {
            FileManager.default.createFile(atPath: summaryFile, contents: nil)
        }
        guard let file = FileHandle(forWritingAtPath: summaryFile) else { return }
        defer { try? file.close() }
        var lines = [
            "### \(summary.total) script\(summary.total == 1 ? "" : "s") played", "",
            "| passed | failed | flaky | skipped |",
            "|---|---|---|---|", "| \(summary.passed) | \(summary.failed) | \(summary.flaky) | \(summary.skipped) |",
        ]
        if !notes.isEmpty { lines += ["", "| | script | why |", "|---|---|---|"] + notes }
        lines += ["", "Slowest:", ""] + summary.slowest.map { "- `\($0.path)` \(Seconds.text($0.wallTime))" }
        _ = try? file.seekToEnd()
        file.write(Data((lines + ["", ""]).joined(separator: "\n").utf8))
    }

    /// The annotation of a failed command of `script`: at its own file and line, titled by the
    /// command, with why, where it was called from and the screen around its component.
    private func annotation(_ failure: CommandResult, in script: String) -> String {
        let file = failure.sourceFile(in: script)
        let column = sourceColumn(failure.line, in: file)
        var message = [failure.reason ?? "failed"]
        if let caller = failure.callers.first { message.append("(called from \(caller))") }
        message += TextFormat.screenLines(failure.screen, indent: "")
        return Self.command(
            "error", file: file, line: failure.line, column: column, title: "\(failure.commandText) failed",
            message: message.joined(separator: "\n"))
    }

    /// The column where the command on `line` of `file` starts; 1 when the file cannot be read.
    private func sourceColumn(_ line: Int, in file: String) -> Int {
        if sources[file] == nil { sources[file] = FileManager.default.contents(atPath: file).map(Array.init) ?? [] }
        return SourceLine.column(ofWord: 0, in: SourceLine.line(line, of: sources[file] ?? []))
    }

    /// A workflow command: `::kind file=…,line=…,col=…,title=…::message`, escaped as Actions reads it.
    static func command(
        _ kind: String, file: String, line: Int = 1, column: Int = 1, title: String, message: String
    ) -> String {
        func data(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A")
        }
        func property(_ text: String) -> String {
            data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        return
            "::\(kind) file=\(property(file)),line=\(line),col=\(column),title=\(property(title))::\(data(message))\n"
    }

    /// `text` as one Markdown table cell: its first line, pipes escaped.
    private static func cell(_ text: String) -> String {
        String(text.prefix { $0 != "\n" }).replacingOccurrences(of: "|", with: "\\|")
    }
}
