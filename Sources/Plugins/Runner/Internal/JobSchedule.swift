import Foundation

/// The jobs of a run shared between its worker threads and the thread that reports: which
/// job is next (a retry goes first, so runs finish near their turn), each job's attempts, and
/// the runs that are over. One condition guards it all.
final class JobSchedule: @unchecked Sendable {
    private let condition = NSCondition()
    private let jobs: [WorkerJob]
    private let retries: Int
    // Guarded by `condition`:
    private var pending: [Int]
    private var inFlight = 0
    private var attempts: [Int: [RunReport.Attempt]] = [:]
    private var finished: [(Int, RunReport.ScriptRun)] = []
    private var stoppedWorkers = 0

    init(jobs: [WorkerJob], retries: Int) {
        self.jobs = jobs
        self.retries = retries
        pending = Array(jobs.indices.reversed())
    }

    /// The next job to play, waiting while a job in flight may still need a retry; nil when
    /// every job is over.
    func nextJob() -> (Int, WorkerJob)? {
        condition.lock()
        defer { condition.unlock() }
        while pending.isEmpty && inFlight > 0 { condition.wait() }
        guard let index = pending.popLast() else { return nil }
        inFlight += 1
        return (index, jobs[index])
    }

    /// Records an attempt at job `index`, and either schedules a retry or finishes the job.
    func record(_ attempt: RunReport.Attempt, for index: Int) {
        condition.lock()
        defer { condition.unlock() }
        inFlight -= 1
        attempts[index, default: []].append(attempt)
        if !attempt.passed, attempts[index]!.count <= retries {
            pending.append(index)
        } else {
            finished.append((index, RunReport.ScriptRun(path: jobs[index].path, attempts: attempts[index]!)))
            attempts[index] = nil
        }
        condition.broadcast()
    }

    /// The next job that is over, waiting for one.
    func nextFinished() -> (Int, RunReport.ScriptRun) {
        condition.lock()
        defer { condition.unlock() }
        while finished.isEmpty { condition.wait() }
        return finished.removeFirst()
    }

    /// Notes that a worker thread has stopped its process.
    func workerStopped() {
        condition.lock()
        stoppedWorkers += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until `count` worker threads have stopped their processes.
    func waitForWorkers(_ count: Int) {
        condition.lock()
        while stoppedWorkers < count { condition.wait() }
        condition.unlock()
    }
}
