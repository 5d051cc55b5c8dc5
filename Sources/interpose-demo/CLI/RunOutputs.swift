import Foundation
import Plugins

/// Where a run of many scripts reports, each script as it finishes: text or JSON on standard
/// output, and JUnit XML and an HTML page in files put in place when the run ends. The HTML
/// page links each script to its pictured replay, in a folder beside it.
struct RunOutputs {
    private var console: RunReportWriter
    private var junit: (file: StreamedFile, writer: RunReportWriter)?
    private var html: (file: StreamedFile, writer: RunReportWriter)?
    /// The folder of replay pages, beside the HTML page.
    private let replays: String?

    init(_ parsed: Arguments, count: Int) throws(UsageError) {
        console = RunReportWriter(format: parsed.has("json") ? .json : .text) {
            FileHandle.standardOutput.write(Data($0.utf8))
        }
        if let path = parsed.value("junit") {
            let file = try StreamedFile(path)
            junit = (file, RunReportWriter(format: .junit, write: file.write))
        }
        guard let path = parsed.value("html") else {
            replays = nil
            return
        }
        let file = try StreamedFile(path)
        html = (file, RunReportWriter(format: .html(title: "Run of \(count) scripts"), write: file.write))
        let folder = (path.hasSuffix(".html") ? String(path.dropLast(5)) : path) + "-replays"
        replays = folder
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw UsageError("cannot write \(folder): \(error.localizedDescription)")
        }
    }

    /// Where the worker pictures the replay of the `index`-th script, when there is a page.
    func replayPage(for path: String, at index: Int) -> String? {
        guard let replays else { return nil }
        let name = path.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }
        return "\(replays)/" + String(format: "%04d-", index + 1) + String(name) + ".html"
    }

    mutating func begin() {
        console.begin()
        junit?.writer.begin()
        html?.writer.begin()
    }

    mutating func add(_ script: RunReport.ScriptRun) {
        console.add(script)
        junit?.writer.add(script)
        guard html != nil else { return }
        // The page links to replays by their place beside it.
        var linked = script
        for index in linked.attempts.indices {
            linked.attempts[index].replay = linked.attempts[index].replay.map {
                $0.split(separator: "/").suffix(2).joined(separator: "/")
            }
        }
        html?.writer.add(linked)
    }

    mutating func finish(_ summary: RunSummary, workers: Int) throws(UsageError) {
        console.finish(summary, workers: workers)
        junit?.writer.finish(summary, workers: workers)
        html?.writer.finish(summary, workers: workers)
        try junit?.file.commit()
        try html?.file.commit()
    }
}

/// The run's progress on standard error: one line rewritten in place on a terminal (scripts
/// done of total, failures so far, elapsed), or a plain line per script when it is not one.
struct ProgressLine {
    private let total: Int
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private let start = ContinuousClock.now

    init(total: Int) {
        self.total = total
    }

    mutating func update(_ progress: WorkerPool.Progress) {
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let failed = progress.failed == 1 ? "1 failure" : "\(progress.failed) failures"
        let count = "[\(progress.done)/\(total)]"
        if isTerminal {
            let line = "\(count) \(failed), \(String(format: "%.1f", seconds)) s"
            FileHandle.standardError.write(Data("\r\u{1B}[2K\(line)".utf8))
        } else {
            let status = progress.passed ? "ok" : "FAILED"
            FileHandle.standardError.write(Data("\(count) \(status) \(progress.path)\n".utf8))
        }
    }

    func finish() {
        if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    }
}
