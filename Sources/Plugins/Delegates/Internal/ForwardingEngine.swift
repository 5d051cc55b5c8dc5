import Components
import Interpose

/// What one install of ``DelegateForwarding`` owns: the bus channel and a wrapper per slot.
@MainActor
final class ForwardingEngine {
    nonisolated let channel: BusChannel
    nonisolated let textFields: SlotWrapper<TextField, any TextFieldDelegate>
    nonisolated let scrollViews: SlotWrapper<ScrollView, any ScrollViewDelegate>
    nonisolated let tableDataSources: SlotWrapper<TableView, any TableViewDataSource>
    nonisolated let pickerDelegates: SlotWrapper<PickerView, any PickerViewDelegate>
    nonisolated let pickerDataSources: SlotWrapper<PickerView, any PickerViewDataSource>
    nonisolated let accelerometers: SlotWrapper<Accelerometer, any AccelerometerDelegate>
    nonisolated let gestureRecognizers: SlotWrapper<GestureRecognizer, any GestureRecognizerDelegate>

    nonisolated init(bus: EventBus) {
        let channel = BusChannel(bus: bus)
        self.channel = channel
        textFields = SlotWrapper(slot: .textFieldDelegate, channel: channel)
        scrollViews = SlotWrapper(slot: .scrollViewDelegate, channel: channel)
        tableDataSources = SlotWrapper(slot: .tableViewDataSource, channel: channel)
        pickerDelegates = SlotWrapper(slot: .pickerViewDelegate, channel: channel)
        pickerDataSources = SlotWrapper(slot: .pickerViewDataSource, channel: channel)
        accelerometers = SlotWrapper(slot: .accelerometerDelegate, channel: channel)
        gestureRecognizers = SlotWrapper(slot: .gestureRecognizerDelegate, channel: channel)
    }

    /// Installs the wrapping advice on every slot's hook.
    nonisolated func install(through installer: any AdviceInstalling) throws(AdviceError) {
        try textFields.install(through: installer)
        try scrollViews.install(through: installer)
        try tableDataSources.install(through: installer)
        try pickerDelegates.install(through: installer)
        try pickerDataSources.install(through: installer)
        try accelerometers.install(through: installer)
        try gestureRecognizers.install(through: installer)
    }

    /// Takes the proxies out of every component wrapped.
    func unwrapAll() {
        textFields.unwrapAll()
        scrollViews.unwrapAll()
        tableDataSources.unwrapAll()
        pickerDelegates.unwrapAll()
        pickerDataSources.unwrapAll()
        accelerometers.unwrapAll()
        gestureRecognizers.unwrapAll()
    }

    /// Sets every delegate and data source in `application` again, through their hooks, so the
    /// ones set before the plugin was installed get wrapped.
    ///
    /// - Returns: How many delegates and data sources now report to the channel.
    func rewrap(_ application: Application) -> Int {
        var views: [View] = []
        for window in application.windows { collect(window, into: &views) }
        let recognizers = views.flatMap(\.gestureRecognizers)
        return textFields.rewrap(views.compactMap { $0 as? TextField })
            + scrollViews.rewrap(views.compactMap { $0 as? ScrollView })
            + tableDataSources.rewrap(views.compactMap { $0 as? TableView })
            + pickerDelegates.rewrap(views.compactMap { $0 as? PickerView })
            + pickerDataSources.rewrap(views.compactMap { $0 as? PickerView })
            + accelerometers.rewrap([application.device.accelerometer])
            + gestureRecognizers.rewrap(recognizers)
    }

    private func collect(_ view: View, into views: inout [View]) {
        views.append(view)
        for subview in view.subviews { collect(subview, into: &views) }
    }
}
