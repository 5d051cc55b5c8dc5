import Plugins

/// A format of one's own, written outside the package as a user writes one: the Test Anything
/// Protocol, a line per script and, for a failure, why in a YAML block.
final class TAPFormat: ReportFormat {
    private let write: (String) -> Void
    private var number = 0

    init(write: @escaping (String) -> Void) {
        self.write = write
    }

    func runWillBegin(paths: [String], workers: Int) {
        write("TAP version 14\n1..\(paths.count)\n")
    }

    func scriptDidFinish(_ script: RunReport.ScriptRun) {
        number += 1
        let skip = script.status == .skipped ? " # SKIP every command ignored" : ""
        write("\(script.status == .failed ? "not ok" : "ok") \(number) - \(script.path)\(skip)\n")
        guard let failure = script.attempts.last?.failure, script.status == .failed else { return }
        let message = failure.split(separator: "\n").map { "    \($0)\n" }.joined()
        write("  ---\n  message: |\n\(message)  ...\n")
    }
}
