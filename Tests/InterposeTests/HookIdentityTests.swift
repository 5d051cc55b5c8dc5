import Interpose
import Testing

/// A type that declares two hooks with the same name literal and the same type, by mistake.
private final class Twins: Interceptable, Sendable {
    let aspectRegistry: AspectRegistry
    static let firstHook = Hook<Twins, Int, Int>("Twins.echo")
    static let secondHook = Hook<Twins, Int, Int>("Twins.echo")

    init(registry: AspectRegistry) {
        aspectRegistry = registry
    }

    func first(_ value: Int) -> Int { Self.firstHook.call(self, value) { _, value in value } }
    func second(_ value: Int) -> Int { Self.secondHook.call(self, value) { _, value in value } }
}

/// Each hook declaration is its own hook, and a registry refuses a name two declarations share.
@Suite("Hook identity")
struct HookIdentityTests {
    let registry = AspectRegistry()

    @Test("two declarations with one name literal and one type never share advice")
    func declarationsStayApart() throws {
        try registry.on(Twins.firstHook).instead { _, _ in -1 }
        let twins = Twins(registry: registry)
        #expect(twins.first(5) == -1)
        #expect(twins.second(5) == 5)
    }

    @Test("advising the second declaration of a name is refused, naming both sites")
    func clashRefused() throws {
        try registry.on(Twins.firstHook).before { _, _ in }
        let clash = AdviceError.hookNameClash(
            "Twins.echo", first: Twins.firstHook.site.description, second: Twins.secondHook.site.description)
        #expect(throws: clash) { try registry.on(Twins.secondHook).before { _, _ in } }
        #expect(Twins.firstHook.site != Twins.secondHook.site)
        #expect(Twins.secondHook.site.description.hasSuffix("HookIdentityTests.swift:8"))
    }
}
