/// Paints one component's cells: its box, clipped to what its containers show, with helpers
/// for the shapes components are made of (a fill, a line, text centred or at the start).
struct CellPainter {
    var grid: CellGrid
    /// The cells the component covers.
    let box: CellRect
    /// The cells it may paint: its box, clipped by its containers.
    let clip: CellRect
    /// Whether it is disabled or faint: its text is dimmed.
    let dimmed: Bool

    /// The row through the component's middle: its text goes there.
    let middleRow: Int

    /// Paints the whole box in `style`.
    mutating func fill(_ style: CellStyle) {
        grid.fill(box, style: style, clip: clip)
    }

    /// Puts one character at a cell.
    mutating func put(_ character: Unicode.Scalar, column: Int, row: Int, _ style: CellStyle) {
        grid.put(character, column: column, row: row, style: adjusted(style), clip: clip)
    }

    /// Writes `text` from a cell, no further than the box's right edge.
    mutating func text(_ text: String, column: Int, row: Int, _ style: CellStyle) {
        let width = box.column + box.columns - column
        grid.write(text, column: column, row: row, style: adjusted(style), width: width, clip: clip)
    }

    /// Writes `text` on the middle row, from the box's first column.
    mutating func leading(_ text: String, _ style: CellStyle) {
        self.text(text, column: box.column, row: middleRow, style)
    }

    /// Writes `text` centred in the box (or in `columns` of it), on `row` or the middle row.
    ///
    /// With `blank` columns to spare, the text takes at most all but that many of them, so at
    /// least `blank` cells after it stay blank: text in two boxes side by side never touches.
    mutating func centered(
        _ text: String, _ style: CellStyle, in columns: Range<Int>? = nil, row: Int? = nil, sparing blank: Int = 0
    ) {
        let span = columns ?? box.columnRange
        let width = Swift.max(span.count - blank, 0)
        let length = Swift.min(text.unicodeScalars.count, width)
        let start = span.lowerBound + (span.count - length) / 2
        grid.write(
            text, column: start, row: row ?? middleRow, style: adjusted(style), width: width,
            clip: clip.intersection(CellRect(columns: span, rows: box.rowRange)))
    }

    /// A line of `─` along the box's last row.
    mutating func bottomLine(_ style: CellStyle) {
        guard box.rows > 1 else { return }
        grid.fill(
            CellRect(columns: box.columnRange, rows: (box.row + box.rows - 1)..<(box.row + box.rows)), style: style,
            with: "─", clip: clip)
    }

    /// The box's outline in box-drawing characters, when it is at least 2 by 2 cells.
    mutating func outline(_ style: CellStyle) {
        guard box.columns >= 2, box.rows >= 2 else { return }
        let (left, right) = (box.column, box.column + box.columns - 1)
        let (top, bottom) = (box.row, box.row + box.rows - 1)
        for column in (left + 1)..<right {
            put("─", column: column, row: top, style)
            put("─", column: column, row: bottom, style)
        }
        for row in (top + 1)..<bottom {
            put("│", column: left, row: row, style)
            put("│", column: right, row: row, style)
        }
        put("┌", column: left, row: top, style)
        put("┐", column: right, row: top, style)
        put("└", column: left, row: bottom, style)
        put("┘", column: right, row: bottom, style)
    }

    /// `text` at the bottom right, inside the outline.
    mutating func caption(_ text: String, _ style: CellStyle) {
        let length = Swift.min(text.unicodeScalars.count, Swift.max(box.columns - 2, 0))
        self.text(text, column: box.column + box.columns - 1 - length, row: box.row + box.rows - 2, style)
    }

    /// Paints each cell of the box with what `cell` says for it, if anything.
    mutating func pattern(_ cell: (Int, Int) -> (Unicode.Scalar, CellStyle)?) {
        let area = box.intersection(clip)
        for row in area.rowRange {
            for column in area.columnRange {
                guard let (character, style) = cell(column, row) else { continue }
                let background = grid[column, row].style.background
                grid.put(character, column: column, row: row, style: style.on(background))
            }
        }
    }

    private func adjusted(_ style: CellStyle) -> CellStyle {
        var style = style
        if dimmed { style.dim = true }
        return style
    }
}
