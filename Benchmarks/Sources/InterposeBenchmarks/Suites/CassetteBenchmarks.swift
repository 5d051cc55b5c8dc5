import Foundation
import Interpose

/// Cassettes on the benchmarks' service: a call answered from a cassette, and a call recorded
/// into one (JSON encoding of the arguments and the result included), against the same hook
/// with no cassette.
///
/// A replayed call uses up its recorded call, so each sample installs a fresh cassette holding
/// as many calls as the sample makes, outside the timing; a recording cassette is fresh for
/// each sample too, so its memory does not grow from sample to sample.
enum CassetteBenchmarks {
    static let group = "cassettes"
    static let plain = "cassette's hook, no cassette"
    static let replayed = "cassette, replayed call"
    static let recorded = "cassette, recorded call"
    static let replayedStruct = "cassette, replayed call, struct arguments"

    static func make() -> [Benchmark] {
        [
            Benchmark(group: group, name: plain) { [service = Service(registry: AspectRegistry())] in
                loopHooked(service, $0)
            },
            replay(),
            record(),
            replayStruct(),
        ]
    }

    /// A service whose calls a cassette in `mode` on `file` serves, installed afresh.
    private final class Stage {
        var service = Service(registry: AspectRegistry())
        var cassette: Cassette?

        func reset(_ cassette: Cassette) {
            let registry = AspectRegistry()
            try! PluginHost(registry: registry).install(cassette)
            self.cassette = cassette
            service = Service(registry: registry)
        }
    }

    private static func replay() -> Benchmark {
        let stage = Stage()
        let files = CassetteFiles { index in
            #"{"hook": "Service.work", "receiver": "Service", "arguments": \#(index), "result": \#(index)}"#
        }
        return Benchmark(
            group: group, name: replayed, peer: plain,
            prepareFor: { count in
                stage.reset(Cassette(file: files.file(holding: count), mode: .replay, hooks: [.hook(Service.workHook)]))
            },
            body: { loopHooked(stage.service, $0) })
    }

    private static func record() -> Benchmark {
        let stage = Stage()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bench-recorded-\(UUID()).json")
        return Benchmark(
            group: group, name: recorded, peer: plain,
            prepareFor: { _ in stage.reset(Cassette(file: file, mode: .record, hooks: [.hook(Service.workHook)])) },
            body: { loopHooked(stage.service, $0) })
    }

    private static func replayStruct() -> Benchmark {
        let quotes = QuoteDesk.Stage()
        let files = CassetteFiles { index in
            #"{"hook": "QuoteDesk.quote", "receiver": "QuoteDesk", "#
                + #""arguments": {"from": "EUR", "to": "USD", "timestamp": \#(index)}, "result": 1.25}"#
        }
        return Benchmark(
            group: group, name: replayedStruct, peer: replayed,
            prepareFor: { count in
                quotes.reset(
                    Cassette(file: files.file(holding: count), mode: .replay, hooks: [.hook(QuoteDesk.quoteHook)]))
            },
            body: { quotes.loop($0) })
    }
}

/// Cassette files of `count` calls, written once per count and reused.
private final class CassetteFiles {
    private let call: (Int) -> String
    private var files: [Int: URL] = [:]
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-cassettes-\(UUID())")

    init(call: @escaping (Int) -> String) {
        self.call = call
    }

    func file(holding count: Int) -> URL {
        if let file = files[count] { return file }
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("\(count).json")
        let calls = (0..<count).map(call).joined(separator: ",\n")
        try! Data("{\"version\": 1, \"calls\": [\n\(calls)\n]}".utf8).write(to: file)
        files[count] = file
        return file
    }
}

/// A service whose hook takes a struct, to see what encoding larger arguments costs.
final class QuoteDesk: Interceptable, @unchecked Sendable {
    // Benchmarks drive each instance from one thread.
    let aspectRegistry: AspectRegistry

    struct Quote: Codable {
        var from: String
        var to: String
        var timestamp: Int
    }

    static let quoteHook = Hook<QuoteDesk, Quote, Double>("QuoteDesk.quote")

    init(registry: AspectRegistry) {
        aspectRegistry = registry
    }

    @inline(never)
    func quote(_ quote: Quote) -> Double {
        Self.quoteHook.call(self, quote) { _, quote in Double(quote.timestamp) }
    }

    /// A desk served by a cassette installed afresh.
    final class Stage {
        var desk = QuoteDesk(registry: AspectRegistry())

        func reset(_ cassette: Cassette) {
            let registry = AspectRegistry()
            try! PluginHost(registry: registry).install(cassette)
            desk = QuoteDesk(registry: registry)
        }

        @inline(never)
        func loop(_ n: Int) -> Int {
            var sum = 0.0
            for index in 0..<n { sum += desk.quote(Quote(from: "EUR", to: "USD", timestamp: index)) }
            return Int(sum)
        }
    }
}
