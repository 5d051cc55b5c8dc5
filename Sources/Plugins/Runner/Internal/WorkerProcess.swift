import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One worker process: started, fed jobs over a pipe, read with a deadline, and stopped or
/// killed. Only the thread that owns it touches it.
final class WorkerProcess {
    /// Why a worker gave no attempt.
    struct Failure: Error {
        let reason: String
    }

    private let process = Process()
    private let inputHandle: FileHandle
    private let outputHandle: FileHandle
    private var input: Int32 { inputHandle.fileDescriptor }
    private var output: Int32 { outputHandle.fileDescriptor }
    private let errorLog: URL
    private var buffer: [UInt8] = []

    /// Starts a worker and waits for its `ready` line.
    init(executable: String, arguments: [String], environment: [String: String], startTimeout: Double) throws(Failure) {
        let toWorker = Pipe()
        let fromWorker = Pipe()
        errorLog = FileManager.default.temporaryDirectory.appendingPathComponent("interpose-worker-\(UUID()).log")
        _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = toWorker
        process.standardOutput = fromWorker
        process.standardError = FileHandle(forWritingAtPath: errorLog.path)
        inputHandle = toWorker.fileHandleForWriting
        outputHandle = fromWorker.fileHandleForReading
        do {
            try process.run()
        } catch {
            throw Failure(reason: "cannot start a worker: \(error.localizedDescription)")
        }
        switch readLine(timeout: startTimeout) {
        case .line("ready"): return
        case .line(let other): throw Failure(reason: "the worker said '\(other.prefix(80))' instead of ready")
        case .closed: throw Failure(reason: "the worker exited as it started: \(exitReason())")
        case .timedOut:
            terminate()
            throw Failure(reason: "the worker did not start within \(Seconds.text(startTimeout))")
        }
    }

    deinit { try? FileManager.default.removeItem(at: errorLog) }

    /// Plays `job` as job `id`: its attempt, or why there is none (the worker is then dead).
    func play(_ job: WorkerJob, id: Int, timeout: Double?) -> Result<RunReport.Attempt, Failure> {
        guard send(WorkerMessage.run(id: id, job: job).line + "\n") else {
            return .failure(Failure(reason: "the worker stopped taking scripts: \(exitReason())"))
        }
        switch readLine(timeout: timeout) {
        case .line(let line):
            guard case .done(id, let attempt)? = WorkerMessage(line: line) else {
                terminate()
                return .failure(Failure(reason: "the worker answered '\(line.prefix(80))', not done \(id)"))
            }
            return .success(attempt)
        case .closed:
            return .failure(Failure(reason: "the worker crashed: \(exitReason())"))
        case .timedOut:
            terminate()
            return .failure(Failure(reason: "timed out after \(Seconds.text(timeout ?? 0)); the worker was stopped"))
        }
    }

    /// Ends the worker's input and waits for it to exit.
    func stop() {
        try? inputHandle.close()
        process.waitUntilExit()
        try? outputHandle.close()
    }

    /// Kills the worker (SIGKILL) and waits for it.
    func terminate() {
        if process.isRunning { _ = kill(process.processIdentifier, SIGKILL) }
        try? inputHandle.close()
        process.waitUntilExit()
        try? outputHandle.close()
    }

    private enum Read: Equatable {
        case line(String)
        case closed
        case timedOut
    }

    /// The next line the worker writes, waiting at most `timeout` seconds (`nil`: for ever).
    private func readLine(timeout: Double?) -> Read {
        let deadline = timeout.map { ContinuousClock.now + .milliseconds(Int($0 * 1000)) }
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return .line(line)
            }
            var wait: Int32 = -1
            if let deadline {
                let left = deadline - ContinuousClock.now
                guard left > .zero else { return .timedOut }
                wait = Int32(min(left.seconds * 1000 + 1, Double(Int32.max)))
            }
            var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, wait)
            if ready < 0, errno == EINTR { continue }
            if ready == 0 { continue }  // the deadline is checked above
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(output, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return .closed }
            buffer += chunk[..<count]
        }
    }

    /// Writes all of `text` to the worker; false when it no longer reads.
    private func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = write(input, Array(bytes[sent...]), bytes.count - sent)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// How the worker ended, and the first line it wrote to standard error.
    private func exitReason() -> String {
        process.waitUntilExit()
        let status = process.terminationStatus
        var reason =
            process.terminationReason == .uncaughtSignal
            ? "killed by signal \(status)\(Self.signalName(status))" : "exited with status \(status)"
        let log = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
        // The first line a crashing Swift program writes says why ("…: Fatal error: …").
        if let first = log.split(separator: "\n").first(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            reason += ": \(first.trimmingCharacters(in: .whitespaces).prefix(200))"
        }
        return reason
    }

    private static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: " (illegal instruction)"
        case SIGTRAP: " (trap)"
        case SIGABRT: " (abort)"
        case SIGSEGV: " (segmentation fault)"
        case SIGKILL: " (killed)"
        case SIGBUS: " (bus error)"
        default: ""
        }
    }
}
