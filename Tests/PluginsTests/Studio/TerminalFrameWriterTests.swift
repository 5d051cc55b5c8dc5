import Plugins
import Testing

/// Grids turned into escape sequences, with only what changed sent after the first frame.
@Suite struct TerminalFrameWriterTests {
    @Test("the first frame clears and paints every cell; an unchanged one sends nothing")
    func firstAndUnchanged() {
        var grid = CellGrid(columns: 10, rows: 2)
        grid.write("Hello", column: 0, row: 0, style: CellStyle(foreground: 196, bold: true))
        var writer = TerminalFrameWriter()
        let first = writer.frame(grid)
        #expect(first.hasPrefix("\u{1B}[0m\u{1B}[2J"))
        #expect(first.contains("\u{1B}[0;1;38;5;196mHello"))
        #expect(writer.frame(grid) == "")
    }

    @Test("a changed cell is painted alone, after a cursor move to it")
    func changedCell() {
        var grid = CellGrid(columns: 20, rows: 3)
        var writer = TerminalFrameWriter()
        _ = writer.frame(grid)
        grid.write("x", column: 7, row: 2, style: .plain)
        #expect(writer.frame(grid) == "\u{1B}[3;8H\u{1B}[0mx\u{1B}[0m")
        writer.invalidate()
        #expect(writer.frame(grid).hasPrefix("\u{1B}[0m\u{1B}[2J"))
    }

    @Test("writing is clipped to the grid and cut with an ellipsis; wide characters become ?")
    func writing() {
        var grid = CellGrid(columns: 8, rows: 1)
        #expect(grid.write("Hello, world", column: 0, row: 0, style: .plain, width: 6) == 6)
        #expect(grid.lines == ["Hello…  "])
        grid.write("日x", column: 6, row: 0, style: .plain)
        grid.write("far", column: 50, row: 5, style: .plain)
        grid.fill(CellRect(column: -3, row: -3, columns: 100, rows: 1), style: .plain)
        #expect(grid.lines == ["Hello…?x"])
    }
}
