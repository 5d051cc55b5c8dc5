import Foundation
import Interpose
import OpenCombine

/// Publishing an event: Interpose's bus, Foundation's NotificationCenter, OpenCombine.
enum BusBenchmarks {
    static let group = "event delivery"

    struct Tick: Sendable {
        let value: Int
    }

    static func run(_ settings: RunSettings) -> [Row] {
        [1, 10].flatMap { count in
            [
                Row(
                    group: group, name: "EventBus publish, \(count) subscriber\(count == 1 ? "" : "s")",
                    nanoseconds: bus(settings, count),
                    peer: "NotificationCenter post, \(count) observer\(count == 1 ? "" : "s")"),
                Row(
                    group: group, name: "NotificationCenter post, \(count) observer\(count == 1 ? "" : "s")",
                    nanoseconds: notificationCenter(settings, count)),
                Row(
                    group: group, name: "OpenCombine send, \(count) subscriber\(count == 1 ? "" : "s")",
                    nanoseconds: combine(settings, count)),
            ]
        }
    }

    private static func bus(_ settings: RunSettings, _ count: Int) -> Double {
        let bus = EventBus()
        let counter = Counter()
        for _ in 0..<count { bus.subscribe(to: Tick.self) { counter.value &+= $0.value } }
        return measure(settings) { n in
            for index in 0..<n { bus.publish(Tick(value: index)) }
            return counter.value
        }
    }

    private static func notificationCenter(_ settings: RunSettings, _ count: Int) -> Double {
        let center = NotificationCenter()
        let name = Notification.Name("Tick")
        let counter = Counter()
        let observers = (0..<count).map { _ in
            center.addObserver(forName: name, object: nil, queue: nil) { _ in counter.value &+= 1 }
        }
        defer { observers.forEach(center.removeObserver) }
        return measure(settings) { n in
            for _ in 0..<n { center.post(name: name, object: nil) }
            return counter.value
        }
    }

    private static func combine(_ settings: RunSettings, _ count: Int) -> Double {
        let subject = PassthroughSubject<Tick, Never>()
        let counter = Counter()
        let cancellables = (0..<count).map { _ in subject.sink { counter.value &+= $0.value } }
        defer { cancellables.forEach { $0.cancel() } }
        return measure(settings) { n in
            for index in 0..<n { subject.send(Tick(value: index)) }
            return counter.value
        }
    }
}
