import Components
import Interpose
import Plugins
import Testing

@MainActor
@Suite struct DelegateSpyTests {
    let test = DelegateTestApp()
    let picker: PickerView
    let model = MonthsModel()

    /// A 320×216 picker, months and days; no plugin installed.
    init() {
        picker = test.addPicker(dataSource: model, delegate: model)
    }

    @Test("a spy records every call in order with arguments and answers, and forwards to the real delegate")
    func recordsAndForwards() throws {
        let spy = try DelegateSpy(delegateOf: picker)
        #expect(try #require(picker.delegate as? PickerViewDelegateProxy).original === model)
        #expect(spy.calls.map(\.call) == [.rowHeight(component: 0), .rowHeight(component: 1)])
        spy.reset()
        try test.input.spin(picker, component: 0, rows: 2)
        #expect(picker.title(forRow: 2, inComponent: 0) == "Mar")
        #expect(spy.calls.map(\.call) == [.didSelectRow(row: 2, component: 0), .titleForRow(row: 2, component: 0)])
        #expect(spy.lastCall?.answer == .title("Mar"))
        #expect(model.trail.all == ["model: didSelect 2 in 0"])
        #expect(spy.calls[0].happened(before: spy.calls[1]))
        #expect(spy.calls.allSatisfy { $0.source === picker })
        #expect(spy.description == "DelegateSpy(PickerViewDelegate: 2 calls)")
    }

    @Test("counts, called-with, arguments and results per method, a method not implemented answering nil")
    func reading() throws {
        let spy = try DelegateSpy(delegateOf: picker)
        try test.input.spin(picker, component: 0, rows: 3)
        try test.input.spin(picker, component: 1, rows: 5)
        #expect(spy.callCount == 4)
        #expect(spy.wasCalled)
        #expect(spy.callCount(to: .didSelectRow) == 2)
        #expect(spy.wasCalled(with: .didSelectRow(row: 5, component: 1)))
        #expect(!spy.wasCalled(with: .didSelectRow(row: 5, component: 0)))
        #expect(spy.arguments(of: .didSelectRow).map(\.row) == [3, 5])
        #expect(spy.results(of: .rowHeight) == [nil, nil])
        #expect(!spy.wasCalled(.titleForRow))
        #expect(spy.calls(to: .rowHeight).map(\.call) == [.rowHeight(component: 0), .rowHeight(component: 1)])
    }

    @Test("a stub answers a question with a typed closure; the real delegate is asked again once forwarded")
    func stubQuestion() throws {
        let spy = try DelegateSpy(delegateOf: picker)
        spy.stub(.titleForRow) { row, component in component == 0 ? "Month \(row + 1)" : nil }
        #expect(spy.isStubbed(.titleForRow))
        #expect(picker.title(forRow: 2, inComponent: 0) == "Month 3")
        #expect(picker.title(forRow: 2, inComponent: 1) == nil)
        #expect(spy.results(of: .titleForRow) == ["Month 3", nil])
        spy.forward(.titleForRow)
        #expect(!spy.isStubbed(.titleForRow))
        #expect(picker.title(forRow: 2, inComponent: 1) == "3")
        spy.stub(.rowHeight, returning: 50)
        picker.reloadAllComponents()
        #expect(picker.rowHeight(forComponent: 1) == 50)
        spy.forwardAll()
        picker.reloadAllComponents()
        #expect(picker.rowHeight(forComponent: 1) == PickerView.defaultRowHeight)
    }

    @Test("a stubbed notification is recorded but never reaches the real delegate")
    func stubNotification() throws {
        let spy = try DelegateSpy(delegateOf: picker)
        var heard: [Int] = []
        spy.stub(.didSelectRow) { row, _ in heard.append(row) }
        try test.input.spin(picker, component: 0, rows: 4)
        #expect(heard == [4])
        #expect(model.trail.all.isEmpty)
        #expect(spy.wasCalled(with: .didSelectRow(row: 4, component: 0)))
        spy.forward(.didSelectRow)
        try test.input.spin(picker, component: 0, rows: 1)
        #expect(model.trail.all == ["model: didSelect 5 in 0"])
    }

