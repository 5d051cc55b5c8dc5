import Interpose
import Testing

/// A type that declares two hooks with the same name literal and the same type, by mistake.
private final class Twins: Interceptable, Sendable {
    let aspectRegistry: AspectRegistry
    static let first = Hook<Twins, Int, Int>("Twins.echo")
    static let second = Hook<Twins, Int, Int>("Twins.echo")

    init(registry: AspectRegistry) {
        aspectRegistry = registry
    }

    func first(_ value: Int) -> Int { Self.first.call(self, value) { _, value in value } }
    func second(_ value: Int) -> Int { Self.second.call(self, value) { _, value in value } }
}

/// Each hook declaration is its own hook, and a registry refuses a name two declarations share.
@Suite("Hook identity")
struct HookIdentityTests {
    let registry = AspectRegistry()

    @Test("two declarations with one name literal and one type never share advice")
    func declarationsStayApart() throws {
        try registry.instead(Twins.first) { _, _ in -1 }
        let twins = Twins(registry: registry)
        #expect(twins.first(5) == -1)
        #expect(twins.second(5) == 5)
    }

    @Test("advising the second declaration of a name is refused, naming both sites")
    func clashRefused() throws {
        try registry.before(Twins.first) { _, _ in }
        let clash = AdviceError.hookNameClash(
            "Twins.echo", first: Twins.first.site.description, second: Twins.second.site.description)
        #expect(throws: clash) { try registry.before(Twins.second) { _, _ in } }
        #expect(Twins.first.site != Twins.second.site)
        #expect(Twins.second.site.description.hasSuffix("HookIdentityTests.swift:8"))
    }
}
