import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

@MainActor
@Suite struct TargetActionListenerTests {
    let test = PluginTestApp()

    @Test("each control type is heard for the events it declares, with its value after the change")
    func interestingEvents() throws {
        try test.host.install(TargetActionListener())
        let log = test.collect(ControlEvent.self)
        let ok = test.add("ok") { Button(title: "OK", frame: test.row(20)) }
        let volume = test.add("volume") { Slider(frame: test.row(80)) }
        let wifi = test.add("wifi") { Switch(frame: test.row(140)) }
        let guests = test.add("guests") { Stepper(value: 2, frame: test.row(200)) }
        let size = test.add("size") { SegmentedControl(items: ["S", "M", "L"], frame: test.row(260)) }

        try test.input.tap(ok)
        try test.input.slide(volume, to: 0.75)
        try test.input.tap(wifi)
        try test.input.tap(guests, at: Point(x: 190, y: 20))
        try test.input.tap(size, at: Point(x: 180, y: 20))

        let heard = log.events.map { "\($0.control.accessibilityIdentifier ?? "?") \($0.events) \($0.value)" }
        #expect(heard.first == "ok [touchUpInside] ")
        #expect(heard.contains("volume [valueChanged] 0.75"))
        #expect(heard.suffix(3) == ["wifi [valueChanged] true", "guests [valueChanged] 3", "size [valueChanged] 2"])
        #expect(!heard.contains { $0.contains("touchDown") })
    }

    @Test("a control event happens when its cause did, or at the clock's time when nothing caused it")
    func times() throws {
        try test.host.install(TargetActionListener())
        let log = test.collect(ControlEvent.self)
        let ok = test.add("ok") { Button(title: "OK", frame: test.row(20)) }
        test.app.clock.advance(by: 5)
        try test.input.tap(ok)
        let tapped = try #require(log.events.last)
        #expect(tapped.time == tapped.cause?.timestamp && tapped.time > 5)
        test.app.clock.advance(by: 2)
        ok.sendActions(for: .touchUpInside)
        #expect(log.events.last?.cause == nil && log.events.last?.time == test.app.clock.now)
        #expect(log.events.map(\.time) == log.events.map(\.time).sorted())
    }

    @Test("a per-control listener's action sent from a control of another class reads that control's value")
    func actionFromAnotherControl() throws {
        try test.host.install(TargetActionListener(mode: .perControl()))
        let log = test.collect(ControlEvent.self)
        let volume = test.add("volume") { Slider(frame: test.row(20)) }
        let wifi = test.add("wifi") { Switch(frame: test.row(80)) }
        let field = test.add("name") { TextField(frame: test.row(140)) }
        field.text = "Ada"
        let action = try #require(volume.actions(for: .valueChanged).first)

        wifi.isOn = true
        wifi.sendAction(action, to: action.target, for: nil)
        field.sendAction(action, to: action.target, for: nil)
        volume.value = 0.25
        volume.sendAction(action, to: action.target, for: nil)

        #expect(log.events.map(\.value) == [.bool(true), .text("Ada"), .number(0.25)])
        #expect(log.events.map { $0.control.accessibilityIdentifier } == ["wifi", "name", "volume"])
    }

    @Test("a text field is heard while editing; a secure one never shows its text")
    func textFields() throws {
        try test.host.install(TargetActionListener())
        let log = test.collect(ControlEvent.self)
        let name = test.add("name") { TextField(frame: test.row(20)) }
        let password = test.add("password") { TextField(frame: test.row(80)) }
        password.isSecureTextEntry = true

        try test.input.typeText("Jo", into: name)
        try test.input.typeText("hunter2", into: password)

        let names = log.events.filter { $0.control === name }
        #expect(names.map(\.events) == [.editingDidBegin, .editingChanged, .editingChanged, .editingDidEnd])
        #expect(names.last?.value == .text("Jo"))
        let secrets = log.events.filter { $0.control === password }
        #expect(!secrets.isEmpty && secrets.allSatisfy { $0.value == .redacted })
        #expect(!log.events.map { "\($0.value)" }.joined().contains("hunter"))
    }

    @Test("a control already in a window is heard without the listener being given the application")
    func existingControls() throws {
        let early = test.add("early") { Switch(frame: test.row(20)) }
        try test.host.install(TargetActionListener())
        let log = test.collect(ControlEvent.self)
        try test.input.tap(early)
        #expect(log.events.map(\.value) == [.bool(true)])
        #expect(early.targetActions.isEmpty)
    }

