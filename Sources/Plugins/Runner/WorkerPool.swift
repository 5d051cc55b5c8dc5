import Foundation

/// Plays scripts in worker processes, several at once: the main actor is one per process, so
/// a run uses more than one core by running more than one process.
///
/// Each worker is the same program started as a worker (see ``WorkerMessage`` for the
/// protocol). A worker that crashes or hangs past ``Configuration/timeoutPerScript`` fails that
/// attempt with the reason and is replaced; the run goes on. A failed script is tried again at
/// once, by the same worker, up to ``Configuration/retries`` times, and one that passes on a
/// retry is flaky. Scripts are handed out in order and their runs come back in that same order
/// whatever the number of workers, so a report does not depend on it.
///
/// A worker that dies between two scripts must fail the next one, not end the program: writing
/// to its closed pipe raises `SIGPIPE`, whose default action ends the process. Whether a process
/// ignores it is the program's to decide, for all its output, so a program that runs a pool
/// ignores it first (`signal(SIGPIPE, SIG_IGN)`), as `interpose-demo play` does.
///
/// ```swift
/// let pool = WorkerPool(WorkerPool.Configuration(executable: path, arguments: ["worker"], workers: 2))
/// let wallTime = pool.run(jobs) { script in print(script.path, script.status) }
/// ```
public final class WorkerPool: Sendable {
    /// How workers are started and scripts handed out.
    public struct Configuration: Sendable {
        /// The worker program.
        public var executable: String
        /// Its arguments, which make it a worker.
        public var arguments: [String]
        /// Its environment: this process's, and anything added.
        public var environment: [String: String]
        /// How many workers run at once.
        public var workers: Int
        /// Seconds of wall-clock time one attempt may take before its worker is killed.
        public var timeoutPerScript: Double?
        /// How many more times a failed script is tried.
        public var retries: Int
        /// Seconds a worker may take to say it is ready.
        public var startTimeout: Double

        /// A configuration; a crashing worker's runtime skips its slow backtrace unless the
        /// environment asks for one.
        public init(
            executable: String, arguments: [String], environment: [String: String] = [:], workers: Int,
            timeoutPerScript: Double? = nil, retries: Int = 0, startTimeout: Double = 30
        ) {
            self.executable = executable
            self.arguments = arguments
            var merged = ProcessInfo.processInfo.environment
            if merged["SWIFT_BACKTRACE"] == nil { merged["SWIFT_BACKTRACE"] = "enable=no" }
            self.environment = merged.merging(environment) { $1 }
            self.workers = max(1, workers)
            self.timeoutPerScript = timeoutPerScript
            self.retries = max(0, retries)
            self.startTimeout = startTimeout
        }
    }

    /// What a run has done so far, for a progress line.
    public struct Progress: Sendable {
        /// Scripts whose last attempt is over.
        public var done: Int
        /// Scripts in the run.
        public var total: Int
        /// Scripts that failed for good so far.
        public var failed: Int
        /// The script whose attempt just ended, and whether it passed.
        public var path: String
        /// Whether that attempt passed.
        public var passed: Bool
    }

    /// The configuration.
    public let configuration: Configuration

    /// A pool that starts workers as `configuration` says.
    public init(_ configuration: Configuration) {
        self.configuration = configuration
    }

    /// Plays `jobs`, calling `finished` with each script's run in the order of `jobs` (on the
    /// calling thread, as soon as it and every script before it are done) and `progress` as
    /// each script is done. Returns the run's wall time in seconds.
    public func run(
        _ jobs: [WorkerJob], finished: (RunReport.ScriptRun) -> Void, progress: (Progress) -> Void = { _ in }
    ) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        let schedule = JobSchedule(jobs: jobs)
        let workers = min(configuration.workers, jobs.count)
        // Each worker's pipe is read with a blocking poll, so each has a thread of its own: a task
        // on the cooperative pool, which has a thread per core, would stall it with more workers.
        for _ in 0..<workers {
            let configuration = self.configuration
            Thread.detachNewThread { Self.serve(schedule, configuration) }
        }
        var failed = 0
        var done = 0
        var stopped = 0
        var next = 0
        var ready: [Int: RunReport.ScriptRun] = [:]
        // Every worker stops its process before the run returns.
        while done < jobs.count || stopped < workers {
            guard case .finished(let index, let run) = schedule.nextReport() else {
                stopped += 1
                continue
            }
            done += 1
            if run.status == .failed { failed += 1 }
            progress(
                Progress(done: done, total: jobs.count, failed: failed, path: run.path, passed: run.status != .failed))
            ready[index] = run
            while let run = ready.removeValue(forKey: next) {
                finished(run)
                next += 1
            }
        }
        return (clock.now - start).seconds
    }

    /// One worker's loop: takes jobs until none are left, trying each as often as the
    /// configuration allows until it passes, and replacing its process when it dies.
    private static func serve(_ schedule: JobSchedule, _ configuration: Configuration) {
        var worker: WorkerProcess?
        while let (index, job) = schedule.nextJob() {
            var attempts: [RunReport.Attempt] = []
            repeat {
                attempts.append(attempt(job, index: index, on: &worker, configuration))
            } while attempts.last?.passed == false && attempts.count <= configuration.retries
            schedule.post(.finished(index: index, run: RunReport.ScriptRun(path: job.path, attempts: attempts)))
        }
        worker?.stop()
        schedule.post(.workerStopped)
    }

    /// One attempt at `job` on `worker`, started first if there is none; a worker that died or
    /// hung is dropped, for the next attempt to start another.
    private static func attempt(
        _ job: WorkerJob, index: Int, on worker: inout WorkerProcess?, _ configuration: Configuration
    ) -> RunReport.Attempt {
        let clock = ContinuousClock()
        var start = clock.now
        var attempt: RunReport.Attempt
        do throws(WorkerProcess.Failure) {
            let live: WorkerProcess
            if let worker {
                live = worker
            } else {
                live = try WorkerProcess(
                    executable: configuration.executable, arguments: configuration.arguments,
                    environment: configuration.environment, startTimeout: configuration.startTimeout)
                // A script's time is its own: a worker's start is not counted in it.
                start = clock.now
            }
            worker = live
            switch live.play(job, id: index, timeout: configuration.timeoutPerScript) {
            case .success(let played): attempt = played
            case .failure(let failure):
                worker = nil
                attempt = RunReport.Attempt(tests: [], error: failure.reason)
            }
        } catch {
            attempt = RunReport.Attempt(tests: [], error: error.reason)
        }
        attempt.wallTime = (clock.now - start).seconds
        return attempt
    }
}
