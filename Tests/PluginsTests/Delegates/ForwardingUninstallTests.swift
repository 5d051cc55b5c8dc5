import Components
import Interpose
import Plugins
import Testing

/// Uninstalling ``DelegateForwarding`` gives every kind of component its delegate back.
@MainActor
@Suite struct ForwardingUninstallTests {
    let test = DelegateTestApp()
    let table: TableView
    let contacts = ContactsModel()
    let scroller: ScrollView
    let watcher = DragWatcher()
    let tap: TapGestureRecognizer
    let gate = BeginGate()
    let keeper = ReadingKeeper()

    /// A table, a scroll view, a recognizer and the accelerometer, each with a wrapped delegate.
    init() throws {
        try test.host.install(DelegateForwarding())
        table = test.addTable(height: 240, dataSource: contacts, delegate: contacts)
        scroller = test.add("map") { ScrollView(frame: Rect(x: 0, y: 240, width: 320, height: 240)) }
        scroller.delegate = watcher
        tap = test.make { TapGestureRecognizer() }
        scroller.addGestureRecognizer(tap)
        tap.delegate = gate
        test.app.device.accelerometer.delegate = keeper
    }

    @Test("uninstalling gives a table, a scroll view, a recognizer and the accelerometer their delegates back")
    func everyKind() throws {
        #expect(table.delegate is TableViewDelegateProxy)
        #expect(table.dataSource is TableViewDataSourceProxy)
        #expect(scroller.delegate is ScrollViewDelegateProxy)
        #expect(tap.delegate is GestureRecognizerDelegateProxy)
        #expect(test.app.device.accelerometer.delegate is AccelerometerDelegateProxy)
        try test.host.uninstall(DelegateForwarding.defaultID)
        #expect(table.delegate === contacts)
        #expect(table.dataSource === contacts)
        #expect(table.numberOfRows(inSection: 0) == 20)
        #expect(scroller.delegate === watcher)
        #expect(tap.delegate === gate)
        #expect(test.app.device.accelerometer.delegate === keeper)
        #expect(test.registry.installedAdvice().isEmpty)
        test.app.device.accelerometer.delegate = nil
    }

    @Test("uninstalled from another thread, the plugin stops publishing at once and unwraps on the main actor")
    func offTheMainActor() async throws {
        let events = BusLog<DelegateCall>(test.host.bus)
        let host = test.host
        try await Task.detached { try host.uninstall(DelegateForwarding.defaultID) }.value
        _ = table.dataSource?.tableView(table, numberOfRowsInSection: 0)
        #expect(events.all.isEmpty)
        for _ in 0..<1000 where !(table.delegate === contacts) { await Task.yield() }
        #expect(table.delegate === contacts)
        #expect(tap.delegate === gate)
        test.app.device.accelerometer.delegate = nil
    }
}
