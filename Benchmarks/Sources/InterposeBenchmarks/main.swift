import Foundation

// Usage: InterposeBenchmarks [--quick] [--json] [--only GROUP[,GROUP...]]
//
// Every timed benchmark is set up first and then sampled in interleaved rounds, so the ratios
// compare numbers taken side by side in one run. Groups: hooks, bodies, closures, nio, bus, changes,
// components, tables, script, composition, playback, recording, studio, selectors, state, explain,
// cassettes, reporting, memory.
// `--only hooks,closures` runs both groups interleaved, which is what the ratio targets between
// them need.

let arguments = CommandLine.arguments.dropFirst()
let settings: RunSettings = arguments.contains("--quick") ? .quick : .full
let only = arguments.firstIndex(of: "--only").flatMap {
    arguments.index(after: $0) < arguments.endIndex ? arguments[arguments.index(after: $0)] : nil
}.map { Set($0.split(separator: ",").map(String.init)) }

func machineDescription() -> String {
    let info = ProcessInfo.processInfo
    let cpu =
        (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
        .split(separator: "\n").first { $0.hasPrefix("model name") }?
        .split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
    return "\(cpu), \(info.activeProcessorCount) cores, \(info.physicalMemory >> 30) GiB, "
        + "\(settings.rounds) interleaved rounds"
}

func include(_ group: String) -> Bool { only?.contains(group) ?? true }

var rows: [Row] = []
do {
    var benchmarks: [Benchmark] = []
    if include("hooks") { benchmarks += try HookBenchmarks.make() }
    if include("bodies") { benchmarks += try HookBenchmarks.bodies() }
    if include("closures") { benchmarks += ClosureChainBenchmarks.make() }
    if include("nio") { benchmarks += try NIOPipelineBenchmarks.make() }
    if include("bus") { benchmarks += BusBenchmarks.make() }
    if include("changes") { benchmarks += ChangeBenchmarks.make() }
    if include("components") { benchmarks += try ComponentBenchmarks.make() }
    if include("tables") { benchmarks += TableBenchmarks.make() }
    if include("script") { benchmarks += try ScriptBenchmarks.make() }
    if include("composition") { benchmarks += try CompositionBenchmarks.make(size: settings.compositionSize) }
    if include("playback") { benchmarks += PlaybackBenchmarks.make() }
    if include("recording") { benchmarks += try RecordingBenchmarks.make() }
    if include("studio") { benchmarks += try StudioBenchmarks.make() }
    if include("selectors") { benchmarks += try SelectorBenchmarks.make() + TracingBenchmarks.make() }
    if include("state") { benchmarks += try StateBenchmarks.make() }
    if include("explain") { benchmarks += try ExplainBenchmarks.make() }
    if include("cassettes") { benchmarks += CassetteBenchmarks.make() }
    if include("reporting") { benchmarks += ReportingBenchmarks.make() }
    rows = runInterleaved(benchmarks, settings)
    if include("memory") { rows += try MemoryBenchmarks.run(settings) + TableBenchmarks.memory() }
    if include("recording") || include("memory") { rows += try RecordingBenchmarks.memory() }
} catch {
    FileHandle.standardError.write(Data("benchmark failed: \(error)\n".utf8))
    exit(1)
}

let report = Report(rows: rows, targets: Targets.all)
if arguments.contains("--json") {
    print(try report.json(machine: machineDescription()))
} else {
    print(report.table(machine: machineDescription()))
}
