import Interpose
import Testing

@Suite("Hooks on generic types")
struct GenericHookTests {
    let registry = AspectRegistry()

    @Test("a computed static hook gives each specialization of a generic type its own hook")
    func specializationsStayApart() throws {
        let trail = Trail()
        try registry.on(Box<Int>.putHook).before { _, value in trail.note("Box<Int> put \(value)") }
        let numbers = Box<Int>(registry: registry)
        let words = Box<String>(registry: registry)
        numbers.put(1)
        words.put("one")
        numbers.put(2)
        #expect(trail.all == ["Box<Int> put 1", "Box<Int> put 2"])
        #expect(numbers.contents == [1, 2])
        #expect(words.contents == ["one"])
        #expect(registry.installedAdvice(on: Box<Int>.putHook).count == 1)
        #expect(registry.installedAdvice(on: Box<String>.putHook).isEmpty)
    }

    @Test("a hook declared in a non-generic namespace serves one specialization")
    func namespacedHook() throws {
        let trail = Trail()
        try registry.on(BoxHooks.takeIntHook).before { _, _ in trail.note("take from Box<Int>") }
        let numbers = Box<Int>(registry: registry)
        numbers.put(7)
        #expect(numbers.take() == 7)
        #expect(trail.all == ["take from Box<Int>"])
    }
}
