import ComponentTestSupport
import Components
import Interpose
import Testing

@MainActor
@Suite struct ValueControlTests {
    let test = TestApp()

    @Test("tapping a switch flips it and reports the change")
    func switchFlips() throws {
        let wifi = test.add("wifi") { Switch(isOn: false, frame: Rect(x: 20, y: 20, width: 51, height: 31)) }
        let counter = Tally()
        wifi.addTarget(counter, action: "toggled", for: .valueChanged) { counter, _, _ in counter.bump() }
        try test.input.tap(wifi)
        #expect(wifi.isOn)
        try test.input.tap(wifi)
        #expect(!wifi.isOn)
        #expect(counter.count == 2)
        wifi.setOn(true)
        #expect(counter.count == 2)
    }

    @Test("a switch does not flip when the finger leaves before lifting")
    func switchCancelledByDraggingOff() throws {
        let wifi = test.add("wifi") { Switch(frame: Rect(x: 20, y: 20, width: 51, height: 31)) }
        try test.input.drag(wifi, from: Point(x: 25, y: 15), to: Point(x: 200, y: 15))
        #expect(!wifi.isOn)
    }

    @Test("a stepper steps down on its left half and up on its right, within its range")
    func stepperSteps() throws {
        let guests = test.add("guests") {
            Stepper(value: 2, minimumValue: 1, maximumValue: 3, frame: Rect(x: 20, y: 20, width: 94, height: 29))
        }
        let right = Point(x: 80, y: 15)
        let left = Point(x: 10, y: 15)
        try test.input.tap(guests, at: right)
        #expect(guests.value == 3)
        try test.input.tap(guests, at: right)
        #expect(guests.value == 3)
        try test.input.tap(guests, at: left)
        try test.input.tap(guests, at: left)
        try test.input.tap(guests, at: left)
        #expect(guests.value == 1)
        guests.wraps = true
        try test.input.tap(guests, at: left)
        #expect(guests.value == 3)
    }

    @Test("holding a stepper repeats its step on the virtual clock")
    func stepperAutorepeat() throws {
        let count = test.add("count") {
            Stepper(value: 0, minimumValue: 0, maximumValue: 100, frame: Rect(x: 20, y: 20, width: 94, height: 29))
        }
        try test.input.longPress(count, at: Point(x: 80, y: 15), duration: 0.8)
        #expect(count.value == 5)
        count.autorepeat = false
        try test.input.longPress(count, at: Point(x: 80, y: 15), duration: 0.8)
        #expect(count.value == 6)
        #expect(test.app.clock.pendingCount == 0)
    }

    @Test("tapping a segment selects it; a momentary control reports taps and keeps no selection")
    func segments() throws {
        let size = test.add("size") {
            SegmentedControl(items: ["S", "M", "L"], frame: Rect(x: 10, y: 10, width: 300, height: 30))
        }
        let picked = Trail()
        let action = Action("picked") { sender, _ in
            picked.note("\((sender as? SegmentedControl)?.selectedSegmentIndex ?? -2)")
        }
        size.addAction(action, for: .valueChanged)
        try test.input.tap(size, at: try #require(size.frameForSegment(at: 2)).center)
        try test.input.tap(size, at: try #require(size.frameForSegment(at: 2)).center)
        size.setEnabled(false, forSegmentAt: 0)
        try test.input.tap(size, at: Point(x: 50, y: 15))
        #expect(size.selectedSegmentIndex == 2)
        size.isMomentary = true
        try test.input.tap(size, at: Point(x: 150, y: 15))
        #expect(size.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(picked.all == ["2", "1"])
    }

    @Test("segments can be inserted and removed, and the selection follows")
    func editingSegments() {
        let size = test.make { SegmentedControl(items: ["S", "L"]) }
        size.selectedSegmentIndex = 1
        size.insertSegment(withTitle: "M", at: 1)
        #expect(size.titles == ["S", "M", "L"])
        #expect(size.selectedSegmentIndex == 2)
        size.removeSegment(at: 2)
        #expect(size.selectedSegmentIndex == SegmentedControl.noSegment)
        size.selectedSegmentIndex = 9
        #expect(size.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(size.titleForSegment(at: 1) == "M")
    }
}
