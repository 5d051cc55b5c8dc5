import Foundation
import Interpose
import OpenCombine

/// Publishing an event: Interpose's bus, Foundation's NotificationCenter, OpenCombine.
enum BusBenchmarks {
    static let group = "event delivery"

    struct Tick: Sendable {
        let value: Int
    }

    static func make() -> [Benchmark] {
        [1, 10].flatMap { count in
            let plural = count == 1 ? "" : "s"
            return [
                bus(count, name: "EventBus publish, \(count) subscriber\(plural)"),
                notificationCenter(count, name: "NotificationCenter post, \(count) observer\(plural)"),
                combine(count, name: "OpenCombine send, \(count) subscriber\(plural)"),
            ]
        }
    }

    private static func bus(_ count: Int, name: String) -> Benchmark {
        let bus = EventBus()
        let counter = Counter()
        for _ in 0..<count { bus.subscribe(to: Tick.self) { counter.value &+= $0.value } }
        let peer = "NotificationCenter post, \(count) observer\(count == 1 ? "" : "s")"
        return Benchmark(group: group, name: name, peer: peer) { n in
            for index in 0..<n { bus.publish(Tick(value: index)) }
            return counter.value
        }
    }

    private static func notificationCenter(_ count: Int, name: String) -> Benchmark {
        let center = NotificationCenter()
        let tick = Notification.Name("Tick")
        let counter = Counter()
        for _ in 0..<count {
            _ = center.addObserver(forName: tick, object: nil, queue: nil) { _ in counter.value &+= 1 }
        }
        return Benchmark(group: group, name: name) { n in
            for _ in 0..<n { center.post(name: tick, object: nil) }
            return counter.value
        }
    }

    private static func combine(_ count: Int, name: String) -> Benchmark {
        let subject = PassthroughSubject<Tick, Never>()
        let counter = Counter()
        let cancellables = (0..<count).map { _ in subject.sink { counter.value &+= $0.value } }
        return Benchmark(group: group, name: name) { n in
            for index in 0..<n { subject.send(Tick(value: index)) }
            return counter.value + cancellables.count
        }
    }
}
