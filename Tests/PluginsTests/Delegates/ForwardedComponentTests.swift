import Components
import Interpose
import Plugins
import Testing

/// Each kind of component, its delegate (and data source) wrapped by ``DelegateForwarding``:
/// the calls are published and the app's objects still get them.
@MainActor
@Suite struct ForwardedComponentTests {
    let test = DelegateTestApp()

    init() throws {
        try test.host.install(DelegateForwarding())
    }

    @Test("a text field's editing calls are published and its delegate still refuses digits")
    func textField() throws {
        let form = FormModel()
        let field = test.addField(delegate: form)
        let events = BusLog<TextFieldDelegateCall>(test.host.bus, from: field)
        try test.input.typeText("a1", into: field)
        #expect(field.text == "a")
        #expect(form.trail.all == ["began", "change a", "change 1"])
        #expect(
            events.all.map(\.call) == [
                .shouldBeginEditing, .didBeginEditing,
                .shouldChangeCharacters(range: 0..<0, replacementString: "a"),
                .shouldChangeCharacters(range: 1..<1, replacementString: "1"),
            ])
        #expect(events.all.map(\.answer) == [.decision(true), .none, .decision(true), .decision(false)])
        #expect(events.all.allSatisfy { !$0.isRedacted })
    }

    @Test("a scroll view's drag and deceleration are published, and a plain scroll delegate is not made a table's")
    func scrollView() throws {
        let scroller = test.add("map") { ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480)) }
        scroller.contentSize = Size(width: 320, height: 4000)
        let watcher = DragWatcher()
        scroller.delegate = watcher
        let proxy = try #require(scroller.delegate as? ScrollViewDelegateProxy)
        #expect(!(proxy is any TableViewDelegate))
        let events = BusLog<ScrollViewDelegateCall>(test.host.bus, from: scroller)
        try test.input.swipe(scroller, .up)
        test.app.clock.advance(by: 5)
        let calls = events.all.map(\.call).filter { $0 != .didScroll }
        #expect(calls.first == .willBeginDragging)
        #expect(calls.contains(.didEndDragging(willDecelerate: true)))
        #expect(calls.last == .didEndDecelerating)
        #expect(events.all.contains { $0.call == .didScroll })
        #expect(watcher.trail.all == ["drag ended, decelerate true"])
    }

    @Test("a table's delegate is wrapped as a table delegate: row calls and scroll calls are published, each typed")
    func tableDelegate() throws {
        let contacts = ContactsModel()
        let table = test.addTable(dataSource: contacts, delegate: contacts)
        #expect(try #require(table.delegate as? TableViewDelegateProxy).original === contacts)
        let rows = BusLog<TableViewDelegateCall>(test.host.bus, from: table)
        let scrolls = BusLog<ScrollViewDelegateCall>(test.host.bus, from: table)
        try test.input.tapRow(at: IndexPath(row: 3), in: table)
        try test.input.tapRow(at: IndexPath(row: 0), in: table)
        #expect(
            rows.all.map(\.call) == [
                .willSelectRow(at: IndexPath(row: 3)), .didSelectRow(at: IndexPath(row: 3)),
                .willSelectRow(at: IndexPath(row: 0)),
            ])
        #expect(rows.all.map(\.answer) == [.rowToSelect(IndexPath(row: 3)), .none, .rowToSelect(nil)])
        #expect(contacts.trail.all == ["selected 3"])
        try test.input.scroll(table, by: Point(x: 0, y: 200))
        #expect(scrolls.all.contains { $0.call == .willBeginDragging })
    }

    @Test("a table's data source questions are published with the counts and cells it gave")
    func tableDataSource() throws {
        let table = test.addTable()
        let contacts = ContactsModel(count: 5)
        let events = BusLog<TableViewDataSourceCall>(test.host.bus, from: table)
        table.dataSource = contacts
        #expect(try #require(table.dataSource as? TableViewDataSourceProxy).original === contacts)
        #expect(table.numberOfRows(inSection: 0) == 5)
        let calls = events.all.map(\.call)
        #expect(calls.prefix(2) == [.numberOfSections, .numberOfRows(section: 0)])
        #expect(events.all.prefix(2).map(\.answer) == [.count(1), .count(5)])
        let cells = events.all.filter { if case .cellForRow = $0.call { true } else { false } }
        #expect(cells.count == 5)
        let firstCell = try #require(table.cellForRow(at: IndexPath(row: 0)))
        #expect(cells.first?.answer == .cell(firstCell))
        #expect(cells.first?.answerDescription == firstCell.componentName)
    }

    @Test("a picker's data source questions are published with the counts it gave")
    func pickerDataSource() throws {
        let picker = test.addPicker()
        let model = MonthsModel()
        let events = BusLog<PickerViewDataSourceCall>(test.host.bus, from: picker)
        picker.dataSource = model
        #expect(
            events.all.map(\.call) == [.numberOfComponents, .numberOfRows(component: 0), .numberOfRows(component: 1)])
        #expect(events.all.map(\.answer) == [.count(2), .count(12), .count(31)])
        #expect(picker.numberOfRows(inComponent: 1) == 31)
    }

    @Test("an accelerometer's readings are published and its delegate still gets each one")
    func accelerometer() throws {
        let accelerometer = test.app.device.accelerometer
        let keeper = ReadingKeeper()
        accelerometer.delegate = keeper
        #expect(try #require(accelerometer.delegate as? AccelerometerDelegateProxy).original === keeper)
        let events = BusLog<AccelerometerDelegateCall>(test.host.bus, from: accelerometer)
        let readings = [Acceleration(x: 0.5, y: -1, z: 0), Acceleration(x: -0.5, y: -1, z: 0)]
        try test.input.feedAccelerometer(readings)
        let published = events.all.map { event in
            switch event.call {
            case .didAccelerate(let reading): reading
            }
        }
        #expect(published.prefix(2).map(\.x) == [0.5, -0.5])
        #expect(keeper.readings.prefix(2) == published.prefix(2))
        accelerometer.delegate = nil
    }

    @Test("an accelerometer whose wrapped delegate has gone stops ticking at the next reading, as it would unwrapped")
    func accelerometerLifetime() throws {
        let accelerometer = test.app.device.accelerometer
        do {
            let keeper = ReadingKeeper()
            accelerometer.delegate = keeper
            #expect(accelerometer.isActive)
        }
        #expect(accelerometer.delegate is AccelerometerDelegateProxy)
        test.app.clock.advance(by: accelerometer.updateInterval)
        #expect(accelerometer.delegate == nil)
        #expect(!accelerometer.isActive)
    }

    @Test("a gesture recognizer's questions are published with its delegate's answers")
    func gestureRecognizer() throws {
        let card = test.addTappableCard()
        let gate = BeginGate()
        gate.allows = false
        card.tap.delegate = gate
        #expect(try #require(card.tap.delegate as? GestureRecognizerDelegateProxy).original === gate)
        let events = BusLog<GestureRecognizerDelegateCall>(test.host.bus, from: card.tap)
        try test.input.tap(card.card)
        #expect(card.taps == 0)
        #expect(gate.asked == 1)
        let begin = try #require(events.all.first { $0.call == .shouldBegin })
        #expect(begin.answer == .decision(false))
        let receive = try #require(events.all.first)
        #expect(receive.method == "gestureRecognizer(_:shouldReceive:)")
        #expect(receive.answer == .decision(true))
        gate.allows = true
        try test.input.tap(card.card)
        #expect(card.taps == 1)
    }
}
