import Foundation
import Interpose
import Testing

/// Load: threads that call through hooks while others change advice, selectors, subscriptions
/// and plugins; every count exact at the end, everything that came and went freed, and the
/// heap back where it started.
@Suite("Stress: calls, advice, selectors, the bus and plugins churning on many threads")
struct StressTests {
    @Test("3 callers and 4 churning threads: every count is exact and nothing that came and went is left")
    func exactCounts() throws {
        try runAndCheckCounts()
    }

    static let fenceTest = "fences"
    static let fenceMarker = "readers fence themselves:"

    @Test(
        "the same churn where readers fence themselves, as on a system with no asymmetric barrier (in a process of its own)"
    )
    func exactCountsWithFences() throws {
        guard IsolatedRun.isChild(for: Self.fenceTest) else {
            let outcome = try IsolatedRun.run(
                test: Self.fenceTest, filter: "StressTests/exactCountsWithFences", marker: Self.fenceMarker,
                environment: ["INTERPOSE_READER_FENCES": "1"])
            #expect(outcome.report == "\(Self.fenceMarker) true", "\(outcome.output)")
            #expect(outcome.status == 0, "\(outcome.output)")
            return
        }
        print("\(Self.fenceMarker) \(Reclamation.readersFence)")
        try runAndCheckCounts()
    }

    private func runAndCheckCounts() throws {
        let churn = try Churn(callers: 3, callsEach: 20_000, rounds: 1_500)
        churn.run()
        #expect(churn.callerVaults.allSatisfy { $0.balance == churn.callsEach })
        for vault in [churn.adviceVault, churn.selectorVault, churn.pluginVault] {
            #expect(vault.balance == churn.rounds)
        }
        #expect(churn.permanentBefore.count == churn.depositCalls)
        #expect(churn.permanentAfter.count == churn.depositCalls)
        #expect(churn.permanentDeliveries.count == churn.callers * churn.publishesEach + churn.rounds)
        #expect(churn.ownAroundRuns.count == churn.rounds)
        #expect(churn.onceRuns.count == churn.rounds)
        #expect(churn.selectorOwnRuns.count == 2 * churn.rounds)
        #expect(churn.ownDeliveries.count == churn.rounds)
        #expect(churn.pluginOwnRuns.count == churn.rounds)
        #expect(churn.sharedRuns.count >= churn.rounds)
        #expect(churn.census.total == 4 * churn.rounds)
        #expect(churn.census.living == 0, "advice or subscribers that were removed are still alive")
        #expect(churn.registry.installedAdvice().map(\.name) == ["permanent before", "permanent after"])
        #expect(churn.bus.subscriptions().map(\.name) == ["permanent"])
        #expect(churn.host.installedPlugins.isEmpty)
    }

    static let heapTest = "heap"
    static let heapMarker = "heap after churn:"
    static let heapTolerance = 1 << 20

    @Test("after the churn the heap is back within 1 MB of where it started (measured in a process of its own)")
    func heapComesBack() throws {
        guard IsolatedRun.isChild(for: Self.heapTest) else {
            let outcome = try IsolatedRun.run(
                test: Self.heapTest, filter: "StressTests/heapComesBack", marker: Self.heapMarker)
            #expect(outcome.report != nil, "the isolated run measured nothing:\n\(outcome.output)")
            #expect(outcome.status == 0, "\(outcome.output)")
            return
        }
        try measureHeap()
    }

    /// Warms up on a first churn (thread machinery, metadata, the first slots of a registry),
    /// then measures a second, larger one on registries that stay alive across the measure.
    private func measureHeap() throws {
        let warmUp = try Churn(callers: 2, callsEach: 2_000, rounds: 200)
        warmUp.run()
        let churn = try Churn(callers: 3, callsEach: 10_000, rounds: 2_000)
        _ = churn.callerVaults.map { $0.deposit(0) }
        let before = try #require(HeapGauge.bytesInUse(), "no allocator reports its heap")
        churn.run()
        let after = try #require(HeapGauge.bytesInUse())
        let grown = after - before
        print(
            "\(Self.heapMarker) \(grown) bytes more than before (\(HeapGauge.source); \(churn.census.total) objects made)"
        )
        #expect(churn.census.living == 0)
        #expect(grown < Self.heapTolerance, "the heap grew by \(grown) bytes over the churn")
        withExtendedLifetime(warmUp) {}
    }
}
