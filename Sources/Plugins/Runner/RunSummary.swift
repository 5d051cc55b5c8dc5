/// A run's counts, its slowest scripts and its times, added up one script at a time, so a run
/// of any length keeps only this much.
public struct RunSummary: Hashable, Sendable {
    /// How many scripts the summary counts.
    public private(set) var total = 0
    /// Scripts whose first attempt passed.
    public private(set) var passed = 0
    /// Scripts that failed every attempt.
    public private(set) var failed = 0
    /// Scripts whose every command was ignored.
    public private(set) var skipped = 0
    /// Scripts that failed, then passed on a retry.
    public private(set) var flaky = 0
    /// The ten slowest scripts by wall-clock time, slowest first.
    public private(set) var slowest: [Timed] = []
    /// Seconds of virtual time over every script.
    public private(set) var virtualTime = 0.0
    /// Seconds of wall-clock time the run took.
    public var wallTime = 0.0

    /// How many scripts ``slowest`` keeps.
    public static let slowestKept = 10

    /// A script and the wall-clock seconds it took.
    public struct Timed: Hashable, Sendable {
        /// The script's path.
        public var path: String
        /// Seconds of wall-clock time over its attempts.
        public var wallTime: Double
    }

    /// An empty summary.
    public init() {}

    /// Counts `script`.
    public mutating func add(_ script: RunReport.ScriptRun) {
        total += 1
        switch script.status {
        case .passed: passed += 1
        case .failed: failed += 1
        case .skipped: skipped += 1
        case .flaky: flaky += 1
        }
        virtualTime += script.virtualTime
        let entry = Timed(path: script.path, wallTime: script.wallTime)
        let place = slowest.firstIndex { $0.wallTime < entry.wallTime } ?? slowest.endIndex
        if place < Self.slowestKept {
            slowest.insert(entry, at: place)
            if slowest.count > Self.slowestKept { slowest.removeLast() }
        }
    }

    /// The summary for people: the counts, the slowest scripts, wall and virtual time.
    ///
    /// ```
    /// 4 scripts: 2 passed, 1 failed, 0 skipped, 1 flaky
    /// slowest: login.mt 0.210 s, …
    /// wall time 1.204 s, virtual time 31.500 s, 2 workers
    /// ```
    public func text(workers: Int) -> String {
        let scripts = total == 1 ? "1 script" : "\(total) scripts"
        var lines = ["\(scripts): \(passed) passed, \(failed) failed, \(skipped) skipped, \(flaky) flaky"]
        if !slowest.isEmpty {
            lines.append("slowest:")
            lines += slowest.map { "  \(Seconds.text($0.wallTime))  \($0.path)" }
        }
        let workerCount = workers == 1 ? "1 worker" : "\(workers) workers"
        lines.append("wall time \(Seconds.text(wallTime)), virtual time \(Seconds.text(virtualTime)), \(workerCount)")
        return lines.joined(separator: "\n")
    }
}

/// Seconds as reports print them.
enum Seconds {
    /// `1.204 s`: milliseconds shown.
    static func text(_ seconds: Double) -> String {
        let millis = Int((seconds * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
    }

    /// `1.204`: for XML attributes.
    static func plain(_ seconds: Double) -> String {
        String(text(seconds).dropLast(2))
    }
}
