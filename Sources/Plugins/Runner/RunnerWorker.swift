import Foundation

/// The worker's side of the protocol: says `ready`, then plays each job it is sent with
/// `play` and answers with its attempt, until its input ends.
///
/// ```swift
/// RunnerWorker.serve { job in
///     RunReport.Attempt(tests: playOnFreshApp(job.path))
/// }
/// ```
public enum RunnerWorker {
    /// Serves jobs from standard input until it ends; answers on standard output.
    public static func serve(_ play: (WorkerJob) -> RunReport.Attempt) {
        send(.ready)
        while let line = readLine() {
            guard case .run(let id, let job)? = WorkerMessage(line: line) else {
                FileHandle.standardError.write(Data("worker: not a run message: \(line.prefix(80))\n".utf8))
                continue
            }
            let clock = ContinuousClock()
            let start = clock.now
            var attempt = play(job)
            attempt.wallTime = (clock.now - start).seconds
            send(.done(id: id, attempt: attempt))
        }
    }

    private static func send(_ message: WorkerMessage) {
        FileHandle.standardOutput.write(Data((message.line + "\n").utf8))
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
