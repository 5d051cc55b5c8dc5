import Plugins
import Testing

@Suite struct ShardTests {
    @Test("the shards 1/n … n/n together hold every script exactly once, in the run's order")
    func shardsCoverEveryScriptOnce() throws {
        for size in [0, 1, 5, 12, 100] {
            let items = (0..<size).map { "s\($0).mt" }
            for count in 1...7 {
                let parts = try (1...count).map { try Shard(index: $0, count: count).select(items) }
                #expect(parts.flatMap { $0 }.sorted() == items.sorted(), "\(size) scripts over \(count)")
                #expect(parts.allSatisfy { $0 == $0.sorted { items.firstIndex(of: $0)! < items.firstIndex(of: $1)! } })
                // Dealt in turn, the parts differ in size by at most one.
                let sizes = parts.map(\.count)
                #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
            }
        }
    }

    @Test("shards dealt by an earlier run's durations hold every script once and take about as long")
    func byDurations() throws {
        // Every third script is slow: dealt in turn, they would all go to one of three shards.
        let paths = (0..<30).map { "s\($0).mt" }.sorted()
        let durations = Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1, $0 % 3 == 0 ? 10.0 : 1) })
        let shards = try (1...3).map { try Shard(index: $0, count: 3) }
        let parts = shards.map { $0.select(paths, durations: durations) }
        #expect(parts.flatMap { $0 }.sorted() == paths)
        let totals = parts.map { $0.reduce(0) { $0 + durations[$1]! } }
        #expect(totals.max()! - totals.min()! <= 10, "\(totals)")
        let even = shards.map { $0.select(paths).reduce(0) { $0 + durations[$1]! } }
        #expect(even.max()! - even.min()! > 50, "the even split is lopsided here: \(even)")
        #expect(parts.allSatisfy { $0 == $0.sorted() }, "each part keeps the run's order")
    }

    @Test("scripts an earlier run lacks count as its median; with none known, the even split")
    func durationsMissing() throws {
        let shard = try Shard(index: 1, count: 2)
        #expect(shard.select(["a", "b", "c", "d"], durations: [:]) == shard.select(["a", "b", "c", "d"]))
        #expect(shard.select(["a", "b", "c", "d"], durations: ["zzz": 4]) == ["a", "c"])
        // c and d count the median of 1 and 9: a (9) to shard 1, c (9) to 2, d (9) to 1, b (1) to 2.
        #expect(shard.select(["a", "b", "c", "d"], durations: ["a": 9, "b": 1]) == ["a", "d"])
    }

    @Test("a shard reads as i/n and prints back so")
    func parsing() throws {
        let shard = try Shard(parsing: "2/3")
        #expect(shard.index == 2 && shard.count == 3 && shard.description == "2/3")
        #expect(shard.select(["a", "b", "c", "d", "e"]) == ["b", "e"])
    }

    @Test(
        "a bad shard spec says what to write",
        arguments: [
            ("3", "shard '3' should read i/n, as 2/3 (the second of three parts)"),
            ("a/b", "shard 'a/b' should read i/n, as 2/3 (the second of three parts)"),
            ("1/2/3", "shard '1/2/3' should read i/n, as 2/3 (the second of three parts)"),
            ("0/3", "shard 0/3 is not one of 1/3…3/3"), ("4/3", "shard 4/3 is not one of 1/3…3/3"),
            ("1/0", "shard 1/0 is not one of 1/1…1/1"),
        ])
    func badSpec(spec: String, message: String) {
        let error = #expect(throws: Shard.Problem.self) { try Shard(parsing: spec) }
        #expect(error?.description == message)
    }
}
