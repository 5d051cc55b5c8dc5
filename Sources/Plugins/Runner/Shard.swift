/// One part of a run split over the machines of a CI matrix: `--shard 2/3` plays the second
/// of three parts. The parts of `1/n` … `n/n` together hold every script exactly once, and
/// each machine computes its own from the same sorted list, so none needs to talk to another.
///
/// Scripts are dealt in turn, as cards: shard `i` takes the scripts at positions `i - 1`,
/// `i - 1 + n`, …, which spreads a folder of slow scripts over every shard. Given how long each
/// script took in an earlier run (`--durations report.json`), they are dealt so every shard
/// takes about as long instead.
///
/// ```swift
/// let shard = try Shard(parsing: "2/3")
/// shard.select(["a.mt", "b.mt", "c.mt", "d.mt"])   // ["b.mt"]
/// shard.select(["a.mt", "b.mt", "c.mt"], durations: ["a.mt": 9, "b.mt": 1, "c.mt": 1])   // ["b.mt"]
/// ```
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// Which part, from 1.
    public let index: Int
    /// How many parts.
    public let count: Int

    /// Why a shard spec cannot be read.
    public struct Problem: Error, CustomStringConvertible, Equatable {
        /// What is wrong and what to write.
        public let description: String
    }

    /// Part `index` of `count`.
    public init(index: Int, count: Int) throws(Problem) {
        guard count >= 1, (1...count).contains(index) else {
            throw Problem(
                description:
                    "shard \(index)/\(count) is not one of 1/\(max(count, 1))…\(max(count, 1))/\(max(count, 1))")
        }
        self.index = index
        self.count = count
    }

    /// The shard `i/n` spells, as `--shard 2/3`.
    public init(parsing spec: String) throws(Problem) {
        let parts = spec.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw Problem(description: "shard '\(spec)' should read i/n, as 2/3 (the second of three parts)")
        }
        try self.init(index: index, count: count)
    }

    /// `i/n`.
    public var description: String { "\(index)/\(count)" }

    /// This shard's part of `items`, in their order.
    public func select<Item>(_ items: [Item]) -> [Item] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// This shard's part of `paths`, in their order, dealt by how long each took: longest
    /// first, each to the shard with the least time so far (the first of those that tie). A
    /// script `durations` does not have counts as the median of those it has; when it has none
    /// of them, the part is ``select(_:)``'s.
    ///
    /// - Parameters:
    ///   - paths: Every script of the run, in its order, as every shard sees it.
    ///   - durations: Seconds each script took, by path: an earlier report's wall times.
    public func select(_ paths: [String], durations: [String: Double]) -> [String] {
        let known = paths.compactMap { durations[$0] }.sorted()
        guard !known.isEmpty else { return select(paths) }
        let median = known[known.count / 2]
        let longestFirst = paths.enumerated().map { ($0.offset, durations[$0.element] ?? median) }
            .sorted { ($1.1, $0.0) < ($0.1, $1.0) }
        var totals = Array(repeating: 0.0, count: count)
        var mine: Set<Int> = []
        for (position, seconds) in longestFirst {
            let least = totals.indices.min { (totals[$0], $0) < (totals[$1], $1) } ?? 0
            totals[least] += seconds
            if least == index - 1 { mine.insert(position) }
        }
        return paths.enumerated().filter { mine.contains($0.offset) }.map(\.element)
    }
}
