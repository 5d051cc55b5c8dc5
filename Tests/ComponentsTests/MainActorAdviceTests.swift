import ComponentTestSupport
import Components
import Interpose
import Testing

@MainActor
@Suite struct MainActorAdviceTests {
    let test = TestApp()
    let trail = Trail()

    func button() -> Button {
        test.add("ok") { Button(title: "OK", frame: Rect(x: 20, y: 20, width: 100, height: 44)) }
    }

    @Test("before and after advice run as main-actor code, in chain order, around the body")
    func beforeAndAfter() throws {
        let ok = button()
        try test.registry.on(Application.sendActionHook, named: "before").onMainActor.before { app, message in
            self.trail.note(
                "before \(message.action.name) first-responder=\(app.firstResponder == nil ? "none" : "some")")
        }
        try test.registry.on(Application.sendActionHook, named: "after").onMainActor.after { _, message, performed in
            self.trail.note("after \(message.action.name) \(performed)")
        }
        ok.addAction(Action("act") { _, _ in self.trail.note("body") }, for: .touchUpInside)
        try test.input.tap(ok)
        #expect(trail.all == ["before act first-responder=none", "body", "after act true"])
        #expect(
            test.registry.installedAdvice(on: Application.sendActionHook).compactMap(\.name) == ["before", "after"])
    }

    @Test("instead advice replaces the body and supplies the result")
    func instead() throws {
        let ok = button()
        try test.registry.on(Application.sendActionHook).onMainActor.instead { _, message in
            self.trail.note("intercepted \(message.action.name)")
            return false
        }
        let results = Trail()
        try test.registry.on(Application.sendActionHook, position: .first).onMainActor.after { _, _, performed in
            results.note("\(performed)")
        }
        ok.addAction(Action("act") { _, _ in self.trail.note("body") }, for: .touchUpInside)
        try test.input.tap(ok)
        #expect(trail.all == ["intercepted act"])
        #expect(results.all == ["false"])
    }

    @Test("around advice runs as main-actor code around the rest of the chain, and its result is the call's")
    func around() throws {
        let ok = button()
        let results = Trail()
        try test.registry.on(Application.sendActionHook, position: .first).onMainActor.after { _, _, performed in
            results.note("\(performed)")
        }
        try test.registry.on(Application.sendActionHook).onMainActor.around { invocation in
            MainActor.preconditionIsolated()
            self.trail.note("around \(invocation.arguments.action.name) in \(invocation.receiver.windows.count) window")
            let performed = invocation.proceed()
            self.trail.note("proceeded \(performed)")
            return !performed
        }
        ok.addAction(Action("act") { _, _ in self.trail.note("body") }, for: .touchUpInside)
        try test.input.tap(ok)
        #expect(trail.all == ["around act in 1 window", "body", "proceeded true"])
        #expect(results.all == ["false"])
    }

    @Test("around advice may proceed with other arguments, or not at all")
    func aroundArguments() throws {
        let ok = button()
        ok.addAction(Action("tapped") { _, _ in self.trail.note("tapped") }, for: .touchUpInside)
        ok.addAction(Action("changed") { _, _ in self.trail.note("changed") }, for: .valueChanged)
        try test.registry.on(Control.sendActionsHook).onMainActor.around { invocation in
            guard invocation.arguments.events.contains(.touchUpInside) else { return }
            invocation.proceed(with: (events: .valueChanged, event: invocation.arguments.event))
        }
        try test.input.tap(ok)
        ok.sendActions(for: .touchUpInside)
        #expect(trail.all == ["changed", "changed"])
    }

    @Test("once-only main-actor advice runs a single time, and its token removes it")
    func onceAndTokens() throws {
        let ok = button()
        try test.registry.on(Control.sendActionsHook, once: true).onMainActor.before { _, _ in self.trail.note("once") }
        let token = try test.registry.on(Control.sendActionsHook).onMainActor.before { _, _ in self.trail.note("each") }
        try test.input.tap(ok)
        token.remove()
        try test.input.tap(ok)
        #expect(trail.all == ["once", "each", "each", "each"])
    }

    @Test("argument rewriting runs on the main actor and the body sees the new arguments")
    func rewriting() throws {
        let ok = button()
        try test.registry.on(Control.sendActionsHook, scope: .instance(ok)).onMainActor.rewriteArguments {
            _, arguments in
            arguments.events.contains(.touchUpInside) ? ([.touchUpInside, .valueChanged], arguments.event) : arguments
        }
        ok.addAction(Action("changed") { _, _ in self.trail.note("value changed") }, for: .valueChanged)
        try test.input.tap(ok)
        #expect(trail.all == ["value changed"])
    }

    @Test("a plugin installs main-actor advice through its context, and loses it when uninstalled")
    func throughPluginContext() throws {
        let host = PluginHost(registry: test.registry)
        try host.install(TapCounterPlugin(trail: trail))
        let ok = button()
        let toggle = test.add("toggle") { Switch(frame: Rect(x: 20, y: 100, width: 51, height: 31)) }
        try test.input.tap(ok)
        try test.input.tap(toggle)
        #expect(trail.all == ["tap on Button \"ok\""])
        #expect(test.registry.installedAdvice(on: Control.sendActionsHook).first?.owner == "tap-counter")
        try host.uninstall("tap-counter")
        try test.input.tap(ok)
        #expect(trail.all.count == 1)
    }

    @Test("main-actor advice runs its closure as written, many times, on the main actor")
    func checkedClosureRuns() {
        var sum = 0
        let add = MainActorEntry.checked { (value: Int) in sum += value }
        for value in 1...100 { add(value) }
        #expect(sum == 5050)
    }

    @Test("main-actor advice called off the main actor stops the program rather than race")
    func offTheMainActor() async {
        await #expect(processExitsWith: .failure) {
            let call = MainActorEntry.checked { (value: Int) in _ = value }
            await MainActor.run { call(1) }
            await Task.detached { call(2) }.value
        }
    }
}
