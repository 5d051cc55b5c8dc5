import Foundation

/// What a run did: each script it played with every attempt at it, in the run's order, how many
/// workers played them, and its wall time. The one report of every run: `play FILE` is a run of
/// one script, a suite a run whose script has a test per `Test` line and data row, and
/// `play FOLDER --workers N` a run of many. Its JSON is its `Codable` form (see ``JSONFormat``).
///
/// ```swift
/// let report = player.play(script)          // a run of one
/// print(report.text)
/// report.failures.first?.screen?.excerpt()  // the screen the first failure found
/// ```
public struct RunReport: Hashable, Sendable, Codable {
    /// How a script came out over its attempts.
    public enum Status: String, Hashable, Sendable, Codable {
        /// Its first attempt passed.
        case passed
        /// Every attempt failed.
        case failed
        /// Its first attempt played no command: each one was ignored.
        case skipped
        /// An attempt failed and a later one passed.
        case flaky
    }

    /// One script of the run and every attempt at it, the last one deciding.
    public struct ScriptRun: Hashable, Sendable, Codable {
        /// The script's path, as given or found in a folder.
        public var path: String
        /// Every attempt, in order; more than one when retries were allowed and it failed.
        public var attempts: [Attempt]

        /// A script and its attempts.
        public init(path: String, attempts: [Attempt]) {
            self.path = path
            self.attempts = attempts
        }

        /// How it came out.
        public var status: Status {
            guard let last = attempts.last, last.passed else { return .failed }
            if attempts.count > 1 { return .flaky }
            return last.skippedEverything ? .skipped : .passed
        }

        /// Seconds of wall-clock time over every attempt.
        public var wallTime: Double { attempts.reduce(0) { $0 + $1.wallTime } }

        /// Seconds of virtual time over every attempt.
        public var virtualTime: Double { attempts.reduce(0) { $0 + $1.virtualTime } }
    }

    /// Every script, in the run's order.
    public var scripts: [ScriptRun]
    /// Seconds of wall-clock time the whole run took.
    public var wallTime: Double
    /// How many worker processes played the scripts; 0 when they played in this process.
    public var workers: Int

    /// A report of `scripts` played by `workers` workers (0: in this process) in `wallTime`.
    public init(scripts: [ScriptRun], wallTime: Double = 0, workers: Int = 0) {
        self.scripts = scripts
        self.wallTime = wallTime
        self.workers = workers
    }

    /// The report `json` holds, as ``JSONFormat`` writes it; `DecodingError` when it holds none.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(RunReport.self, from: json)
    }

    /// The scripts of a report cut short, as a run killed part way leaves its JSON: the head,
    /// `{"scripts":[`, then a line per script it finished, the last perhaps half written.
    /// `DecodingError` when `json` opens otherwise, or a line before its last does not read.
    public init(cutShort json: Data) throws {
        let lines = json.split(separator: UInt8(ascii: "\n"))
        guard lines.first.map({ String(decoding: $0, as: UTF8.self) }) == "{\"scripts\":[" else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "it does not open as a report"))
        }
        let decoder = JSONDecoder()
        var scripts: [ScriptRun] = []
        for (index, line) in lines.dropFirst().enumerated() {
            let piece = line.last == UInt8(ascii: ",") ? line.dropLast() : line
            do {
                scripts.append(try decoder.decode(ScriptRun.self, from: Data(piece)))
            } catch  where index == lines.count - 2 {
                break  // the line being written when the run stopped, or a whole report's tail
            }
        }
        self.init(scripts: scripts)
    }

    /// The counts, the slowest scripts and the times.
    public var summary: RunSummary {
        scripts.reduce(into: RunSummary(workers: workers, wallTime: wallTime)) { $0.add($1) }
    }

    /// Whether no script failed.
    public var passed: Bool { !scripts.contains { $0.status == .failed } }

    /// What a command-line tool exits with: 0 when no script failed, 1 otherwise.
    public var exitCode: Int32 { passed ? 0 : 1 }

    /// Every command result the report keeps, in order: those of each script's last attempt.
    public var results: [CommandResult] { scripts.flatMap { $0.attempts.last?.tests.flatMap(\.results) ?? [] } }

    /// The results that failed.
    public var failures: [CommandResult] { results.filter { $0.outcome == .failed } }

    /// The report for people, as ``TextFormat`` writes it.
    public var text: String { String(written(by: TextFormat.init).dropLast()) }

    /// The report as the format `format` makes, given where its text goes, writes it whole:
    /// `report.written(by: JUnitFormat.init)`.
    public func written(by format: (@escaping (String) -> Void) -> some ReportFormat) -> String {
        var output = ""
        RunReporter([format { output += $0 }]).write(self)
        return output
    }

    /// One report of several (a matrix's shards): every script, by path; the longest wall time,
    /// as shards run side by side; the workers of all.
    public static func merged(_ reports: [RunReport]) -> RunReport {
        RunReport(
            scripts: reports.flatMap(\.scripts).sorted { $0.path < $1.path },
            wallTime: reports.map(\.wallTime).max() ?? 0, workers: reports.reduce(0) { $0 + $1.workers })
    }
}

extension CommandResult {
    /// The file the command is in: its own (a data row's without `[@row]`, a suite's second
    /// test of a script without `[#2]`), or `script`'s.
    func sourceFile(in script: String) -> String {
        guard var file else { return script }
        while file.hasSuffix("]"), let open = file.lastIndex(of: "["),
            ["@", "#"].contains(file[file.index(after: open)])
        {
            file = String(file[..<open])
        }
        return file
    }
}
