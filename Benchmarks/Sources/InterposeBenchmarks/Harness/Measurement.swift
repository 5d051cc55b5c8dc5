import Dispatch

/// How long a benchmark runs: a full pass for the table, a quick one for CI.
struct RunSettings: Sendable {
    /// Rounds; every benchmark is sampled once per round and the median is reported.
    var rounds: Int
    /// Roughly how long one sample lasts, in nanoseconds.
    var sampleNanoseconds: UInt64
    /// How many scripts the composition group's suite holds, and how many data rows its
    /// `RunWith` runs over; the rows' names carry it.
    var compositionSize: Int

    static let full = RunSettings(rounds: 21, sampleNanoseconds: 10_000_000, compositionSize: 1_000)
    static let quick = RunSettings(rounds: 3, sampleNanoseconds: 1_000_000, compositionSize: 100)
}

/// One timed row: a loop that does `n` operations and returns something derived from them.
///
/// Each benchmark owns its state (its own registry, service or channel), so benchmarks can be
/// sampled in interleaved rounds: a slow moment of the machine then lands on every row alike
/// instead of on whichever row happened to be running, and ratios from one run stay honest.
struct Benchmark {
    let group: String
    let name: String
    /// The row this one is compared with, if any.
    var peer: String?
    /// Runs before each sample, outside the timing.
    var prepare: () -> Void = {}
    /// Runs before each sample with the number of operations it will do, outside the timing:
    /// for rows whose operations use something up, such as a cassette's recorded calls.
    var prepareFor: (Int) -> Void = { _ in }
    /// Runs after each sample, outside the timing.
    var finish: () -> Void = {}
    /// Does `n` operations; its result goes to a sink so the work cannot be optimized away.
    let body: (Int) -> Int
}

/// Where results go so that the work producing them cannot be optimized away.
nonisolated(unsafe) var benchmarkSink = 0

/// Samples `benchmarks` in interleaved rounds and returns each one's median nanoseconds per
/// operation, as rows.
func runInterleaved(_ benchmarks: [Benchmark], _ settings: RunSettings) -> [Row] {
    let iterations = benchmarks.map { calibrate($0, settings) }
    var samples = Array(repeating: [Double](), count: benchmarks.count)
    for _ in 0..<settings.rounds {
        for (index, benchmark) in benchmarks.enumerated() {
            samples[index].append(Double(time(benchmark, iterations[index])) / Double(iterations[index]))
        }
    }
    return zip(benchmarks, samples).map { benchmark, samples in
        Row(group: benchmark.group, name: benchmark.name, nanoseconds: median(samples), peer: benchmark.peer)
    }
}

/// The iteration count that makes one sample of `benchmark` last about the sample time.
private func calibrate(_ benchmark: Benchmark, _ settings: RunSettings) -> Int {
    var iterations = 1
    while true {
        let elapsed = time(benchmark, iterations)
        if elapsed >= settings.sampleNanoseconds / 8 || iterations >= 1 << 30 {
            return max(1, Int(Double(iterations) * Double(settings.sampleNanoseconds) / Double(max(1, elapsed))))
        }
        iterations *= 2
    }
}

private func time(_ benchmark: Benchmark, _ iterations: Int) -> UInt64 {
    benchmark.prepare()
    benchmark.prepareFor(iterations)
    let start = DispatchTime.now().uptimeNanoseconds
    benchmarkSink &+= benchmark.body(iterations)
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    benchmark.finish()
    return elapsed
}

private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}
