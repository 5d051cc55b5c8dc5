import Foundation
import Plugins

/// The run's progress on standard error: one line rewritten in place on a terminal (scripts
/// done of total, failures so far, elapsed), or a plain line per script when it is not one.
struct ProgressLine {
    private let total: Int
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private let start = ContinuousClock.now

    init(total: Int) {
        self.total = total
    }

    func update(_ progress: WorkerPool.Progress) {
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        let failed = progress.failed == 1 ? "1 failure" : "\(progress.failed) failures"
        let count = "[\(progress.done)/\(total)]"
        if isTerminal {
            let line = "\(count) \(failed), \(String(format: "%.1f", seconds)) s"
            Console.errorOutput("\r\u{1B}[2K\(line)")
        } else {
            let status = progress.passed ? "ok" : "FAILED"
            Console.errorOutput("\(count) \(status) \(progress.path)\n")
        }
    }

    func finish() {
        if isTerminal { Console.errorOutput("\r\u{1B}[2K") }
    }
}
