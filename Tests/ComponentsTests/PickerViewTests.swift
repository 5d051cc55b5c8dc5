import ComponentTestSupport
import Components
import Interpose
import Testing

@MainActor
@Suite struct PickerViewTests {
    let test = TestApp()
    let picker: PickerView
    let model = MonthsAndDays()

    /// A 320×216 picker at the bottom of the window, months on the left, days on the right.
    init() {
        picker = test.add("date") { PickerView(frame: Rect(x: 0, y: 264, width: 320, height: 216)) }
        picker.delegate = model
        picker.dataSource = model
    }

    @Test("the picker loads its wheels and titles, and selects rows in code without telling the delegate")
    func selectInCode() throws {
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 31)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        try picker.selectRow(4, inComponent: 0, animated: false)
        try picker.selectRow(30, inComponent: 1, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 4)
        #expect(picker.title(forRow: 4, inComponent: 0) == "May")
        #expect(picker.title(forRow: 30, inComponent: 1) == "31")
        #expect(picker.title(forRow: 12, inComponent: 0) == nil)
        #expect(picker.row(titled: "May", inComponent: 0) == 4 && picker.row(titled: "31", inComponent: 1) == 30)
        #expect(picker.row(titled: "May", inComponent: 1) == nil && picker.row(titled: "may", inComponent: 0) == nil)
        #expect(picker.selectedRow(inComponent: 2) == nil)
        #expect(model.trail.all.isEmpty)
        #expect(picker.summary.contains("selected=[4, 30]"))
    }

    @Test("selecting a component or row that does not exist is a clear error, and changes nothing")
    func outOfRange() throws {
        try picker.selectRow(2, inComponent: 1, animated: false)
        #expect(throws: PickerViewError.componentOutOfRange(component: 2, components: 2)) {
            try picker.selectRow(0, inComponent: 2, animated: false)
        }
        #expect(throws: PickerViewError.rowOutOfRange(row: 31, component: 1, rows: 31)) {
            try picker.selectRow(31, inComponent: 1, animated: false)
        }
        #expect(throws: PickerViewError.rowOutOfRange(row: -1, component: 0, rows: 12)) {
            try picker.selectRow(-1, inComponent: 0, animated: false)
        }
        #expect(picker.selectedRow(inComponent: 1) == 2)
        #expect(
            PickerViewError.rowOutOfRange(row: 40, component: 1, rows: 31).description
                == "row 40 does not exist in component 1: it has 31 rows")
        #expect(throws: SynthesisError.self) { try test.input.spin(picker, component: 5, rows: 1) }
    }

    @Test("a drag on a wheel's column spins that wheel by the distance over the row height, once settled")
    func spin() throws {
        try test.input.spin(picker, component: 0, rows: 3)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        try test.input.spin(picker, component: 1, rows: 5)
        try test.input.spin(picker, component: 0, rows: -2)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(picker.selectedRow(inComponent: 1) == 5)
        #expect(model.trail.all == ["didSelect 3 in 0", "didSelect 5 in 1", "didSelect 1 in 0"])
    }

    @Test("a drag rounds to whole rows and stops at the wheel's first and last rows")
    func roundingAndClamping() throws {
        let column = try #require(picker.rect(forComponent: 1))
        let start = Point(x: column.midX, y: column.midY)
        let height = picker.rowHeight(forComponent: 1)
        try test.input.drag(picker, from: start, to: start.offsetBy(dx: 0, dy: -2.4 * height))
        #expect(picker.selectedRow(inComponent: 1) == 2)
        try test.input.drag(picker, from: start, to: start.offsetBy(dx: 0, dy: -1.6 * height))
        #expect(picker.selectedRow(inComponent: 1) == 4)
        try test.input.spin(picker, component: 1, rows: 100)
        #expect(picker.selectedRow(inComponent: 1) == 30)
        try test.input.spin(picker, component: 1, rows: -100)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        try test.input.spin(picker, component: 1, rows: -3)
        #expect(model.trail.all == ["didSelect 2 in 1", "didSelect 4 in 1", "didSelect 30 in 1", "didSelect 0 in 1"])
    }

    @Test("a tap on a row above or below the middle brings it to the middle")
    func tapRow() throws {
        let column = try #require(picker.rect(forComponent: 0))
        try picker.selectRow(5, inComponent: 0, animated: false)
        let height = picker.rowHeight(forComponent: 0)
        try test.input.tap(picker, at: Point(x: column.midX, y: column.midY + 2 * height))
        #expect(picker.selectedRow(inComponent: 0) == 7)
        try test.input.tap(picker, at: Point(x: column.midX, y: column.midY - height))
        #expect(picker.selectedRow(inComponent: 0) == 6)
        try test.input.tap(picker, at: Point(x: column.midX, y: column.midY))
        #expect(model.trail.all == ["didSelect 7 in 0", "didSelect 6 in 0"])
    }

    @Test("the delegate's row height sets how far a row is; reloading keeps selections within the rows")
    func rowHeightsAndReload() throws {
        model.dayRowHeight = 50
        picker.reloadComponent(1)
        #expect(picker.rowHeight(forComponent: 1) == 50)
        #expect(picker.rowHeight(forComponent: 0) == PickerView.defaultRowHeight)
        try test.input.spin(picker, component: 1, rows: 2)
        #expect(picker.selectedRow(inComponent: 1) == 2)
        try picker.selectRow(30, inComponent: 1, animated: false)
        model.dayCount = 28
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 1) == 27)
        picker.reloadComponent(9)
        #expect(picker.numberOfComponents == 2)
    }

    @Test("data source, delegate and every call go through hooks that advice can watch")
    func hooks() throws {
        let seen = Trail()
        try test.registry.on(PickerView.delegateDidSelectRowHook).onMainActor.before { picker, selection in
            seen.note("\(picker.componentName) row \(selection.row) of \(selection.component)")
        }
        try test.registry.on(PickerView.dataSourceNumberOfRowsHook).onMainActor.after { _, component, rows in
            seen.note("rows of \(component): \(rows)")
        }
        try test.registry.on(PickerView.setDelegateHook).onMainActor.before { _, delegate in
            seen.note("delegate \(delegate == nil ? "cleared" : "set")")
        }
        try test.input.spin(picker, component: 0, rows: 1)
        picker.reloadComponent(1)
        picker.delegate = nil
        try test.input.spin(picker, component: 0, rows: 1)
        #expect(
            seen.all == [
                "PickerView \"date\" row 1 of 0", "rows of 1: 31", "delegate cleared", "PickerView \"date\" row 2 of 0",
            ])
        #expect(model.trail.all == ["didSelect 1 in 0"])
    }
}
