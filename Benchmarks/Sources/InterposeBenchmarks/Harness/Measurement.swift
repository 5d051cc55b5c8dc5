import Dispatch

/// How long a benchmark runs: a full pass for the table, a quick one for CI.
struct RunSettings: Sendable {
    /// Samples per row; the median is reported.
    var samples: Int
    /// Roughly how long one sample lasts, in nanoseconds.
    var sampleNanoseconds: UInt64

    static let full = RunSettings(samples: 15, sampleNanoseconds: 20_000_000)
    static let quick = RunSettings(samples: 3, sampleNanoseconds: 2_000_000)
}

/// Times `body(iterations)` and returns the median nanoseconds per iteration.
///
/// `body` runs its own loop and returns a value folded into a sink, so the optimizer cannot
/// drop the work. The iteration count is calibrated so that one sample lasts about
/// `settings.sampleNanoseconds`.
func measure(_ settings: RunSettings, _ body: (Int) -> Int) -> Double {
    var iterations = 1
    while true {
        let elapsed = time(iterations, body)
        if elapsed >= settings.sampleNanoseconds / 4 || iterations >= 1 << 30 { break }
        iterations *= 2
    }
    let perSample = max(
        1, Int(Double(iterations) * Double(settings.sampleNanoseconds) / Double(max(1, time(iterations, body)))))
    var results: [Double] = []
    for _ in 0..<settings.samples {
        results.append(Double(time(perSample, body)) / Double(perSample))
    }
    results.sort()
    return results[results.count / 2]
}

/// Where results go so that the work producing them cannot be optimized away.
nonisolated(unsafe) var benchmarkSink = 0

private func time(_ iterations: Int, _ body: (Int) -> Int) -> UInt64 {
    let start = DispatchTime.now().uptimeNanoseconds
    benchmarkSink &+= body(iterations)
    return DispatchTime.now().uptimeNanoseconds - start
}
