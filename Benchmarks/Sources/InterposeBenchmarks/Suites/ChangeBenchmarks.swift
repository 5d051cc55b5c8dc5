import Foundation
import Interpose

/// Installing and removing advice, with nobody calling and with a thread calling throughout.
enum ChangeBenchmarks {
    static let group = "changes"

    static func run(_ settings: RunSettings) throws -> [Row] {
        [
            Row(group: group, name: "install + remove, no callers", nanoseconds: try installRemove(settings)),
            Row(group: group, name: "install + remove, 1 thread calling", nanoseconds: try whileCalling(settings)),
        ]
    }

    private static func installRemove(_ settings: RunSettings) throws -> Double {
        let registry = AspectRegistry()
        return measure(settings) { n in
            for _ in 0..<n {
                let token = try? registry.before(Service.work) { _, _ in }
                token?.remove()
            }
            return n
        }
    }

    private static func whileCalling(_ settings: RunSettings) throws -> Double {
        let registry = AspectRegistry()
        let service = Service(registry: registry)
        let done = Flag()
        let finished = DispatchSemaphore(value: 0)
        Thread {
            while !done.isSet { benchmarkSinkLocked(loopHooked(service, 1_000)) }
            finished.signal()
        }.start()
        defer {
            done.set()
            finished.wait()
        }
        return measure(settings) { n in
            for _ in 0..<n {
                let token = try? registry.before(Service.work) { _, _ in }
                token?.remove()
            }
            return n
        }
    }
}

/// A flag one thread sets and another polls.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    func set() { lock.withLock { value = true } }
}

private let callerSinkLock = NSLock()
nonisolated(unsafe) private var callerSink = 0

/// Keeps the calling thread's results alive without racing the main sink.
func benchmarkSinkLocked(_ value: Int) {
    callerSinkLock.withLock { callerSink &+= value }
}
