import ComponentTestSupport
import Components
import Interpose
import Testing

@MainActor
@Suite struct TargetActionTests {
    let test = TestApp()
    let trail = Trail()

    func button(_ identifier: String = "ok") -> Button {
        test.add(identifier) { Button(title: "OK", frame: Rect(x: 20, y: 20, width: 100, height: 44)) }
    }

    /// Every control event the control sends, by name.
    func recordControlEvents() throws {
        try test.registry.on(Control.sendActionsHook).onMainActor.before { control, arguments in
            self.trail.note(arguments.events.names.joined(separator: "+"))
        }
    }

    @Test("targets and actions are public and enumerable")
    func enumerable() {
        let ok = button()
        let counter = Tally()
        let other = Tally()
        ok.addTarget(counter, action: "bump", for: .touchUpInside) { counter, _, _ in counter.bump() }
        ok.addTarget(other, action: "track", for: [.touchDown, .touchUpInside]) { _, _, _ in }
        ok.addAction(Action("log") { _, _ in }, for: .valueChanged)
        #expect(ok.allTargets.count == 2)
        #expect(ok.allTargets[0] === counter && ok.allTargets[1] === other)
        #expect(ok.actions(for: .touchUpInside).map(\.name) == ["bump", "track"])
        #expect(ok.actions(for: .touchDown).map(\.name) == ["track"])
        #expect(ok.allControlEvents == [.touchDown, .touchUpInside, .valueChanged])
        #expect(
            ok.targetActions.map(\.description) == [
                "bump → Tally for [touchUpInside]", "track → Tally for [touchDown, touchUpInside]",
                "log for [valueChanged]",
            ])
    }

    @Test("adding the same target and action again adds events to one registration")
    func merging() {
        let ok = button()
        let counter = Tally()
        ok.addTarget(counter, action: "bump", for: .touchDown) { counter, _, _ in counter.bump() }
        ok.addTarget(counter, action: "bump", for: .touchUpInside) { counter, _, _ in counter.bump() }
        #expect(ok.targetActions.count == 1)
        #expect(ok.targetActions[0].events == [.touchDown, .touchUpInside])
    }

    @Test("removing a target removes its events; a registration with none left goes")
    func removing() {
        let ok = button()
        let counter = Tally()
        ok.addTarget(counter, action: "bump", for: [.touchDown, .touchUpInside]) { counter, _, _ in counter.bump() }
        ok.addTarget(counter, action: "other", for: .touchUpInside) { _, _, _ in }
        ok.removeTarget(counter, action: "bump", for: .touchDown)
        #expect(ok.actions(for: .touchDown).isEmpty)
        ok.removeTarget(counter, action: nil, for: .touchUpInside)
        #expect(ok.targetActions.isEmpty)
        let action = Action("log") { _, _ in }
        ok.addAction(action, for: .allEvents)
        ok.removeAction(action)
        #expect(ok.targetActions.isEmpty)
    }

    @Test("targets are held weakly: a target that goes away leaves an orphaned action that is dropped")
    func weakTargets() throws {
        let ok = button()
        var counter: Tally? = Tally()
        ok.addTarget(counter!, action: "bump", for: .touchUpInside) { counter, _, _ in counter.bump() }
        #expect(ok.allTargets.count == 1)
        counter = nil
        #expect(ok.allTargets.isEmpty)
        #expect(ok.targetActions.isEmpty)
        try test.input.tap(ok)
    }

    @Test("a tap sends touch down, touch up inside and primary action, in that order")
    func tapEvents() throws {
        let ok = button()
        try recordControlEvents()
        try test.input.tap(ok)
        #expect(trail.all == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("a double tap sends touch down repeat on the second touch")
    func doubleTapEvents() throws {
        let ok = button()
        try recordControlEvents()
        try test.input.doubleTap(ok)
        #expect(trail.all.filter { $0 == "touchDownRepeat" }.count == 1)
        #expect(trail.all.filter { $0 == "touchUpInside" }.count == 2)
    }

    @Test("dragging off a button and letting go sends exit, outside drags and touch up outside")
    func dragOff() throws {
        let ok = button()
        let counter = Tally()
        ok.addTarget(counter, action: "bump", for: .touchUpInside) { counter, _, _ in counter.bump() }
        try recordControlEvents()
        try test.input.drag(ok, along: [Point(x: 50, y: 22), Point(x: 60, y: 22), Point(x: 200, y: 22)])
        #expect(
            trail.all == [
                "touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchUpOutside",
            ])
        #expect(counter.count == 0)
        #expect(ok.isHighlighted == false)
    }

    @Test("an action without a target runs its closure")
    func closureAction() throws {
        let ok = button()
        ok.addAction(
            Action("log") { sender, event in self.trail.note("\(sender) \(event?.type.description ?? "-")") },
            for: .touchUpInside)
        try test.input.tap(ok)
        #expect(trail.all == ["Button \"ok\" touches"])
    }

    @Test("an action sent to the first responder's type climbs the chain to the first match")
    func nilTargetedAction() throws {
        let canvas = test.add("canvas") {
            TouchRecorder(trail: trail, frame: Rect(x: 0, y: 200, width: 300, height: 200))
        }
        let field = test.add("field", to: canvas) { TextField(frame: Rect(x: 0, y: 0, width: 100, height: 30)) }
        let ok = button()
        ok.addAction(
            Action("clear", toFirstResponder: TouchRecorder.self) { recorder, _, _ in recorder.trail.note("cleared") },
            for: .touchUpInside)
        try test.input.tap(ok)
        #expect(trail.all.isEmpty)
        field.becomeFirstResponder()
        try test.input.tap(ok)
        #expect(trail.all == ["cleared"])
        #expect(canvas.isFirstResponder == false)
    }

    @Test("a mask's events come one at a time, lowest bit first")
    func separatedEvents() {
        let events: ControlEvents = [.editingChanged, .touchDown, .valueChanged]
        #expect(Array(events.separated) == [.touchDown, .valueChanged, .editingChanged])
        #expect(Array(ControlEvents().separated).isEmpty)
    }

    @Test("a control outside any application still performs its actions when told to")
    func detachedControl() {
        let counter = Tally()
        let loose = test.make { Switch() }
        loose.addTarget(counter, action: "bump", for: .valueChanged) { counter, _, _ in counter.bump() }
        loose.sendActions(for: .valueChanged)
        #expect(counter.count == 1)
    }
}
