import Components
import Interpose
import Plugins
import Testing

/// The plugin and spies on the same component: each wraps once, both see every call, and each
/// comes out cleanly, whatever the order.
@MainActor
@Suite struct ProxyNestingTests {
    let test = DelegateTestApp()
    let picker: PickerView
    let model = MonthsModel()

    init() {
        picker = test.addPicker(dataSource: model)
    }

    /// The chain of proxies from the picker's delegate down to the first object that is not one.
    private func chain() -> [AnyObject] {
        var chain: [AnyObject] = []
        var current: AnyObject? = picker.delegate
        while let object = current {
            chain.append(object)
            current = (object as? any DelegateProxy)?.originalDelegate
        }
        return chain
    }

    @Test("a spy made over the plugin's proxy sees calls after it; removing the spy leaves the plugin's proxy")
    func spyOverPlugin() throws {
        try test.host.install(DelegateForwarding())
        picker.delegate = model
        let spy = try DelegateSpy(delegateOf: picker)
        #expect(chain().count == 3)
        #expect(chain().last === model)
        let events = BusLog<PickerViewDelegateCall>(test.host.bus)
        try test.input.spin(picker, component: 0, rows: 2)
        #expect(spy.callCount(to: .didSelectRow) == 1)
        #expect(events.all.count == 1)
        #expect(model.trail.all == ["model: didSelect 2 in 0"])
        picker.delegate = model
        #expect(chain().count == 3)
        spy.remove()
        #expect(try #require(picker.delegate as? PickerViewDelegateProxy).original === model)
        try test.host.uninstall(DelegateForwarding.defaultID)
        #expect(picker.delegate === model)
    }

    @Test("a spy made first ends up inside the plugin's proxy for a new delegate; either can leave first")
    func pluginOverSpy() throws {
        let spy = try DelegateSpy(delegateOf: picker)
        try test.host.install(DelegateForwarding())
        picker.delegate = model
        #expect(chain().count == 3)
        picker.delegate = model
        #expect(chain().count == 3)
        let events = BusLog<PickerViewDelegateCall>(test.host.bus)
        try test.input.spin(picker, component: 1, rows: 1)
        #expect(spy.callCount(to: .didSelectRow) == 1)
        #expect(events.all.count == 1)
        spy.remove()
        #expect(chain().count == 2)
        #expect(try #require(picker.delegate as? PickerViewDelegateProxy).original === model)
        try test.input.spin(picker, component: 1, rows: 1)
        #expect(spy.callCount(to: .didSelectRow) == 1)
        #expect(events.all.count == 2)
        try test.host.uninstall(DelegateForwarding.defaultID)
        #expect(picker.delegate === model)
        #expect(model.trail.all == ["model: didSelect 1 in 1", "model: didSelect 2 in 1"])
    }

    @Test("uninstalling the plugin under a spy splices its proxy out; the spy keeps recording")
    func uninstallUnderSpy() throws {
        try test.host.install(DelegateForwarding())
        picker.delegate = model
        let spy = try DelegateSpy(delegateOf: picker)
        try test.host.uninstall(DelegateForwarding.defaultID)
        #expect(chain().count == 2)
        #expect(chain().last === model)
        try test.input.spin(picker, component: 0, rows: 1)
        #expect(spy.callCount(to: .didSelectRow) == 1)
        spy.remove()
        #expect(picker.delegate === model)
    }

    @Test("a foreign proxy is wrapped like any delegate, kept alive by the wrapping, and given back on uninstall")
    func foreignProxy() throws {
        try test.host.install(DelegateForwarding())
        picker.delegate = CountingProxy(original: model)
        let outer = try #require(picker.delegate as? PickerViewDelegateProxy)
        let foreign = try #require(outer.original as? CountingProxy)
        try test.input.spin(picker, component: 0, rows: 1)
        #expect(foreign.count == 1)
        #expect(model.trail.all == ["model: didSelect 1 in 0"])
        try test.host.uninstall(DelegateForwarding.defaultID)
        #expect(picker.delegate === foreign)
    }
}

/// A proxy from elsewhere: it counts selections and forwards them.
@MainActor
final class CountingProxy: PickerViewDelegate, DelegateProxy {
    weak var original: (any PickerViewDelegate)?
    private(set) var count = 0

    init(original: any PickerViewDelegate) {
        self.original = original
    }

    var originalDelegate: AnyObject? { original }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        count += 1
        original?.pickerView(pickerView, didSelectRow: row, inComponent: component)
    }
}
