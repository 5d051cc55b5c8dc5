import Foundation
import Interpose

/// Installing and removing advice, with nobody calling and with a thread calling throughout.
///
/// The calling thread runs only during its own row's samples (started in `prepare`, stopped in
/// `finish`), so it never disturbs the other rows of an interleaved run.
enum ChangeBenchmarks {
    static let group = "changes"

    static func make() -> [Benchmark] {
        let quiet = AspectRegistry()
        let busy = AspectRegistry()
        let caller = BackgroundCaller(service: Service(registry: busy))
        return [
            Benchmark(group: group, name: "install + remove, no callers") { installRemove(quiet, $0) },
            Benchmark(
                group: group, name: "install + remove, 1 thread calling", prepare: caller.start, finish: caller.stop
            ) { installRemove(busy, $0) },
        ]
    }

    private static func installRemove(_ registry: AspectRegistry, _ n: Int) -> Int {
        for _ in 0..<n {
            let token = try? registry.on(Service.workHook).before { _, _ in }
            token?.remove()
        }
        return n
    }
}

/// Work a thread does in the background of a benchmark until told to stop.
protocol BackgroundWork {
    /// Starts the thread and returns once it is working.
    func start()
    /// Stops the thread and returns once it has stopped.
    func stop()
}

/// A thread that calls through a hook until told to stop.
final class BackgroundCaller: BackgroundWork {
    private let loop: @Sendable () -> Int
    private let lock = NSCondition()
    private var running = false
    private var active = false

    init(service: Service) {
        loop = { loopHooked(service, 1_000) }
    }

    /// A thread that does `loop` (a batch of work) until told to stop.
    init(loop: @escaping @Sendable () -> Int) {
        self.loop = loop
    }

    /// Starts the thread and returns once it is calling.
    func start() {
        lock.withLock { running = true }
        Thread { [self] in
            lock.withLock {
                active = true
                lock.broadcast()
            }
            var sum = 0
            while lock.withLock({ running }) { sum &+= loop() }
            lock.withLock {
                active = false
                lock.broadcast()
            }
        }.start()
        lock.withLock { while !active { lock.wait() } }
    }

    /// Stops the thread and returns once it has stopped.
    func stop() {
        lock.withLock {
            running = false
            while active { lock.wait() }
        }
    }
}

/// A thread that publishes on a bus until told to stop.
typealias BackgroundPublisher = BackgroundCaller

extension BackgroundCaller {
    /// A thread that publishes ticks on `bus` until told to stop.
    convenience init(bus: EventBus) {
        self.init {
            for index in 0..<1_000 { bus.publish(BusBenchmarks.Tick(value: index)) }
            return 1_000
        }
    }
}

// `running` and `active` are guarded by `lock`; `loop` is only run by the background thread.
extension BackgroundCaller: @unchecked Sendable {}
