import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// A recorder installed into an application whose screens already exist hears everything from
/// then on: the hooks components declare reach every instance, whenever it was made and
/// whatever delegate it has.
@MainActor
@Suite struct RecorderInstallOrderTests {
    let test = PluginTestApp()

    @Test("controls, a picker and a table made, and their delegates set, before the recorder are heard")
    func builtBefore() throws {
        let volume = test.add("volume") { Slider(frame: test.row(20)) }
        let wifi = test.add("wifi") { Switch(frame: test.row(70)) }
        let wheels = SampleWheels()
        let picker = test.add("size") { PickerView(frame: Rect(x: 20, y: 120, width: 280, height: 150)) }
        (picker.dataSource, picker.delegate) = (wheels, wheels)
        let rows = SampleRows(count: 5)
        let table = test.add("list") { TableView(frame: Rect(x: 0, y: 280, width: 320, height: 200)) }
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        (table.dataSource, table.delegate) = (rows, rows)
        table.reloadData()

        let recorder = try test.record()
        try test.input.slide(volume, to: 0.25)
        try test.input.tap(wifi)
        try test.input.spin(picker, component: 1, rows: 2)
        try test.input.tapRow(at: IndexPath(row: 3, section: 0), in: table)
        #expect(
            recorder.lines == [
                "Slider volume Slide 0.25", "Switch wifi Toggle", "PickerView size Select 2 1",
                "TableView list Select 3",
            ])
        // The delegates set before still hear their calls, first hand: nothing was wrapped.
        #expect(wheels.selections == ["2 in 1"] && rows.selections == [IndexPath(row: 3, section: 0)])
        #expect(picker.delegate === wheels)
    }

    @Test("a control made before the recorder, outside any window, is heard once it is shown")
    func outsideWindows() throws {
        let ok = test.make { Button(title: "OK", frame: test.row(20)) }
        ok.accessibilityIdentifier = "ok"
        let recorder = try test.record()
        test.window.addSubview(ok)
        try test.input.tap(ok)
        #expect(recorder.lines == ["Button ok Tap"])
    }

    @Test("a screen built before the recorder and shown after it is heard")
    func screenNotOnShow() throws {
        let settings = test.make { ViewController(title: "Settings") }
        let navigation = test.make { NavigationController(rootViewController: settings) }
        test.window.rootViewController = navigation
        let detail = test.make { ViewController(title: "Detail") }
        let save = test.make { Button(title: "Save", frame: test.row(100)) }
        save.accessibilityIdentifier = "save"
        detail.view.addSubview(save)

        let recorder = try test.record()
        navigation.push(detail, animated: false)
        try test.input.tap(save)
        #expect(recorder.lines == ["Button save Tap"])
    }
}
