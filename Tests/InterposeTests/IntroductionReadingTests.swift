import Foundation
import Interpose
import Synchronization
import Testing

/// Two 32-bit halves: a value of one word that holds no references.
private struct Pair: Equatable, Sendable {
    var low: Int32
    var high: Int32
}

@Suite("Introductions read without a lock: exact values, no value inherited, memory back at once")
struct IntroductionReadingTests {
    let registry = AspectRegistry()

    @Test("values of a word or less, and larger ones, read back exactly what was written")
    func valuesReadBack() {
        let vault = Vault(registry: registry)
        let ratio = registry.introduce(on: Vault.self) { _ in 0.25 }
        let flag = registry.introduce(on: Vault.self) { _ in false }
        let pair = registry.introduce(on: Vault.self) { _ in Pair(low: -1, high: .max) }
        let maybe = registry.introduce(on: Vault.self) { _ -> Int? in nil }
        let text = registry.introduce(on: Vault.self) { _ in "a" }
        #expect(
            (ratio[vault], flag[vault], pair[vault], maybe[vault], text[vault]) == (
                0.25, false, Pair(low: -1, high: .max), nil, "a"
            ))
        ratio[vault] = -3.5
        flag.update(vault) { $0.toggle() }
        pair.update(vault) { $0.low = 7 }
        maybe[vault] = .min
        text.update(vault) { $0 += "b" }
        #expect(
            (ratio[vault], flag[vault], pair[vault], maybe[vault], text[vault]) == (
                -3.5, true, Pair(low: 7, high: .max), .min, "ab"
            ))
    }

    @Test("an object made where a receiver that went without saying so lived never sees its value")
    func noInheritedValue() {
        let mark = registry.introduce(on: Vault.self) { _ in -1 }
        var inherited = 0
        for round in 0..<2_000 {
            let vault = Vault(registry: registry)
            if mark.value(of: vault) != nil { inherited += 1 }
            mark[vault] = round
        }
        #expect(inherited == 0)
        #expect(mark.count == 0)
    }

    @Test("reads on many threads stay exact while receivers come and go", .timeLimit(.minutes(1)))
    func readsWhileTableChanges() {
        let kept = registry.introduce(on: Vault.self) { _ in 0 }
        let steady = (0..<8).map { _ in Vault(registry: registry) }
        for (index, vault) in steady.enumerated() { kept[vault] = index }
        let wrong = Atomic<Int>(0)
        let readers: [@Sendable () -> Void] = (0..<3).map { _ in
            {
                for round in 0..<20_000 where kept[steady[round % 8]] != round % 8 {
                    wrong.add(1, ordering: .relaxed)
                }
            }
        }
        let churn: @Sendable () -> Void = { [registry] in
            for round in 0..<3_000 {
                let passing = Vault(registry: registry)
                kept[passing] = round
                if round % 3 == 0 { kept.removeValue(of: passing) }
            }
        }
        runOnThreads(readers + [churn])
        #expect(wrong.load(ordering: .relaxed) == 0)
        #expect(steady.map { kept[$0] } == Array(0..<8))
    }

    @Test("a thread sitting in an update's closure holds no removed value back")
    func updateHoldsNothingBack() {
        let kept = registry.introduce(on: Vault.self) { _ in Witness() }
        let (updating, removed) = (Vault(registry: registry), Vault(registry: registry))
        let witness = WeakBox(kept[removed])
        let (inside, leave, done) = (
            DispatchSemaphore(value: 0), DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)
        )
        Thread {
            kept.update(updating) { _ in
                inside.signal()
                leave.wait()
            }
            done.signal()
        }.start()
        inside.wait()
        kept.removeValue(of: removed)
        #expect(witness.object == nil)
        leave.signal()
        done.wait()
        #expect(kept.count == 1)
    }
}
