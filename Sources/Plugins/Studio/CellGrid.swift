/// A terminal's worth of character cells, each with its style: what a frame will show,
/// drawn first, then turned into escape sequences by ``TerminalFrameWriter``.
///
/// Writing outside the grid is clipped, never an error. Every character takes one cell:
/// characters a terminal shows two cells wide, or combined with the one before, are written
/// as `?` so the columns stay where they are.
///
/// ```swift
/// var grid = CellGrid(columns: 20, rows: 2)
/// grid.write("Hello", column: 1, row: 0, style: CellStyle(bold: true))
/// grid.lines[0]   // " Hello              "
/// ```
package struct CellGrid: Hashable, Sendable {
    /// One cell: a character and its style.
    package struct Cell: Hashable, Sendable {
        /// The character shown.
        var character: Unicode.Scalar
        /// How it is painted.
        package var style: CellStyle

        /// Creates a cell.
        init(_ character: Unicode.Scalar = " ", style: CellStyle = .plain) {
            self.character = character
            self.style = style
        }
    }

    /// How many columns.
    let columns: Int
    /// How many rows.
    let rows: Int
    /// The cells, row by row.
    private(set) var cells: [Cell]

    /// A grid of blank cells in `style`.
    ///
    /// - Parameters:
    ///   - columns: How many columns; a negative number is 0.
    ///   - rows: How many rows; a negative number is 0.
    ///   - style: The blank cells' style.
    package init(columns: Int, rows: Int, style: CellStyle = .plain) {
        self.columns = Swift.max(columns, 0)
        self.rows = Swift.max(rows, 0)
        cells = Array(repeating: Cell(style: style), count: self.columns * self.rows)
    }

    /// The cell at `column` and `row`, or a blank one outside the grid.
    package subscript(column: Int, row: Int) -> Cell {
        guard contains(column: column, row: row) else { return Cell() }
        return cells[row * columns + column]
    }

    /// Whether `column` and `row` are in the grid.
    func contains(column: Int, row: Int) -> Bool {
        (0..<columns).contains(column) && (0..<rows).contains(row)
    }

    /// Puts `character` in `style` at a cell; nothing outside the grid, or outside `clip`.
    package mutating func put(
        _ character: Unicode.Scalar, column: Int, row: Int, style: CellStyle, clip: CellRect? = nil
    ) {
        guard contains(column: column, row: row), clip?.contains(column: column, row: row) ?? true else { return }
        cells[row * columns + column] = Cell(Self.narrow(character), style: style)
    }

    /// Writes `text` from a cell rightwards, at most `width` cells of it (the last one `…` when
    /// it is cut short); clipped to the grid and to `clip`.
    ///
    /// - Returns: How many cells it took.
    @discardableResult
    package mutating func write(
        _ text: String, column: Int, row: Int, style: CellStyle, width: Int? = nil, clip: CellRect? = nil
    ) -> Int {
        let limit = Swift.min(width ?? Int.max / 2, Int.max / 2)
        guard limit > 0 else { return 0 }
        let scalars = Array(text.unicodeScalars.lazy.filter { $0.value >= 0x20 }.prefix(limit + 1))
        let cut = scalars.count > limit
        let shown = cut ? Array(scalars.prefix(limit - 1)) + ["…"] : scalars
        for (offset, character) in shown.enumerated() {
            put(character, column: column + offset, row: row, style: style, clip: clip)
        }
        return shown.count
    }

    /// Paints every cell of `rect` blank in `style`; clipped to the grid and to `clip`.
    package mutating func fill(
        _ rect: CellRect, style: CellStyle, with character: Unicode.Scalar = " ", clip: CellRect? = nil
    ) {
        let whole = CellRect(column: 0, row: 0, columns: columns, rows: rows)
        let area = rect.intersection(clip ?? rect).intersection(whole)
        for row in area.rowRange {
            for column in area.columnRange { cells[row * columns + column] = Cell(character, style: style) }
        }
    }

    /// Each row's characters, without styles: what a person reads.
    package var lines: [String] {
        (0..<rows).map { row in
            var line = String.UnicodeScalarView()
            line.append(contentsOf: cells[(row * columns)..<((row + 1) * columns)].map(\.character))
            return String(line)
        }
    }

    /// `character` if a terminal shows it one cell wide, else `?`.
    static func narrow(_ character: Unicode.Scalar) -> Unicode.Scalar {
        let value = character.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return "?" }
        if value < 0x0300 { return character }
        let wide =
            (0x0300...0x036F).contains(value) || (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value) || value >= 0x1F000
        return wide ? "?" : character
    }
}
