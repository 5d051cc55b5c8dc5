import Components
import Plugins
import Testing

/// Screen points to terminal cells and back, whatever the terminal's size.
@Suite struct CellMappingTests {
    static let screen = Size(width: 320, height: 529)

    @Test(
        "the screen keeps its shape: a cell covers about twice as many points down as across",
        arguments: [(200, 60), (80, 24), (120, 40), (300, 100), (60, 200)])
    func keepsShape(columns: Int, rows: Int) throws {
        guard let mapping = CellMapping(screen: Self.screen, columns: columns, rows: rows) else {
            Issue.record("\(columns)×\(rows) is large enough for a mapping")
            return
        }
        #expect(mapping.columns <= columns && mapping.rows <= rows)
        #expect(mapping.columns == columns || mapping.rows == rows, "as large as the space allows")
        let ratio = mapping.pointsPerRow / mapping.pointsPerColumn
        #expect(ratio > 1.8 && ratio < 2.2, "ratio \(ratio)")
    }

    @Test(
        "every cell maps to a point that maps back to it, and every point to a cell of the area",
        arguments: [(200, 60), (97, 31), (60, 22)])
    func roundTrip(columns: Int, rows: Int) throws {
        let mapping = try #require(CellMapping(screen: Self.screen, columns: columns, rows: rows, column: 3, row: 1))
        for row in mapping.row..<(mapping.row + mapping.rows) {
            for column in mapping.column..<(mapping.column + mapping.columns) {
                let point = try #require(mapping.point(column: column, row: row))
                let cell = try #require(mapping.cell(for: point))
                #expect(cell.column == column && cell.row == row)
            }
        }
        #expect(mapping.point(column: 2, row: 1) == nil)
        #expect(mapping.point(column: 3, row: mapping.row + mapping.rows) == nil)
        #expect(
            mapping.cell(for: Point(x: 319.999, y: 528.999))! == (
                mapping.column + mapping.columns - 1, mapping.row + mapping.rows - 1
            ))
        #expect(mapping.cell(for: Point(x: -1, y: 0)) == nil)
        #expect(mapping.cell(for: Point(x: .nan, y: 0)) == nil)
    }

    @Test("rectangles side by side cover cells that do not overlap; a thin one still gets a cell")
    func rectangles() throws {
        let mapping = try #require(CellMapping(screen: Self.screen, columns: 70, rows: 57))
        let left = mapping.cells(covering: Rect(x: 0, y: 0, width: 160, height: 44))
        let right = mapping.cells(covering: Rect(x: 160, y: 0, width: 160, height: 44))
        #expect(left.columns.upperBound == right.columns.lowerBound)
        #expect(left.columns.lowerBound == 0 && right.columns.upperBound == mapping.columns)
        let thin = mapping.cells(covering: Rect(x: 100, y: 100, width: 1, height: 1))
        #expect(thin.columns.count == 1 && thin.rows.count == 1)
        let outside = mapping.cells(covering: Rect(x: 400, y: 0, width: 10, height: 10))
        #expect(outside.columns.isEmpty)
    }

    @Test(
        "a terminal too small for a readable screen has no mapping",
        arguments: [(20, 60), (200, 12), (40, 18), (0, 0), (-5, 3)])
    func tooSmall(columns: Int, rows: Int) {
        #expect(CellMapping(screen: Self.screen, columns: columns, rows: rows) == nil)
    }
}
