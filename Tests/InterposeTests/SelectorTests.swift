import Interpose
import TestSupport
import Testing

@Suite("Selectors: advice on every hook a pattern, a receiver type or a kind selects")
struct SelectorTests {
    let registry = AspectRegistry.declaringGadgetsAndMeter()
    let trail = Trail()

    @Test("a name pattern selects hooks by name across a hierarchy and passes unrelated types by")
    func namePattern() throws {
        try registry.on(matching: "Gadget.*").before { [trail] call in
            trail.note("\(call.hook.name) on \(type(of: call.receiver))")
        }
        let (gadget, widget, meter) = (
            Gadget(registry: registry), Widget(registry: registry), Meter(registry: registry)
        )
        _ = gadget.poke(1)
        _ = widget.poke(2)
        _ = widget.spin(3)
        _ = try meter.read("ch1")
        #expect(trail.all == ["Gadget.poke on Gadget", "Gadget.poke on Widget"])
        #expect(registry.installedAdvice().map(\.hook) == ["Gadget.poke", "Gadget.rename"])
    }

    @Test("a receiver selector takes the type's own hooks, its subclasses', and its superclasses' for its instances")
    func receiverType() throws {
        try registry.on(matching: .receiver(Widget.self)).before { [trail] call in
            trail.note("\(call.hook.name) on \(type(of: call.receiver))")
        }
        let (gadget, widget, meter) = (
            Gadget(registry: registry), Widget(registry: registry), Meter(registry: registry)
        )
        _ = gadget.poke(1)
        _ = widget.poke(2)
        _ = widget.spin(3)
        _ = try meter.read("ch1")
        #expect(trail.all == ["Gadget.poke on Widget", "Widget.spin on Widget"])
        let scopes = registry.installedAdvice().map { "\($0.hook): \($0.scope)" }
        #expect(
            scopes == [
                "Gadget.poke: Widget and subclasses", "Gadget.rename: Widget and subclasses",
                "Widget.spin: all receivers",
            ])
    }

    @Test(
        "combinations and kinds select what they say",
        arguments: [
            (HookSelector.throwing, ["Meter.fetch", "Meter.read"]),
            (.async, ["Meter.fetch"]),
            (.named("Gadget.*") || "*.spin", ["Gadget.poke", "Gadget.rename", "Widget.spin"]),
            (.receiver(Gadget.self) && !"*.poke", ["Gadget.rename", "Widget.spin"]),
            (!.receiver(Gadget.self) && !.async, ["Meter.calibrate", "Meter.read"]),
            (.named("Meter.?ead"), ["Meter.read"]),
            (.any, ["Gadget.poke", "Gadget.rename", "Meter.calibrate", "Meter.fetch", "Meter.read", "Widget.spin"]),
        ])
    func combinations(selector: HookSelector, expected: [String]) {
        let local = registry.knownHooks().filter { ["Gadget", "Widget", "Meter"].contains($0.receiverTypeName) }
        #expect(local.filter(selector.matches).map(\.name) == expected, "\(selector)")
    }

    @Test("selector advice joins hooks declared after it was installed, first called after that")
    func laterHooks() throws {
        let fresh = AspectRegistry()
        try fresh.on(matching: "Widget.*").around { [trail] invocation in
            trail.note("around \(invocation.hook.name)")
            return invocation.proceed()
        }
        let widget = Widget(registry: fresh)
        #expect(widget.spin(1) == "spun at 1.0")
        #expect(trail.all.isEmpty)
        fresh.declare(Widget.self)
        #expect(widget.spin(2) == "spun at 2.0")
        #expect(trail.all == ["around Widget.spin"])
    }

    @Test("selector advice joins hooks declared to every registry through the catalog")
    func catalogHooks() throws {
        try registry.on(matching: "Lantern.*").before { [trail] call in
            trail.note("\(call.hook.name) \(call.arguments)")
        }
        let beacon = Lantern(registry: registry)
        beacon.glow(3)
        #expect(trail.all.isEmpty)
        HookCatalog.declare(Lantern.self)
        beacon.glow(4)
        #expect(trail.all == ["Lantern.glow 4"])
        #expect(HookCatalog.hooks.contains(Lantern.glowHook.declaration))
    }

    @Test("selector advice sees the receiver, labelled arguments and the result")
    func erasedValues() throws {
        let seen = Guarded<[String]>([])
        try registry.on(matching: "Gadget.rename").before { call in
            let fields = call.arguments.fields.map { "\($0.label ?? "_")=\($0.value)" }
            seen.withLock { $0.append("\(call.arguments) \(fields) \((call.receiver as? Gadget)?.name ?? "?")") }
        }
        try registry.on(matching: "Gadget.poke").after { call, result in
            seen.withLock {
                $0.append("\(call.arguments.value(as: Int.self) ?? -1) -> \(result.value(as: Int.self) ?? -1)")
            }
        }
        let gadget = Gadget(registry: registry)
        gadget.rename(from: "", to: "dial")
        gadget.rename(from: "dial", to: "knob")
        _ = gadget.poke(21)
        #expect(
            seen.withLock { $0 } == [
                #"(from: "", to: "dial") ["from=", "to=dial"] "#,
                #"(from: "dial", to: "knob") ["from=dial", "to=knob"] dial"#,
                "21 -> 42",
            ])
    }

    @Test("around selector advice changes arguments, replaces results, and refuses values of the wrong type")
    func aroundValues() throws {
        let refusals = Guarded<[String]>([])
        try registry.on(matching: "Gadget.poke").around { invocation in
            let arguments = invocation.arguments.value(as: Int.self) ?? 0
            if arguments < 0 { return (try? invocation.returning(0)) ?? invocation.proceed() }
            do {
                _ = try invocation.returning("not an Int")
            } catch {
                refusals.withLock { $0.append("\(error)") }
            }
            do {
                _ = try invocation.proceed(with: "ten")
            } catch {
                refusals.withLock { $0.append("\(error)") }
            }
            return (try? invocation.proceed(with: arguments * 10)) ?? invocation.proceed()
        }
        let gadget = Gadget(registry: registry)
        #expect(gadget.poke(2) == 40)
        #expect(gadget.poke(-5) == 0)
        #expect(
            refusals.withLock { $0 } == [
                "Gadget.poke returns Int, not String", "Gadget.poke takes Int, not String",
            ])
    }

    @Test("around selector advice on a throwing hook sees its error and throws only what the hook can")
    func aroundErrors() throws {
        try registry.on(matching: .throwing).around { invocation in
            let outcome = invocation.proceed()
            guard outcome.didThrow else { return outcome }
            #expect((try? invocation.throwing(VaultError.frozen)) == nil)
            return (try? invocation.throwing(MeterError.offline)) ?? outcome
        }
        let meter = Meter(registry: registry)
        #expect(try meter.read("ch42") == 4)
        #expect(throws: MeterError.offline) { try meter.read("nope") }
    }

    @Test("an outcome of another call is not taken for this one's: the call goes on with its own")
    func foreignOutcome() throws {
        let widget = Widget(registry: registry)
        let stash = Guarded<HookOutcome?>(nil)
        try registry.on(matching: "Widget.spin").around { invocation in
            let outcome = invocation.proceed()
            return stash.withLock { stash in
                defer { stash = outcome }
                return stash ?? outcome
            }
        }
        try registry.on(matching: "Gadget.poke").around { invocation in
            _ = invocation.proceed()
            return stash.withLock { $0 } ?? invocation.proceed()
        }
        #expect(widget.spin(1) == "spun at 1.0")
        #expect(widget.spin(2) == "spun at 1.0")
        #expect(widget.poke(5) == 10)
    }

    @Test("async around advice wraps the async hooks a selector matches; synchronous around leaves them")
    func asyncAround() async throws {
        try registry.on(matching: .receiver(Meter.self)).around { [trail] invocation in
            trail.note("sync \(invocation.hook.name)")
            return invocation.proceed()
        }
        try registry.on(matching: .receiver(Meter.self)).aroundAsync { [trail] invocation in
            trail.note("async \(invocation.hook.name) \(invocation.arguments)")
            let outcome = await invocation.proceed()
            if outcome.didThrow { return (try? invocation.returning("offline")) ?? outcome }
            return (try? await invocation.proceed(with: 7)) ?? outcome
        }
        let meter = Meter(registry: registry)
        #expect(try await meter.fetch(1) == "page 7")
        #expect(try await meter.fetch(-1) == "offline")
        _ = try meter.read("ch")
        #expect(trail.all == ["async Meter.fetch 1", "async Meter.fetch -1", "sync Meter.read"])
    }

    @Test("one token removes selector advice from every hook, and sealed hooks are passed by")
    func removal() throws {
        let token = try registry.on(matching: .any, named: "all").before { _ in }
        let hooks = Set(registry.installedAdvice().map(\.hook))
        #expect(hooks.isSuperset(of: ["Gadget.poke", "Gadget.rename", "Widget.spin", "Meter.read", "Meter.fetch"]))
        #expect(!hooks.contains("Meter.calibrate"))
        #expect(token.isInstalled)
        token.remove()
        #expect(registry.isEmpty)
        #expect(!token.isInstalled)
    }

    @Test("a name already taken on a matched hook fails the install and installs nothing")
    func nameTaken() throws {
        try registry.on(Widget.spinHook, named: "audit").before { _, _ in }
        #expect(throws: AdviceError.duplicateName("audit", hook: "Widget.spin")) {
            try registry.on(matching: .receiver(Widget.self), named: "audit").before { _ in }
        }
        #expect(registry.installedAdvice().map(\.hook) == ["Widget.spin"])
    }

    @Test("listings say which selector installed the advice")
    func listing() throws {
        try registry.on(matching: "Gadget.poke", named: "count").before { _ in }
        #expect(
            registry.installedAdvice().map(\.description) == [
                "Gadget.poke: before 'count' (all receivers) via [Gadget.poke]"
            ])
    }
}
