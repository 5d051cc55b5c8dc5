import Foundation

/// A line of the runner's worker protocol.
///
/// A coordinator starts workers (the same program, told to be a worker) and talks to each over
/// its standard input and output, one message per line, in UTF-8:
///
/// ```
/// ready                                   worker → coordinator, once it can take scripts
/// run 7 {"path":"login.mt"}               coordinator → worker: play job 7
/// done 7 {"tests":[…],"wallTime":0.02}    worker → coordinator: job 7's attempt, as JSON
/// ```
///
/// The JSON is ``WorkerJob`` and ``RunReport/Attempt`` as `Codable` writes them, on one line.
/// A worker plays one job at a time and answers every `run`; when its input ends it exits.
/// Anything else a worker writes to its standard output is a protocol error, and its standard
/// error is its own (the coordinator quotes its last line when the worker crashes).
public enum WorkerMessage: Hashable, Sendable {
    /// The worker has started and waits for a job.
    case ready
    /// Play a job; `id` comes back with its result.
    case run(id: Int, job: WorkerJob)
    /// The attempt at job `id`.
    case done(id: Int, attempt: RunReport.Attempt)

    /// The message as one line, without its line feed.
    public var line: String {
        switch self {
        case .ready: "ready"
        case .run(let id, let job): "run \(id) \(Self.json(job))"
        case .done(let id, let attempt): "done \(id) \(Self.json(attempt))"
        }
    }

    /// The message `line` holds, or nil when it holds none.
    public init?(line: String) {
        if line == "ready" {
            self = .ready
            return
        }
        let parts = line.split(separator: " ", maxSplits: 2)
        guard parts.count == 3, let id = Int(parts[1]) else { return nil }
        let body = Data(parts[2].utf8)
        switch parts[0] {
        case "run":
            guard let job = try? JSONDecoder().decode(WorkerJob.self, from: body) else { return nil }
            self = .run(id: id, job: job)
        case "done":
            guard let attempt = try? JSONDecoder().decode(RunReport.Attempt.self, from: body) else { return nil }
            self = .done(id: id, attempt: attempt)
        default:
            return nil
        }
    }

    private static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
