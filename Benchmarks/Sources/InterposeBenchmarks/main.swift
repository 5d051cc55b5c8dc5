import Foundation

// Usage: InterposeBenchmarks [--quick] [--json] [--only GROUP]
//
// Runs every suite in one process so the ratios compare numbers taken side by side.

let arguments = CommandLine.arguments.dropFirst()
let settings: RunSettings = arguments.contains("--quick") ? .quick : .full
let only = arguments.firstIndex(of: "--only").flatMap {
    arguments.index(after: $0) < arguments.endIndex ? arguments[arguments.index(after: $0)] : nil
}

func machineDescription() -> String {
    let info = ProcessInfo.processInfo
    let cpu =
        (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
        .split(separator: "\n").first { $0.hasPrefix("model name") }?
        .split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
    return
        "\(cpu), \(info.activeProcessorCount) cores, \(info.physicalMemory >> 30) GiB, \(settings.samples) samples per row"
}

var rows: [Row] = []
func include(_ group: String) -> Bool { only == nil || only == group }
do {
    if include("hooks") { rows += try HookBenchmarks.run(settings) }
    if include("closures") { rows += ClosureChainBenchmarks.run(settings) }
    if include("nio") { rows += try NIOPipelineBenchmarks.run(settings) }
    if include("bus") { rows += BusBenchmarks.run(settings) }
    if include("changes") { rows += try ChangeBenchmarks.run(settings) }
    if include("components") { rows += ComponentBenchmarks.run(settings) }
    if include("memory") { rows += try MemoryBenchmarks.run() }
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
