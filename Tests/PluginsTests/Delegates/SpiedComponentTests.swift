import Components
import Interpose
import Plugins
import Testing

/// A spy on each kind of component's delegate or data source: it records the calls, and a stub
/// changes what the component does.
@MainActor
@Suite struct SpiedComponentTests {
    let test = DelegateTestApp()

    @Test("a text field spy: a stubbed shouldReturn keeps the field editing")
    func textField() throws {
        let form = FormModel()
        let field = test.addField(delegate: form)
        let spy = try DelegateSpy(delegateOf: field)
        spy.stub(.shouldReturn, returning: false)
        try test.input.typeText("ab", into: field)
        try test.input.press(.return)
        #expect(field.isEditing)
        #expect(spy.results(of: .shouldReturn) == [false])
        #expect(spy.callCount(to: .shouldChangeCharacters) == 2)
        #expect(form.trail.all == ["began", "change a", "change b"])
        spy.forward(.shouldReturn)
        try test.input.press(.return)
        #expect(!field.isEditing)
        #expect(spy.wasCalled(.didEndEditing))
    }

    @Test("a scroll view spy: a stubbed viewForZooming lets a pinch zoom, and the end of the zoom is recorded")
    func scrollView() throws {
        let scroller = test.add("photo") { ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480)) }
        let photo = test.make { View(frame: Rect(x: 0, y: 0, width: 320, height: 480)) }
        scroller.addSubview(photo)
        scroller.contentSize = Size(width: 320, height: 480)
        scroller.maximumZoomScale = 4
        let watcher = DragWatcher()
        scroller.delegate = watcher
        let spy = try DelegateSpy(delegateOf: scroller)
        try test.input.pinch(scroller, scale: 2)
        #expect(scroller.zoomScale == 1)
        #expect(spy.results(of: .viewForZooming).allSatisfy { $0 == nil })
        spy.stub(.viewForZooming) { photo }
        try test.input.pinch(scroller, scale: 2)
        #expect(scroller.zoomScale > 1.5)
        let end = try #require(spy.arguments(of: .didEndZooming).last)
        #expect(end.view === photo)
        #expect(end.scale == scroller.zoomScale)
    }

    @Test("a table delegate spy records row calls, and a scroll spy on the same table its scroll calls")
    func tableDelegate() throws {
        let contacts = ContactsModel()
        let table = test.addTable(dataSource: contacts, delegate: contacts)
        let rows = try DelegateSpy(delegateOf: table)
        let scrolling = try DelegateSpy<ScrollViewDelegateCall>(delegateOf: table)
        rows.stub(.willSelectRow) { indexPath in IndexPath(row: indexPath.row + 1) }
        try test.input.tapRow(at: IndexPath(row: 2), in: table)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3))
        #expect(rows.arguments(of: .didSelectRow) == [IndexPath(row: 3)])
        #expect(contacts.trail.all == ["selected 3"])
        #expect(!scrolling.wasCalled(.willBeginDragging))
        try test.input.scroll(table, by: Point(x: 0, y: 100))
        #expect(scrolling.callCount(to: .willBeginDragging) == 1)
        #expect(scrolling.arguments(of: .didEndDragging) == [false])
        #expect(!rows.calls.contains { $0.method.hasPrefix("scrollView") })
        rows.remove()
        scrolling.remove()
        #expect(table.delegate === contacts)
    }

    @Test("a table whose delegate is not a table delegate still has none through the proxy: rows select, unheard")
    func tableWithScrollDelegate() throws {
        let (contacts, watcher) = (ContactsModel(), DragWatcher())
        let table = test.addTable(dataSource: contacts, delegate: watcher)
        let rows = try DelegateSpy(delegateOf: table)
        #expect(!(table.delegate is any TableViewDelegate))
        try test.input.tapRow(at: IndexPath(row: 0), in: table)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0))
        #expect(!rows.wasCalled)
    }

    @Test("a table data source spy: a stubbed row count shortens the table until forwarded again")
    func tableDataSource() throws {
        let contacts = ContactsModel(count: 30)
        let table = test.addTable(dataSource: contacts)
        let spy = try DelegateSpy(dataSourceOf: table)
        #expect(spy.results(of: .numberOfSections) == [1])
        #expect(spy.arguments(of: .numberOfRows) == [0])
        spy.stub(.numberOfRows, returning: 3)
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 3)
        spy.forwardAll()
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 30)
        #expect(spy.calls(to: .cellForRow).count > 3)
    }

    @Test("a picker data source spy: a stubbed number of wheels")
    func pickerDataSource() throws {
        let model = MonthsModel()
        let picker = test.addPicker(dataSource: model)
        let spy = try DelegateSpy(dataSourceOf: picker)
        #expect(spy.results(of: .numberOfComponents) == [2])
        #expect(spy.arguments(of: .numberOfRows) == [0, 1])
        spy.stub(.numberOfComponents) { 1 }
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 1)
    }

    @Test("an accelerometer spy records every reading in order")
    func accelerometer() throws {
        let accelerometer = test.app.device.accelerometer
        let keeper = ReadingKeeper()
        accelerometer.delegate = keeper
        let spy = try DelegateSpy(delegateOf: accelerometer)
        try test.input.feedAccelerometer([Acceleration(x: 1, y: 0, z: 0), Acceleration(x: 2, y: 0, z: 0)])
        #expect(spy.arguments(of: .didAccelerate).prefix(2).map(\.x) == [1, 2])
        #expect(keeper.readings.prefix(2).map(\.x) == [1, 2])
        #expect(spy.calls.allSatisfy { $0.time != nil })
        spy.remove()
        #expect(accelerometer.delegate === keeper)
        accelerometer.delegate = nil
    }

    @Test("a gesture recognizer spy: a stubbed shouldBegin stops the tap, the real delegate is not asked")
    func gestureRecognizer() throws {
        let card = test.addTappableCard()
        let gate = BeginGate()
        card.tap.delegate = gate
        let spy = try DelegateSpy(delegateOf: card.tap)
        spy.stub(.shouldBegin, returning: false)
        try test.input.tap(card.card)
        #expect(card.taps == 0)
        #expect(gate.asked == 0)
        #expect(spy.results(of: .shouldBegin) == [false])
        #expect(spy.arguments(of: .shouldReceive).count == 1)
        spy.remove()
        try test.input.tap(card.card)
        #expect(card.taps == 1)
        #expect(gate.asked == 1)
    }
}
