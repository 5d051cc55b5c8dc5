import Dispatch
import Interpose

/// The jobs of a run shared between its worker threads and the thread that reports: which
/// job is handed out next, and what the workers have reported, in the order they reported it.
///
/// A worker takes jobs in order with ``nextJob()`` and tries each one as many times as it
/// needs before it reports the script's run (so a retry goes first, and runs finish near their
/// turn); it never waits for another. The reporting thread waits in ``nextReport()`` until a
/// worker has reported something.
final class JobSchedule: Sendable {
    /// What a worker thread tells the reporting thread.
    enum Report: Sendable {
        /// Job `index` is over: every attempt at it.
        case finished(index: Int, run: RunReport.ScriptRun)
        /// A worker thread has taken its last job and stopped its process.
        case workerStopped
    }

    /// The next job to hand out and the reports not yet taken.
    private struct State {
        var next = 0
        var reports: [Report] = []
    }

    private let jobs: [WorkerJob]
    private let state = Locked(State())
    /// How many reports wait in `state` to be taken: the reporting thread sleeps on it until a
    /// worker reports. It counts and wakes; it guards nothing (the lock of `state` does).
    private let unread = DispatchSemaphore(value: 0)

    init(jobs: [WorkerJob]) {
        self.jobs = jobs
    }

    /// The next job to play and its index, in the order of the run; nil when every job has
    /// been handed out.
    func nextJob() -> (index: Int, job: WorkerJob)? {
        state.withLock { state in
            guard state.next < jobs.count else { return nil }
            defer { state.next += 1 }
            return (state.next, jobs[state.next])
        }
    }

    /// Hands `report` to the reporting thread.
    func post(_ report: Report) {
        state.withLock { $0.reports.append(report) }
        unread.signal()
    }

    /// The next report, in the order they were posted, waiting for one.
    func nextReport() -> Report {
        unread.wait()
        return state.withLock { $0.reports.removeFirst() }
    }
}