    @Test("calls recorded by different spies, on different components, compare in the order they started")
    func orderAcrossSpies() throws {
        let delegateSpy = try DelegateSpy(delegateOf: picker)
        let dataSourceSpy = try DelegateSpy(dataSourceOf: picker)
        let form = FormModel()
        let field = test.addField(delegate: form)
        let fieldSpy = try DelegateSpy(delegateOf: field)
        try test.input.spin(picker, component: 0, rows: 1)
        picker.reloadComponent(0)
        try test.input.typeText("a", into: field)
        let selection = try #require(delegateSpy.calls(to: .didSelectRow).first)
        let reload = try #require(dataSourceSpy.calls(to: .numberOfRows).last)
        let change = try #require(fieldSpy.calls(to: .shouldChangeCharacters).first)
        #expect(selection.happened(before: reload))
        #expect(reload.happened(before: change))
        #expect(!change.happened(before: selection))
    }

    @Test("removing the spy gives the picker its delegate back; what was recorded stays, nothing more is")
    func remove() throws {
        let spy = try DelegateSpy(delegateOf: picker)
        spy.stub(.titleForRow) { _, _ in "stub" }
        try test.input.spin(picker, component: 0, rows: 1)
        #expect(spy.isInstalled)
        spy.remove()
        spy.remove()
        #expect(!spy.isInstalled)
        #expect(picker.delegate === model)
        #expect(picker.title(forRow: 0, inComponent: 0) == "Jan")
        try test.input.spin(picker, component: 0, rows: 1)
        #expect(spy.callCount(to: .didSelectRow) == 1)
        picker.delegate = MonthsModel()
        #expect(!(picker.delegate is PickerViewDelegateProxy))
        #expect(test.registry.installedAdvice().isEmpty)
    }

    @Test("a spy made before there is a delegate wraps the first one set; nil stays nil; a new delegate is wrapped too")
    func beforeDelegate() throws {
        let empty = test.add("empty") { PickerView(frame: Rect(x: 0, y: 0, width: 320, height: 216)) }
        let spy = try DelegateSpy(delegateOf: empty)
        #expect(empty.delegate == nil)
        let first = MonthsModel()
        empty.dataSource = first
        empty.delegate = first
        #expect(try #require(empty.delegate as? PickerViewDelegateProxy).original === first)
        let second = MonthsModel()
        empty.delegate = second
        #expect(try #require(empty.delegate as? PickerViewDelegateProxy).original === second)
        try test.input.spin(empty, component: 0, rows: 1)
        #expect(second.trail.all == ["model: didSelect 1 in 0"])
        #expect(spy.callCount(to: .didSelectRow) == 1)
        empty.delegate = nil
        #expect(empty.delegate == nil)
        spy.remove()
    }

    @Test("a spy that is dropped stops recording and wrapping; the delegate still hears every call")
    func dropped() throws {
        weak var gone: DelegateSpy<PickerViewDelegateCall>?
        do {
            let spy = try DelegateSpy(delegateOf: picker)
            gone = spy
        }
        #expect(gone == nil)
        #expect(test.registry.installedAdvice().isEmpty)
        try test.input.spin(picker, component: 0, rows: 2)
        #expect(model.trail.all == ["model: didSelect 2 in 0"])
        picker.delegate = model
        #expect(picker.delegate === model)
    }

    @Test("reading a spy from another thread while calls are recorded is safe")
    func concurrentReading() async throws {
        let spy = try DelegateSpy(delegateOf: picker)
        let reader = Task.detached {
            var seen = 0
            for _ in 0..<2000 { seen = max(seen, spy.calls.count, spy.callCount) }
            return seen
        }
        for _ in 0..<20 { try test.input.spin(picker, component: 1, rows: 1) }
        let seen = await reader.value
        #expect(seen <= spy.callCount)
        #expect(spy.callCount(to: .didSelectRow) == 20)
        let sequences = spy.calls.map(\.sequence)
        #expect(sequences == sequences.sorted())
    }
}
