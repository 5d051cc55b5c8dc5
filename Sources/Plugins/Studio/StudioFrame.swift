import Components

/// Everything one frame of the studio shows, as plain values: the screen, the script, what
/// the last input did, and where the pointer is. ``grid(_:)`` draws it into cells.
///
/// ```swift
/// let layout = StudioLayout(columns: 200, rows: 60, screen: screenSize)
/// let frame = StudioFrame(
///     session: session, title: "recording → my.mt", pointer: CellPosition(column: 12, row: 7), layout: layout)
/// terminal.write(writer.frame(frame.grid(layout)))
/// ```
package struct StudioFrame: Hashable, Sendable {
    /// The app's screen.
    package var screen: ScreenSnapshot
    /// The script's lines.
    package var script: [ScriptPaneLine]
    /// The frame of the screen to highlight: the target of the command a replay is playing.
    package var highlight: Rect?
    /// The title row's text.
    var title: String
    /// What the last input did.
    var message: String
    /// The pointer's cell, if it is in the terminal.
    var pointer: CellPosition?
    /// The name of the component under the pointer.
    var pointerName: String?
    /// The points the finger that is down went through, in screen coordinates.
    var trail: [Point]

    /// Creates a frame.
    package init(
        screen: ScreenSnapshot, script: [ScriptPaneLine], highlight: Rect? = nil, title: String = "",
        message: String = "", pointer: CellPosition? = nil, pointerName: String? = nil, trail: [Point] = []
    ) {
        self.screen = screen
        self.script = script
        self.highlight = highlight
        self.title = title
        self.message = message
        self.pointer = pointer
        self.pointerName = pointerName
        self.trail = trail
    }

    /// The keys, as the help row lists them.
    static let help =
        "click tap · drag · wheel scroll · type · right click or ^V verify · ^X snapshot · ^Z undo · ^S save · ^R replay"
        + " · ^Q quit · ^O/^P pinch · ^K shake · ^T rotate · arrows move · ^L redraw"

    /// The frame drawn in a terminal laid out by `layout`.
    package func grid(_ layout: StudioLayout) -> CellGrid {
        var grid = CellGrid(columns: layout.columns, rows: layout.rows)
        guard let mapping = layout.mapping else {
            tooSmall(layout, into: &grid)
            return grid
        }
        grid.fill(CellRect(column: 0, row: 0, columns: layout.columns, rows: 1), style: Chrome.title)
        grid.write(" Interpose studio · " + title, column: 0, row: 0, style: Chrome.title, width: layout.columns)
        ScreenDrawing(mapping: mapping).draw(screen, into: &grid)
        overlay(mapping, into: &grid)
        ScriptPaneDrawing(lines: script, area: layout.script).draw(into: &grid)
        let status = message.isEmpty ? pointerName.map { "pointer on \($0)" } ?? "" : message
        grid.write(" " + status, column: 0, row: layout.statusRow, style: Chrome.status, width: layout.columns)
        grid.fill(CellRect(column: 0, row: layout.helpRow, columns: layout.columns, rows: 1), style: Chrome.help)
        grid.write(" " + Self.help, column: 0, row: layout.helpRow, style: Chrome.help, width: layout.columns)
        return grid
    }

    /// The highlighted target, the finger's trail and the pointer, over the screen.
    private func overlay(_ mapping: CellMapping, into grid: inout CellGrid) {
        if let highlight {
            let (columns, rows) = mapping.cells(covering: highlight)
            for row in rows {
                for column in columns { restyle(&grid, column, row) { $0.background = Chrome.highlight } }
            }
        }
        for point in trail {
            guard let (column, row) = mapping.cell(for: point) else { continue }
            let background = grid[column, row].style.background
            grid.put("•", column: column, row: row, style: Chrome.trail.on(background))
        }
        if let pointer, mapping.point(column: pointer.column, row: pointer.row) != nil {
            restyle(&grid, pointer.column, pointer.row) { $0.inverse.toggle() }
        }
    }

    private func restyle(_ grid: inout CellGrid, _ column: Int, _ row: Int, _ change: (inout CellStyle) -> Void) {
        var cell = grid[column, row]
        change(&cell.style)
        grid.put(cell.character, column: column, row: row, style: cell.style)
    }

    private func tooSmall(_ layout: StudioLayout, into grid: inout CellGrid) {
        let smallest = StudioLayout.smallest(for: screen.size)
        let lines = [
            "Terminal too small",
            "\(layout.columns)×\(layout.rows): needs \(smallest.columns)×\(smallest.rows)",
            "enlarge it, or ^Q quits",
        ]
        for (index, line) in lines.enumerated() {
            let row = layout.rows / 2 - 1 + index
            let column = Swift.max((layout.columns - line.count) / 2, 0)
            grid.write(line, column: column, row: row, style: Chrome.title, width: layout.columns)
        }
    }
}
