import Interpose
import TestSupport
import Testing

@Suite("Selector around advice: outcomes of every layout come back intact")
struct SelectorOutcomeTests {
    let registry = AspectRegistry()
    let shaper: Shaper

    init() {
        registry.declare(Shaper.self)
        shaper = Shaper(registry: registry)
    }

    @Test("advice that proceeds hands back values kept inline, boxed, or never inline unchanged")
    func proceeding() throws {
        try registry.on(matching: "Shaper.*").around { $0.proceed() }
        let token = Token(7)
        #expect(shaper.count(1) == 2)
        #expect(shaper.name(2) == "a name long enough to need storage of its own, number 2")
        #expect(shaper.wide(3) == Wide(a: 3, b: 4, c: 5, d: 6))
        let pointing = shaper.point(at: token)
        #expect(pointing.target === token && pointing.tag == 7)
        #expect(shaper.token(4) is SubToken && shaper.token(4).number == 4)
        #expect(shaper.pair(5) == (5, "pair 5"))
        #expect(shaper.maybe(6) == 6 && shaper.maybe(7) == nil)
        #expect(shaper.any(8) as? String == "any 8")
    }

    @Test("advice that proceeds lets concrete and existential errors through unchanged")
    func errors() throws {
        try registry.on(matching: "Shaper.*").around { $0.proceed() }
        #expect(try shaper.refuse(1) == 1)
        #expect(throws: ShapeError.refused(-1)) { try shaper.refuse(-1) }
        #expect(throws: ShapeError.refused(-2)) { try shaper.fail(-2) }
    }

    @Test("an outcome kept from an earlier call returns what it holds, not this call's result")
    func keptOutcomes() throws {
        let kept = Guarded<[String: HookOutcome]>([:])
        try registry.on(matching: "Shaper.*").around { invocation in
            let outcome = invocation.proceed()
            return kept.withLock { kept in
                if let earlier = kept[invocation.hook.name] { return earlier }
                kept[invocation.hook.name] = outcome
                return outcome
            }
        }
        let (first, second) = (Token(1), Token(2))
        #expect([shaper.count(1), shaper.count(10)] == [2, 2])
        #expect(shaper.name(1) == shaper.name(10))
        #expect([shaper.wide(1), shaper.wide(10)] == [Wide(a: 1, b: 2, c: 3, d: 4), Wide(a: 1, b: 2, c: 3, d: 4)])
        #expect(shaper.point(at: first).target === first && shaper.point(at: second).target === first)
        #expect([shaper.token(1).number, shaper.token(10).number] == [1, 1])
        #expect(shaper.pair(1) == (1, "pair 1") && shaper.pair(10) == (1, "pair 1"))
        #expect([shaper.maybe(2), shaper.maybe(3)] == [2, 2])
        #expect([shaper.any(1), shaper.any(10)].map { $0 as? String } == ["any 1", "any 1"])
        #expect(throws: ShapeError.refused(-1)) { try shaper.refuse(-1) }
        #expect(throws: ShapeError.refused(-1)) { try shaper.refuse(5) }
        #expect(throws: ShapeError.refused(-1)) { try shaper.fail(-1) }
        #expect(throws: ShapeError.refused(-1)) { try shaper.fail(5) }
    }

    @Test("values taken out of outcomes are released once, when the caller lets them go")
    func lifetimes() throws {
        try registry.on(matching: "Shaper.token" || "Shaper.point").around { $0.proceed() }
        weak var returned: Token?
        do {
            let token = shaper.token(3)
            returned = token
            #expect(returned?.number == 3)
        }
        #expect(returned == nil)
        weak var pointed: Token?
        do {
            let token = Token(4)
            pointed = token
            #expect(shaper.point(at: token).target === token)
        }
        #expect(pointed == nil)
    }
}