    @Test("a control made before the listener, outside any window, is heard")
    func controlOutsideWindows() throws {
        let late = test.make { Button(title: "Late", frame: test.row(20)) }
        try test.host.install(TargetActionListener())
        let log = test.collect(ControlEvent.self)
        late.sendActions(for: [.touchDown, .touchUpInside])
        #expect(log.events.map(\.events) == [.touchUpInside])
        #expect(log.events.first?.control === late && log.events.first?.time == 0)
        test.window.addSubview(late)
        late.accessibilityIdentifier = "late"
        try test.input.tap(late)
        #expect(log.events.map(\.events) == [.touchUpInside, .touchUpInside])
    }

    @Test("a dispatch of several events publishes each interesting one, before the control's own actions")
    func eventsOneAtATime() throws {
        try test.host.install(TargetActionListener())
        let field = test.add("name") { TextField(frame: test.row(20)) }
        let order = EventLog<String>()
        field.addAction(Action("own") { _, _ in order.events.append("own action") }, for: .allEvents)
        test.bus.subscribe(to: ControlEvent.self) { event in
            MainActor.assumeIsolated { order.events.append("heard \(event.events)") }
        }
        field.sendActions(for: [.touchDown, .editingDidBegin, .editingChanged])
        #expect(order.events == ["heard [editingDidBegin]", "heard [editingChanged]", "own action"])
    }

    @Test("a per-control listener adds actions to the controls in its application's windows and to later ones")
    func perControl() throws {
        let early = test.add("early") { Switch(frame: test.row(20)) }
        let unmet = test.make { Button(title: "Unmet", frame: test.row(140)) }
        let listener = TargetActionListener(mode: .perControl(application: test.app))
        try test.host.install(listener)
        #expect(test.registry.installedAdvice(on: Control.sendActionsHook).isEmpty)
        let late = test.add("late") { Button(title: "Late", frame: test.row(80)) }
        test.window.addSubview(unmet)
        let log = test.collect(ControlEvent.self)
        try test.input.tap(early)
        try test.input.tap(late)
        try test.input.tap(unmet)
        #expect(log.events.map { $0.control.accessibilityIdentifier } == ["early", "late"])
        #expect(listener.controls.map(\.accessibilityIdentifier) == ["early", "late"])
        #expect(unmet.targetActions.isEmpty)
    }

    @Test("uninstalling takes the advice away: nothing more is heard, and the control's own actions stay")
    func uninstallDispatches() throws {
        try test.host.install(TargetActionListener())
        let ok = test.add("ok") { Button(title: "OK", frame: test.row(20)) }
        let tally = Counter()
        ok.addTarget(tally, action: "count", for: .touchUpInside) { tally, _, _ in tally.value += 1 }
        try test.host.uninstall(TargetActionListener.id)
        #expect(test.registry.installedAdvice().isEmpty)
        let log = test.collect(ControlEvent.self)
        try test.input.tap(ok)
        #expect(log.events.isEmpty && tally.value == 1)
    }

    @Test("uninstalling a per-control listener removes every action it added and nothing else")
    func uninstall() throws {
        let listener = TargetActionListener(mode: .perControl())
        try test.host.install(listener)
        let ok = test.add("ok") { Button(title: "OK", frame: test.row(20)) }
        let tally = Counter()
        ok.addTarget(tally, action: "count", for: .touchUpInside) { tally, _, _ in tally.value += 1 }
        #expect(ok.targetActions.count == 2)
        #expect(listener.controls.count == 1 && listener.controls.first === ok)

        try test.host.uninstall(TargetActionListener.id)
        #expect(ok.targetActions.map(\.action.name) == ["count"])
        #expect(test.registry.installedAdvice().isEmpty)
        let log = test.collect(ControlEvent.self)
        try test.input.tap(ok)
        #expect(log.events.isEmpty && tally.value == 1)
    }

    @Test("a host refuses a second listener")
    func installedTwice() throws {
        try test.host.install(TargetActionListener())
        #expect(throws: PluginError.self) { try test.host.install(TargetActionListener()) }
        #expect(test.registry.installedAdvice(on: Control.sendActionsHook).count == 1)
    }
}

/// A counter an action bumps.
@MainActor
final class Counter: Sendable {
    var value = 0
}
