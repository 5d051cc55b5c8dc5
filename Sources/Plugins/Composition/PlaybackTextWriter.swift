/// Writes a run's report as text while the run goes: each result's lines as it finishes, then
/// the summary. The text is the same as ``PlaybackReport/text`` of a report that kept every
/// result.
///
/// ```swift
/// let writer = PlaybackTextWriter(program: program) { print($0) }
/// let report = ScriptRunner(program: program, player: player).run(keeping: .none, onResult: writer.write)
/// writer.finish(report)
/// //   1  TabBar tabs Select settings ... ok
/// //   2  Slider volume Slide 0.75 ... ok
/// //
/// // 2 commands: 2 passed in 1.2 s of virtual time
/// ```
///
/// Line numbers are right-aligned to the widest one the run reports. The root script's commands
/// are all reported, so their widest is known before the run; when a script it calls has lines
/// of more digits, which the run may or may not reach, lines wait until the run reaches one, or
/// ends.
public final class PlaybackTextWriter {
    private let output: (String) -> Void
    /// How many digits the widest line number any script of the program has takes.
    private let widest: Int
    /// How many digits the widest line number reported so far (or sure to be) takes.
    private var width: Int
    /// Results whose lines wait until the width is known.
    private var waiting: [CommandResult] = []

    /// Creates a writer for a run of `program`.
    ///
    /// - Parameters:
    ///   - program: The program the run plays.
    ///   - output: Called with each line of text, without its line break.
    public init(program: ScriptProgram, output: @escaping (String) -> Void) {
        self.output = output
        // Every command of the root script is reported but documentation, unless the run stops.
        let root = program.files[program.root]?.script.lines ?? []
        let reported = root.lastIndex { $0.command.map { !$0.isOn("Doc") } ?? false }.map { $0 + 1 } ?? 0
        let highest =
            program.files.values.compactMap { file in
                file.script.lines.lastIndex { $0.command != nil }.map { $0 + 1 }
            }.max() ?? 0
        width = PlaybackReport.width(ofLine: reported)
        widest = PlaybackReport.width(ofLine: highest)
    }

    /// Writes `result`'s lines, or keeps them until the width of line numbers is known.
    ///
    /// - Parameter result: The next result of the run, in the report's order.
    public func write(_ result: CommandResult) {
        width = Swift.max(width, PlaybackReport.width(ofLine: result.line))
        guard width >= widest else { return waiting.append(result) }
        flush()
        PlaybackReport.lines(for: result, width: width).forEach(output)
    }

    /// Writes the lines still waiting, a blank line, and `report`'s summary.
    ///
    /// - Parameter report: The run's report.
    public func finish(_ report: PlaybackReport) {
        flush()
        output("")
        output(report.summary)
    }

    private func flush() {
        for result in waiting { PlaybackReport.lines(for: result, width: width).forEach(output) }
        waiting.removeAll()
    }
}
