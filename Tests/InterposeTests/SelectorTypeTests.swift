import Interpose
import TestSupport
import Testing

/// A shelf whose hooks take and return types the selectors by type read: a class and its
/// subclass, a tuple with a dictionary and a closure, and nothing at all.
private final class Shelf: Interceptable {
    let aspectRegistry: AspectRegistry
    static let putHook = Hook<Shelf, Gadget, Void>("Shelf.put")
    static let putWidgetHook = Hook<Shelf, Widget, Gadget>("Shelf.putWidget")
    static let tallyHook = Hook<Shelf, (counts: [String: Int], then: @Sendable (Int) -> Void), Int>("Shelf.tally")
    static let pairHook = Hook<Shelf, (Int, Optional<String>), Void>("Shelf.pair")
    static let sweepHook = Hook<Shelf, Void, Void>("Shelf.sweep")

    static var declared: [DeclaredHook] {
        [
            putHook.declaration, putWidgetHook.declaration, tallyHook.declaration, pairHook.declaration,
            sweepHook.declaration,
        ]
    }

    init(registry: AspectRegistry) { aspectRegistry = registry }

    func put(_ gadget: Gadget) { Self.putHook.call(self, gadget) { _, _ in } }
    func sweep() { Self.sweepHook.call(self) { _ in } }
}

@Suite("Selectors by type: hooks chosen by what they take and what they return")
struct SelectorTypeTests {
    let registry = AspectRegistry.declaringGadgetsAndMeter()
    let trail = Trail()

    init() {
        registry.declare(Shelf.declared)
    }

    private func selected(_ selector: HookSelector) -> [String] {
        let local = ["Gadget", "Widget", "Meter", "Shelf"]
        return registry.knownHooks().filter { local.contains($0.receiverTypeName) }.filter(selector.matches).map(\.name)
            .sorted()
    }

    @Test(
        "a type rule selects the hooks whose arguments or result are of that type",
        arguments: [
            (HookSelector.arguments(Int.self), ["Gadget.poke", "Meter.fetch"]),
            (.arguments((String, String).self), ["Gadget.rename"]),
            (.arguments((from: String, to: String).self), ["Gadget.rename"]),
            (.arguments(Void.self), ["Meter.calibrate", "Shelf.sweep"]),
            (.arguments(including: String.self), ["Gadget.rename", "Meter.read"]),
            (.arguments(including: Int.self), ["Gadget.poke", "Meter.fetch", "Shelf.pair"]),
            (.arguments(including: [String: Int].self), ["Shelf.tally"]),
            (.arguments(including: Optional<String>.self), ["Shelf.pair"]),
            (.returns(String.self), ["Meter.fetch", "Widget.spin"]),
            (.returns(Void.self), ["Gadget.rename", "Meter.calibrate", "Shelf.pair", "Shelf.put", "Shelf.sweep"]),
            (.arguments(including: String.self) && .throwing, ["Meter.read"]),
            (.returns(Int.self) && !.arguments(Int.self), ["Meter.read", "Shelf.tally"]),
        ])
    func typeRules(selector: HookSelector, expected: [String]) {
        #expect(selected(selector) == expected, "\(selector)")
    }

    @Test("a class argument or result selects hooks typed by the class or a subclass, not a superclass")
    func subclasses() {
        #expect(selected(.arguments(Gadget.self)) == ["Shelf.put", "Shelf.putWidget"])
        #expect(selected(.arguments(Widget.self)) == ["Shelf.putWidget"])
        #expect(selected(.returns(Gadget.self)) == ["Shelf.putWidget"])
        #expect(selected(.returns(Widget.self)) == [])
    }

    @Test("a selector by type reads as it was written")
    func descriptions() {
        #expect(HookSelector.arguments(including: Int.self).description == "arguments(including: Int)")
        #expect(
            (.returns(String.self) && !.arguments(Gadget.self)).description == "returns(String) && !arguments(Gadget)")
    }

    @Test("advice through a selector by type runs on the calls of the hooks it selects, and no others")
    func adviceRuns() throws {
        try registry.on(matching: .arguments(including: Gadget.self)).before { [trail] call in
            trail.note("\(call.hook.name)")
        }
        let shelf = Shelf(registry: registry)
        shelf.put(Widget(registry: registry))
        shelf.sweep()
        _ = Gadget(registry: registry).poke(1)
        #expect(trail.all == ["Shelf.put"])
        #expect(registry.installedAdvice().map(\.hook).sorted() == ["Shelf.put", "Shelf.putWidget"])
    }
}
