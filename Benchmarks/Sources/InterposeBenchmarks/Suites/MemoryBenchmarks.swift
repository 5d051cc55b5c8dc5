import CHeapStats
import Foundation
import Interpose

/// What interception costs in memory: per instance, per instance advice, per change.
enum MemoryBenchmarks {
    static let group = "memory"

    static func run(_ settings: RunSettings) throws -> [Row] {
        var rows: [Row] = []
        let registry = AspectRegistry()
        rows.append(
            Row(
                group: group, name: "heap per plain object", nanoseconds: bytesPer(1_000) { _ in PlainService() },
                unit: "bytes"))
        rows.append(
            Row(
                group: group, name: "heap per hooked receiver, no advice",
                nanoseconds: bytesPer(1_000) { _ in Service(registry: registry) }, unit: "bytes"))
        let token = try registry.on(Service.workHook, scope: .type(SpecialService.self)).before { _, _ in }
        rows.append(
            Row(
                group: group, name: "heap per hooked receiver, type advice installed",
                nanoseconds: bytesPer(1_000) { _ in Service(registry: registry) }, unit: "bytes"))
        token.remove()
        rows += try instanceAdviceLifetime()
        rows.append(
            Row(group: group, name: "heap kept per install + remove", nanoseconds: try bytesPerChange(), unit: "bytes"))
        rows.append(
            Row(
                group: group, name: "heap kept per instance-advised receiver that went",
                nanoseconds: try bytesPerInstanceCycle(), unit: "bytes"))
        rows += churnGrowth(cycles: settings.rounds > 3 ? 1_000_000 : 100_000)
        return rows
    }

    /// Live captured objects after instance-advised receivers go: at once for receivers that
    /// clean up in `deinit`, at the registry's next change for the others.
    private static func instanceAdviceLifetime() throws -> [Row] {
        let registry = AspectRegistry()
        let start = LiveObject.alive
        try adviseAndDrop(1_000, registry) { TidyService(registry: registry) }
        let tidy = LiveObject.alive - start
        try adviseAndDrop(1_000, registry) { Service(registry: registry) }
        let lazyBefore = LiveObject.alive - start
        try registry.on(Service.workHook).before { _, _ in }.remove()
        let lazyAfter = LiveObject.alive - start
        return [
            Row(
                group: group, name: "captures alive after 1000 tidy receivers went", nanoseconds: Double(tidy),
                unit: "objects"),
            Row(
                group: group, name: "captures alive after 1000 plain receivers went", nanoseconds: Double(lazyBefore),
                unit: "objects"),
            Row(
                group: group, name: "... after the registry's next change", nanoseconds: Double(lazyAfter),
                unit: "objects"),
        ]
    }

    private static func adviseAndDrop(_ count: Int, _ registry: AspectRegistry, _ make: () -> Service) throws {
        for _ in 0..<count {
            let service = make()
            let capture = LiveObject()
            try registry.on(Service.workHook, scope: .instance(service)).before { _, _ in _ = capture }
            _ = service.hooked(1)
        }
    }

    private static func bytesPerChange() throws -> Double {
        let registry = AspectRegistry()
        try registry.on(Service.workHook).before { _, _ in }.remove()
        return bytesPer(2_000) { _ in
            try? registry.on(Service.workHook).before { _, _ in }.remove()
        }
    }

    /// Heap kept per receiver that got instance advice, was called, went, and was pruned by
    /// the next change: its advice, and the memory the advice pinned, must all come back.
    private static func bytesPerInstanceCycle() throws -> Double {
        let registry = AspectRegistry()
        try registry.on(Service.workHook).before { _, _ in }.remove()
        let cycles = 10_000
        let before = heapInUse()
        for _ in 0..<cycles {
            try adviseAndDrop(1, registry) { Service(registry: registry) }
            try registry.on(Service.workHook).before { _, _ in }.remove()
        }
        return Double(heapInUse() - before) / Double(cycles)
    }

    /// Heap growth over many changes while another thread calls through what changes: the
    /// calls keep counting themselves in and out, and replaced chains must still come back.
    private static func churnGrowth(cycles: Int) -> [Row] {
        let registry = AspectRegistry()
        let caller = BackgroundCaller(service: Service(registry: registry))
        let hookGrowth = growth(while: caller) {
            for _ in 0..<cycles { try? registry.on(Service.workHook).before { _, _ in }.remove() }
        }
        let bus = EventBus()
        let publisher = BackgroundPublisher(bus: bus)
        let busGrowth = growth(while: publisher) {
            for _ in 0..<cycles { bus.subscribe(to: BusBenchmarks.Tick.self) { _ in }.cancel() }
        }
        let count = cycles.formatted()
        return [
            Row(
                group: group, name: "heap growth, \(count) install + remove, 1 thread calling",
                nanoseconds: hookGrowth, unit: "bytes"),
            Row(
                group: group, name: "heap growth, \(count) subscribe + cancel, 1 thread publishing",
                nanoseconds: busGrowth, unit: "bytes"),
        ]
    }

    /// Heap bytes in use after `churn` (with `background` running throughout) minus before.
    private static func growth(while background: some BackgroundWork, _ churn: () -> Void) -> Double {
        background.start()
        let before = heapInUse()
        churn()
        background.stop()
        return Double(heapInUse() - before)
    }

    /// Heap bytes per call of `make`, keeping what it returns alive until measured.
    private static func bytesPer<T>(_ count: Int, _ make: (Int) -> T) -> Double {
        var kept: [T] = []
        kept.reserveCapacity(count)
        let before = heapInUse()
        for index in 0..<count { kept.append(make(index)) }
        let after = heapInUse()
        withExtendedLifetime(kept) {}
        return Double(after - before) / Double(count)
    }

    static func heapInUse() -> Int {
        Int(heap_bytes_in_use())
    }
}
