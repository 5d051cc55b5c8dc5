import Components
import Interpose

/// What one install of ``DelegateForwarding`` owns: the bus channel and a wrapper per slot.
@MainActor
final class ForwardingEngine {
    nonisolated let channel: BusChannel
    /// One wrapper for each of ``DelegateSlots``, in the order delegates are set again.
    nonisolated let wrappers: [any SlotWrapping]

    nonisolated init(bus: EventBus) {
        let channel = BusChannel(bus: bus)
        self.channel = channel
        wrappers = [
            SlotWrapper(slot: DelegateSlots.textFieldDelegate, channel: channel),
            SlotWrapper(slot: DelegateSlots.scrollViewDelegate, channel: channel),
            SlotWrapper(slot: DelegateSlots.tableViewDataSource, channel: channel),
            SlotWrapper(slot: DelegateSlots.pickerViewDelegate, channel: channel),
            SlotWrapper(slot: DelegateSlots.pickerViewDataSource, channel: channel),
            SlotWrapper(slot: DelegateSlots.accelerometerDelegate, channel: channel),
            SlotWrapper(slot: DelegateSlots.gestureRecognizerDelegate, channel: channel),
        ]
    }

    /// Installs the wrapping advice on every slot's hook.
    nonisolated func install(through installer: any AdviceInstalling) throws(AdviceError) {
        for wrapper in wrappers { try wrapper.installOnEveryComponent(through: installer) }
    }

    /// Takes the proxies out of every component wrapped.
    func unwrapAll() {
        for wrapper in wrappers { wrapper.unwrapAll() }
    }

    /// Sets every delegate and data source in `application` again, through their hooks, so the
    /// ones set before the plugin was installed get wrapped: those of the views in its windows,
    /// of their gesture recognizers, and of its accelerometer.
    ///
    /// - Returns: How many delegates and data sources now report to the channel.
    func rewrap(_ application: Application) -> Int {
        var views: [View] = []
        for window in application.windows { collect(window, into: &views) }
        let components: [AnyObject] = views + views.flatMap(\.gestureRecognizers) + [application.device.accelerometer]
        return wrappers.reduce(0) { $0 + $1.rewrap(among: components) }
    }

    private func collect(_ view: View, into views: inout [View]) {
        views.append(view)
        for subview in view.subviews { collect(subview, into: &views) }
    }
}
