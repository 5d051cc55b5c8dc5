import Components
import Interpose
import Plugins
import Testing

@MainActor
@Suite struct DelegateForwardingTests {
    let test = DelegateTestApp()
    let forwarding = DelegateForwarding()
    let picker: PickerView
    let trail = DelegateTrail()
    let model: MonthsModel

    /// A 320×216 picker, months and days, with the plugin installed before its delegate is set.
    init() throws {
        try test.host.install(forwarding)
        model = MonthsModel(trail: trail)
        picker = test.addPicker(dataSource: model, delegate: model)
    }

    @Test("a spun wheel publishes didSelectRow with row and component, and the app's delegate still hears it after")
    func pickerSelection() throws {
        let events = BusLog<PickerViewDelegateCall>(test.host.bus, from: picker)
        test.host.bus.subscribe(to: PickerViewDelegateCall.self) { [trail] event in
            guard case .didSelectRow(let row, let component) = event.call else { return }
            MainActor.assumeIsolated { trail.note("bus: didSelect \(row) in \(component)") }
        }
        try test.input.spin(picker, component: 1, rows: 3)
        let selections = events.all.filter { if case .didSelectRow = $0.call { true } else { false } }
        #expect(selections.map(\.call) == [.didSelectRow(row: 3, component: 1)])
        #expect(selections.first?.source === picker)
        #expect(selections.first?.answer == PickerViewDelegateCall.Answer.none)
        #expect(trail.all == ["bus: didSelect 3 in 1", "model: didSelect 3 in 1"])
        #expect(picker.selectedRow(inComponent: 1) == 3)
    }

    @Test("every call is also published in words: source, protocol, method, labelled arguments and answer")
    func umbrellaEvent() throws {
        let calls = BusLog<DelegateCall>(test.host.bus, from: picker)
        #expect(picker.title(forRow: 2, inComponent: 0) == "Mar")
        try test.input.spin(picker, component: 0, rows: 4)
        let title = try #require(calls.all.first { $0.method == "pickerView(_:titleForRow:forComponent:)" })
        #expect(title.protocolName == "PickerViewDelegate")
        #expect(title.arguments == [.init(label: "row", value: "2"), .init(label: "component", value: "0")])
        #expect(title.answer == "\"Mar\"")
        #expect(title.sourceName == "PickerView \"date\"")
        #expect(title.source === picker)
        let select = try #require(calls.all.last)
        #expect(
            select.description
                == "PickerView \"date\": PickerViewDelegate.pickerView(_:didSelectRow:inComponent:) row: 4, component: 0"
        )
        #expect(select.answer == nil)
        #expect(title.sequence < select.sequence)
        #expect(select.time == test.app.clock.now)
    }

    @Test("the picker keeps a proxy whose original is the app's delegate, and answers exactly as the original")
    func proxyAndAnswers() throws {
        let proxy = try #require(picker.delegate as? PickerViewDelegateProxy)
        #expect(proxy.original === model)
        #expect(proxy.originalDelegate === model)
        #expect(try #require(picker.dataSource as? PickerViewDataSourceProxy).original === model)
        #expect(picker.numberOfRows(inComponent: 1) == 31)
        #expect(picker.title(forRow: 11, inComponent: 0) == "Dec")
    }

    @Test("a method the delegate does not implement stays not implemented: the default row height, answered nil")
    func notImplemented() throws {
        let events = BusLog<PickerViewDelegateCall>(test.host.bus)
        picker.reloadAllComponents()
        #expect(picker.rowHeight(forComponent: 0) == PickerView.defaultRowHeight)
        let heights = events.all.filter { if case .rowHeight = $0.call { true } else { false } }
        #expect(heights.map(\.answer) == [.rowHeight(nil), .rowHeight(nil)])
    }

    @Test("a delegate is never wrapped twice: setting it again, or setting its proxy, keeps the one proxy")
    func neverTwice() throws {
        let proxy = try #require(picker.delegate as? PickerViewDelegateProxy)
        picker.delegate = model
        #expect(picker.delegate === proxy)
        picker.delegate = proxy
        #expect(picker.delegate === proxy)
        #expect(proxy.original === model)
        let events = BusLog<PickerViewDelegateCall>(test.host.bus)
        _ = picker.title(forRow: 0, inComponent: 0)
        #expect(events.all.count == 1)
    }

    @Test("a new delegate is wrapped in its own proxy and the old one hears nothing more; nil clears")
    func newDelegateAndNil() throws {
        let other = MonthsModel()
        picker.delegate = other
        let proxy = try #require(picker.delegate as? PickerViewDelegateProxy)
        #expect(proxy.original === other)
        try test.input.spin(picker, component: 0, rows: 1)
        #expect(other.trail.all == ["model: didSelect 1 in 0"])
        #expect(trail.all.isEmpty)
        picker.delegate = nil
        #expect(picker.delegate == nil)
    }

    @Test("a wrapped delegate's lifetime is unchanged: it goes when its owner drops it, and the picker then has none")
    func lifetime() throws {
        weak var gone: MonthsModel?
        do {
            let temporary = MonthsModel()
            gone = temporary
            picker.delegate = temporary
        }
        #expect(gone == nil)
        let proxy = try #require(picker.delegate as? PickerViewDelegateProxy)
        #expect(proxy.original == nil)
        #expect(picker.title(forRow: 0, inComponent: 0) == nil)
        try test.input.spin(picker, component: 0, rows: 2)
        #expect(picker.selectedRow(inComponent: 0) == 2)
    }

    @Test("uninstalling gives every wrapped component its original back and leaves no advice or subscription")
    func uninstall() throws {
        let form = FormModel()
        let field = test.addField(delegate: form)
        #expect(field.delegate is TextFieldDelegateProxy)
        try test.host.uninstall(DelegateForwarding.defaultID)
        #expect(picker.delegate === model)
        #expect(picker.dataSource === model)
        #expect(field.delegate === form)
        #expect(test.registry.installedAdvice().isEmpty)
        #expect(test.host.bus.subscriptions().isEmpty)
        let events = BusLog<DelegateCall>(test.host.bus)
        try test.input.spin(picker, component: 0, rows: 1)
        picker.delegate = MonthsModel()
        #expect(events.all.isEmpty)
        #expect(!(picker.delegate is PickerViewDelegateProxy))
    }

    @Test("delegates set before the plugin was installed stay as they are, until wrapExistingDelegates sets them again")
    func existingDelegates() throws {
        let later = DelegateTestApp()
        let early = MonthsModel()
        let other = later.add("early") { PickerView(frame: Rect(x: 0, y: 0, width: 320, height: 216)) }
        other.delegate = early
        other.dataSource = early
        let plugin = DelegateForwarding()
        #expect(plugin.wrapExistingDelegates(in: later.app) == 0)
        try later.host.install(plugin)
        #expect(other.delegate === early)
        #expect(plugin.wrapExistingDelegates(in: later.app) == 2)
        #expect(try #require(other.delegate as? PickerViewDelegateProxy).original === early)
        #expect(plugin.wrapExistingDelegates(in: later.app) == 2)
        #expect(try #require(other.delegate as? PickerViewDelegateProxy).original === early)
    }
}
