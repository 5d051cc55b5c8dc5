/// Draws the script beside the screen: a heading, then numbered commands with the warnings
/// above them and, after a replay, a mark for each and the reason under a failed one. When
/// there are more lines than rows, the end shows, or the command a replay is playing.
struct ScriptPaneDrawing {
    let lines: [ScriptPaneLine]
    let area: CellRect

    func draw(into grid: inout CellGrid) {
        guard area.rows > 2, area.columns > 8 else { return }
        let count = lines.filter { if case .command = $0.kind { true } else { false } }.count
        grid.write(
            "Script · \(count) command\(count == 1 ? "" : "s")", column: area.column, row: area.row,
            style: Chrome.heading, width: area.columns)
        let rows = area.rows - 2
        let focus = lines.firstIndex { $0.mark == .playing } ?? lines.count - 1
        let first = Swift.max(0, Swift.min(focus - rows / 2, lines.count - rows))
        let shown = lines[first..<Swift.min(first + rows, lines.count)]
        for (offset, line) in shown.enumerated() { draw(line, row: area.row + 2 + offset, into: &grid) }
        if lines.isEmpty {
            grid.write(
                "Nothing recorded yet: click the app.", column: area.column, row: area.row + 2, style: Chrome.number,
                width: area.columns)
        }
    }

    private func draw(_ line: ScriptPaneLine, row: Int, into grid: inout CellGrid) {
        let column = area.column
        let width = area.columns
        switch line.kind {
        case .command(let number):
            let style = line.mark == .playing ? Chrome.playing : Chrome.command
            if line.mark == .playing {
                grid.fill(CellRect(column: column, row: row, columns: width, rows: 1), style: style)
            }
            grid.write(mark(line.mark), column: column, row: row, style: markStyle(line.mark))
            grid.write(
                String(number).leftPadded(to: 4), column: column + 2, row: row,
                style: line.mark == .playing ? style : Chrome.number)
            grid.write(line.text, column: column + 8, row: row, style: style, width: width - 8)
        case .warning:
            grid.write("# " + line.text, column: column + 8, row: row, style: Chrome.warning, width: width - 8)
        case .failure:
            grid.write("✗ " + line.text, column: column + 8, row: row, style: Chrome.failure, width: width - 8)
        }
    }

    private func mark(_ mark: ScriptPaneLine.Mark) -> String {
        switch mark {
        case .none: " "
        case .playing: "▶"
        case .passed: "✓"
        case .failed: "✗"
        }
    }

    private func markStyle(_ mark: ScriptPaneLine.Mark) -> CellStyle {
        switch mark {
        case .none, .playing: Chrome.playing
        case .passed: Chrome.passed
        case .failed: Chrome.failed
        }
    }
}

extension String {
    /// The string with spaces before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: Swift.max(width - count, 0)) + self
    }
}
