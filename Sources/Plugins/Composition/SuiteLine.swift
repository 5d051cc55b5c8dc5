/// A suite's line as loading read it: what it is, the script or suite it runs, found, and how.
struct SuiteLine {
    let step: Step
    let kind: SuiteKeyword.Kind
    let mode: CallMode
    let target: String
}

extension ScriptProgram {
    /// The lines of the suite at `suite` whose scripts the program holds, in order.
    func suiteLines(of suite: String) -> [SuiteLine] {
        (files[suite]?.steps ?? []).compactMap { step in
            guard let entry = step.keyword as? SuiteKeyword, let target = step.target else { return nil }
            return SuiteLine(step: step, kind: entry.kind, mode: entry.mode, target: target)
        }
    }
}

extension ScriptRunner {
    /// Runs a suite's `Setup` or `Teardown` line as a call, its own line before what it ran.
    func run(_ entry: SuiteLine, frame: Frame) {
        let mark = results.count
        let step = entry.step
        var result = call(
            entry.target, entry.mode, table: step.table, from: step.command, line: step.line, frame: frame)
        result.file = frame.label
        results.insert(result, at: mark)
    }
}
