import ComponentTestSupport
import Components
import Interpose
import Testing

@MainActor
@Suite struct HookTests {
    let test = TestApp()
    let trail = Trail()

    @Test("advice on sendEvent sees synthesized touches already hit tested and tap counted")
    func sendEventSeesSynthesizedTouches() throws {
        let ok = test.add("ok") { Button(title: "OK", frame: Rect(x: 20, y: 20, width: 100, height: 44)) }
        try test.registry.on(Application.sendEventHook).onMainActor.before { _, event in
            for touch in event.allTouches {
                self.trail.note("\(touch.phase) \(touch.view?.componentName ?? "-") taps \(touch.tapCount)")
            }
        }
        try test.input.doubleTap(ok)
        #expect(
            trail.all == [
                "began Button \"ok\" taps 1", "ended Button \"ok\" taps 1",
                "began Button \"ok\" taps 2", "ended Button \"ok\" taps 2",
            ])
    }

    @Test("instead advice on sendEvent swallows input: the button never hears of it")
    func sendEventCanSwallow() throws {
        let counter = Tally()
        let ok = test.add("ok") { Button(title: "OK", frame: Rect(x: 20, y: 20, width: 100, height: 44)) }
        ok.addTarget(counter, action: "bump", for: .touchUpInside) { counter, _, _ in counter.bump() }
        let block = try test.registry.on(Application.sendEventHook).instead { _, _ in }
        try test.input.tap(ok)
        #expect(counter.count == 0)
        block.remove()
        try test.input.tap(ok)
        #expect(counter.count == 1)
    }

    @Test("advice on sendAction sees the action, its target and the sender")
    func sendActionAdvice() throws {
        let counter = Tally()
        let ok = test.add("ok") { Button(title: "OK", frame: Rect(x: 20, y: 20, width: 100, height: 44)) }
        ok.addTarget(counter, action: "bump", for: .touchUpInside) { counter, sender, _ in counter.bump(sender) }
        try test.registry.on(Application.sendActionHook).onMainActor.after { _, message, performed in
            self.trail.note("\(message.action) from \(message.sender) performed \(performed)")
            #expect(message.target === counter)
        }
        try test.input.tap(ok)
        #expect(trail.all == ["bump → Tally from Button \"ok\" performed true"])
        #expect(counter.lastSender === ok)
    }

    @Test("the did-init hook fires for every view once its class's configuration is set")
    func didInit() throws {
        try test.registry.on(View.didInitHook).onMainActor.after { view, _, _ in
            self.trail.note(view.summary)
        }
        test.make {
            _ = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            _ = Button(title: "Save")
            _ = Slider(value: 0.25)
            _ = Label(text: "Hi")
        }
        #expect(
            trail.all == [
                "View frame=(0, 0, 10, 10)", "Button label \"Save\" frame=(0, 0, 0, 0) title=\"Save\"",
                "Slider frame=(0, 0, 0, 0) value=0.25 range=0...1",
                "Label label \"Hi\" frame=(0, 0, 0, 0) text=\"Hi\" interaction=off",
            ])
    }

    @Test("type-scoped did-init advice sees controls only, each made enabled")
    func didInitScopedToControls() throws {
        try test.registry.on(View.didInitHook, scope: .type(Control.self)).onMainActor.after { view, _, _ in
            self.trail.note("\(type(of: view)) enabled=\((view as! Control).isEnabled)")
        }
        test.make {
            _ = View()
            _ = Label()
            _ = Button()
            _ = Slider()
            _ = Switch()
            _ = TextField()
        }
        #expect(
            trail.all == [
                "Button enabled=true", "Slider enabled=true", "Switch enabled=true", "TextField enabled=true",
            ])
    }

    @Test("advice on a superclass's delivery hook applies to subclasses, including forwarded touches")
    func deliveryHookForSubclasses() throws {
        let canvas = test.add("canvas") {
            TouchRecorder(trail: trail, frame: Rect(x: 0, y: 0, width: 200, height: 200))
        }
        let sticker = test.add("sticker", to: canvas) { View(frame: Rect(x: 0, y: 0, width: 50, height: 50)) }
        let deliveries = Trail()
        try test.registry.on(Responder.deliverTouchesHook, scope: .type(View.self)).onMainActor.before {
            responder, args in
            deliveries.note("\(responder) \(args.phase)")
        }
        try test.input.tap(sticker)
        #expect(
            deliveries.all == [
                "View \"sticker\" began", "TouchRecorder \"canvas\" began", "View \"sticker\" ended",
                "TouchRecorder \"canvas\" ended",
            ])
    }

    @Test("advice scoped to one view is removed when the view goes")
    func instanceAdviceGoesWithView() throws {
        do {
            let temporary = test.make { Button() }
            try test.registry.on(Control.sendActionsHook, scope: .instance(temporary)).before { _, _ in }
            #expect(test.registry.installedAdvice(on: Control.sendActionsHook).count == 1)
        }
        #expect(test.registry.installedAdvice(on: Control.sendActionsHook).isEmpty)
    }

    @Test("components built with different registries never see each other's advice")
    func registriesStayApart() throws {
        let other = TestApp()
        let seen = Trail()
        try test.registry.on(Application.sendEventHook).onMainActor.before { app, event in
            let owner = app === self.test.app ? "mine" : "other"
            for touch in event.allTouches { seen.note("\(owner) \(touch.phase) \(touch.view?.componentName ?? "-")") }
        }
        let mine = test.add("mine") { View(frame: Rect(x: 0, y: 0, width: 50, height: 50)) }
        let theirs = other.add("theirs") { View(frame: Rect(x: 0, y: 0, width: 50, height: 50)) }
        try other.input.tap(theirs)
        try test.input.tap(mine)
        try other.input.tap(theirs)
        #expect(seen.all == ["mine began View \"mine\"", "mine ended View \"mine\""])
    }
}
