import Components
import Foundation
import Interpose
import Plugins
import TestSupport

/// Every event of every type the plugins publish, as the text it holds: its description and
/// everything ``Reflection`` finds in it.
final class BusTap: Sendable {
    private let lines = Guarded<[String]>([])
    private let subscriptions: [Subscription]

    init(_ bus: EventBus) {
        let lines = lines
        func tap<Event>(_ type: Event.Type) -> Subscription {
            bus.subscribe(to: type) { event in
                let described = (event as? any CustomStringConvertible)?.description ?? ""
                let text = "\(type) \(described)\n" + Reflection.text(of: event)
                lines.withLock { $0.append(text) }
            }
        }
        subscriptions = [
            tap(ControlEvent.self), tap(DelegateCall.self), tap(TextFieldDelegateCall.self),
            tap(ScrollViewDelegateCall.self), tap(TableViewDelegateCall.self), tap(TableViewDataSourceCall.self),
            tap(PickerViewDelegateCall.self), tap(PickerViewDataSourceCall.self),
            tap(GestureRecognizerDelegateCall.self), tap(AccelerometerDelegateCall.self),
            tap(CommandRecorded.self), tap(CommandPlayed.self),
        ]
    }

    /// How many events it heard.
    var count: Int { lines.withLock { $0.count } }

    /// All of it, one event after another.
    var text: String { lines.withLock { $0.joined(separator: "\n") } }

    deinit {
        for subscription in subscriptions { subscription.cancel() }
    }
}
