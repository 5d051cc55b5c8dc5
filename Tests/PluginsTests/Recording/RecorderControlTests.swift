import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// Seeds 002 and 004: controls record at the level a person would name what they did.
@MainActor
@Suite struct RecorderControlTests {
    let test = PluginTestApp()

    @Test("a button tap records Tap; a slider drag records one Slide with the value, not the drag")
    func tapAndSlide() throws {
        let recorder = try test.record()
        let ok = test.add("ok") { Button(title: "OK", frame: test.row(20)) }
        let volume = test.add("volume") { Slider(frame: test.row(80)) }
        try test.input.tap(ok)
        try test.input.slide(volume, to: 0.75)
        #expect(recorder.lines == ["Button ok Tap", "Slider volume Slide 0.75"])
    }

    @Test("a switch toggles, a stepper steps by the half touched, a segmented control selects")
    func valueControls() throws {
        let recorder = try test.record()
        let wifi = test.add("wifi") { Switch(frame: test.row(20)) }
        let guests = test.add("guests") { Stepper(value: 2, frame: test.row(80)) }
        let size = test.add("size") { SegmentedControl(items: ["S", "M", "L"], frame: test.row(140)) }
        try test.input.tap(wifi)
        try test.input.tap(guests, at: Point(x: 190, y: 20))
        try test.input.tap(guests, at: Point(x: 10, y: 20))
        try test.input.tap(size, at: Point(x: 180, y: 20))
        #expect(
            recorder.lines == [
                "Switch wifi Toggle", "Stepper guests Increment", "Stepper guests Decrement",
                "SegmentedControl size Select 2",
            ])
    }

    @Test("typing records one EnterText with the whole text; the return key is kept")
    func enterText() throws {
        let recorder = try test.record()
        let name = test.add("name") { TextField(frame: test.row(20)) }
        let city = test.add("city") { TextField(frame: test.row(80)) }
        try test.input.typeText("Joe", into: name)
        try test.input.typeText("Oslo", into: city)
        try test.input.press(.return)
        #expect(recorder.lines == ["TextField name EnterText Joe", "TextField city EnterText Oslo return"])
    }

    @Test("a secure field records a placeholder, and its secret appears nowhere in the recording")
    func secureText() throws {
        let recorder = try test.record()
        let password = test.add("password") { TextField(frame: test.row(20)) }
        password.isSecureTextEntry = true
        try test.input.typeText("hunter2", into: password)
        #expect(recorder.lines == ["TextField password EnterText ${password}"])
        let everything = "\(recorder.recordedCommands)" + "\(recorder.script)"
        #expect(!everything.contains("hunter") && !everything.contains("\"h\""))
        let keys = recorder.recordedCommands[0].command.provenance?.entries.filter { $0.source == "press" } ?? []
        #expect(keys.count == 7 && keys.allSatisfy { $0.detail == "key" })
    }

    @Test("a picker selection records Select with row and component while the app's delegate still hears it")
    func picker() throws {
        let recorder = try test.record()
        let wheels = SampleWheels()
        let picker = test.add("size") { PickerView(frame: Rect(x: 0, y: 264, width: 320, height: 216)) }
        picker.dataSource = wheels
        picker.delegate = wheels
        try test.input.spin(picker, component: 1, rows: 2)
        #expect(recorder.lines == ["PickerView size Select 2 1"])
        #expect(wheels.selections == ["2 in 1"])
    }

    @Test("a tap on a table row records Select; a drag records where the content will come to rest")
    func table() throws {
        let recorder = try test.record()
        let rows = SampleRows(count: 100)
        let table = test.add("list") { TableView(frame: Rect(x: 0, y: 0, width: 320, height: 440)) }
        table.dataSource = rows
        table.delegate = rows
        try test.input.tapRow(at: IndexPath(row: 3, section: 0), in: table)
        try test.input.scroll(table, by: Point(x: 0, y: 300))
        #expect(recorder.lines == ["TableView list Select 3", "TableView list ScrollTo 0 300"])
        try test.input.tap(test.add("ok") { Button(title: "OK", frame: Rect(x: 0, y: 440, width: 320, height: 40)) })
        try test.input.drag(table, from: Point(x: 160, y: 400), to: Point(x: 160, y: 100), steps: 3)
        #expect(table.isDecelerating)
        let recorded = recorder.lines.last
        test.app.clock.runUntilIdle()
        #expect(recorder.lines.count == 4)
        #expect(recorded == "TableView list ScrollTo 0 \(Int(table.contentOffset.y.rounded()))")
        #expect(rows.selections == [IndexPath(row: 3, section: 0)])
    }

    @Test("a drag that rests on a row's top records ScrollToRow, which a player plays back to the same offset")
    func scrollToRow() throws {
        let recorder = try test.record()
        let rows = SampleRows(count: 100)
        let table = test.add("list") { TableView(frame: Rect(x: 0, y: 0, width: 320, height: 440)) }
        table.dataSource = rows
        try test.input.scroll(table, by: Point(x: 0, y: 440))
        try test.input.scroll(table, by: Point(x: 0, y: 100))
        #expect(recorder.lines == ["TableView list ScrollToRow 10", "TableView list ScrollTo 0 540"])

        let replay = PluginTestApp()
        let again = try replay.record()
        let copy = replay.add("list") { TableView(frame: Rect(x: 0, y: 0, width: 320, height: 440)) }
        copy.dataSource = rows
        #expect(Player(application: replay.app, bus: replay.bus).play(recorder.script).passed)
        #expect(copy.contentOffset == table.contentOffset && again.lines == recorder.lines)
    }

    @Test("changes the app makes by itself are not recorded, only what a person did")
    func appChanges() throws {
        let recorder = try test.record()
        let wifi = test.add("wifi") { Switch(frame: test.row(20)) }
        let reset = test.add("reset") { Button(title: "Reset", frame: test.row(80)) }
        reset.addTarget(wifi, action: "flip", for: .touchUpInside) { wifi, _, _ in
            wifi.setOn(!wifi.isOn)
            wifi.sendActions(for: .valueChanged)
        }
        try test.input.tap(reset)
        #expect(wifi.isOn)
        #expect(recorder.lines == ["Button reset Tap"])
    }
}
