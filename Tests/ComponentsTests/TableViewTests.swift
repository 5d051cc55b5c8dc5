import ComponentTestSupport
import Components
import Interpose
import Testing

@MainActor
@Suite struct TableViewTests {
    let test = TestApp()
    let table: TableView
    /// The data source and delegate, kept here: the table holds them weakly.
    let rows = NumberedRows([100])
    let delegate = RowDelegate()

    /// A 320×480 table at the window's top left, rows 44 points tall.
    init() {
        table = test.add("table") { TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480)) }
    }

    /// The texts of the cells on screen.
    var shownTexts: [String] { table.visibleCells.map { $0.textLabel.text ?? "" } }

    @Test("a 100,000-row table makes cells only for the rows on screen and reuses them as it scrolls")
    func visibleCellsOnly() throws {
        let created = Trail()
        try test.registry.on(View.didInitHook, scope: .type(TableViewCell.self)).onMainActor.after { _, _, _ in
            created.note("cell")
        }
        let heightQuestions = Trail()
        try test.registry.on(TableView.delegateHeightForRowHook).onMainActor.before { _, indexPath in
            heightQuestions.note("\(indexPath)")
        }
        rows.rowCounts = [100_000]
        table.delegate = delegate
        table.dataSource = rows
        let onScreen = table.indexPathsForVisibleRows.count
        #expect(onScreen == Int((480 / table.rowHeight).rounded(.up)))
        #expect(created.all.count == onScreen)
        #expect(rows.cellRequests == table.indexPathsForVisibleRows)
        #expect(heightQuestions.all == ["[0, 0]"])
        #expect(table.contentSize == Size(width: 320, height: 100_000 * table.rowHeight))
        for offset in stride(from: 0.0, through: 20_000, by: 97) {
            table.contentOffset = Point(x: 0, y: offset)
        }
        table.contentOffset = Point(x: 0, y: table.maximumContentOffset.y)
        #expect(created.all.count <= onScreen + 1)
        #expect(table.indexPathsForVisibleRows.last == IndexPath(row: 99_999))
        #expect(shownTexts == table.indexPathsForVisibleRows.map { "Row \($0.row)" })
        #expect(table.subviews.count == table.visibleCells.count)
    }

    @Test("the rows on screen follow the offset, and geometry queries agree with the cells")
    func geometry() throws {
        table.dataSource = rows
        table.contentOffset = Point(x: 0, y: 22)
        #expect(table.indexPathsForVisibleRows.first == IndexPath(row: 0))
        #expect(table.indexPathsForVisibleRows.last == IndexPath(row: 11))
        #expect(shownTexts.first == "Row 0" && shownTexts.last == "Row 11")
        let cell = try #require(table.cellForRow(at: IndexPath(row: 5)))
        #expect(cell.frame == Rect(x: 0, y: 220, width: 320, height: 44))
        #expect(try table.rect(forRow: IndexPath(row: 5)) == cell.frame)
        #expect(cell.convert(Point.zero, to: nil) == Point(x: 0, y: 198))
        #expect(table.indexPath(for: cell) == IndexPath(row: 5))
        #expect(table.indexPathForRow(at: Point(x: 10, y: 263.9)) == IndexPath(row: 5))
        #expect(table.indexPathForRow(at: Point(x: 10, y: 264)) == IndexPath(row: 6))
        #expect(table.indexPathForRow(at: Point(x: 10, y: 4400)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 40)) == nil)
        #expect(test.window.hitTest(Point(x: 100, y: 200), with: nil) === cell)
        #expect(test.window.view(withIdentifier: "row-0-5") === cell)
    }

    @Test("heights from the delegate are laid out with prefix sums, asked once per row per load")
    func varyingHeights() throws {
        delegate.heights = { $0.row % 2 == 0 ? 30 : 60 }
        let asked = Trail()
        try test.registry.on(TableView.delegateHeightForRowHook).onMainActor.before { _, _ in asked.note("height") }
        table.delegate = delegate
        rows.rowCounts = [1000]
        table.dataSource = rows
        #expect(asked.all.count == 1000)
        #expect(table.contentSize.height == 500 * 30 + 500 * 60)
        #expect(try table.rect(forRow: IndexPath(row: 3)) == Rect(x: 0, y: 120, width: 320, height: 60))
        #expect(table.indexPathForRow(at: Point(x: 1, y: 125)) == IndexPath(row: 3))
        table.contentOffset = Point(x: 0, y: 45 * 100)
        #expect(table.indexPathsForVisibleRows.first == IndexPath(row: 100))
        #expect(table.cellForRow(at: IndexPath(row: 101))?.frame.height == 60)
        delegate.heights = { _ in -5 }
        table.reloadData()
        #expect(try table.rect(forRow: IndexPath(row: 1)).height == table.rowHeight)
    }

    @Test("sections are numbered in order, and rows or sections that do not exist are clear errors")
    func sectionsAndErrors() throws {
        rows.rowCounts = [3, 0, 2]
        table.dataSource = rows
        #expect(table.numberOfSections == 3)
        #expect(table.numberOfRows(inSection: 2) == 2)
        #expect(table.numberOfRows(inSection: 7) == 0)
        #expect(try table.rect(forRow: IndexPath(row: 0, section: 2)).minY == 3 * table.rowHeight)
        #expect(table.indexPathForRow(at: Point(x: 1, y: 3 * table.rowHeight + 1)) == IndexPath(row: 0, section: 2))
        #expect(shownTexts == ["Row 0", "Row 1", "Row 2", "Row 2.0", "Row 2.1"])
        let missingRow = IndexPath(row: 0, section: 1)
        #expect(throws: TableViewError.rowOutOfRange(missingRow, rows: 0)) {
            try table.selectRow(at: missingRow, animated: false, scrollPosition: .none)
        }
        #expect(throws: TableViewError.sectionOutOfRange(IndexPath(row: 0, section: 5), sections: 3)) {
            try table.scrollToRow(at: IndexPath(row: 0, section: 5), at: .top, animated: false)
        }
        #expect(
            TableViewError.rowOutOfRange(IndexPath(row: 120), rows: 100).description
                == "row [0, 120] does not exist: section 0 has 100 rows")
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("scrolling to a row puts it at the top, middle or bottom, or just into view, within the content")
    func scrollToRow() throws {
        table.dataSource = rows
        let row = IndexPath(row: 50)
        try table.scrollToRow(at: row, at: .top, animated: false)
        #expect(table.contentOffset.y == 50 * 44)
        try table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(table.contentOffset.y == 50 * 44 + 22 - 240)
        try table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(table.contentOffset.y == 51 * 44 - 480)
        try table.scrollToRow(at: IndexPath(row: 45), at: .none, animated: false)
        #expect(table.contentOffset.y == 51 * 44 - 480)
        try table.scrollToRow(at: IndexPath(row: 60), at: .none, animated: false)
        #expect(table.contentOffset.y == 61 * 44 - 480)
        try table.scrollToRow(at: IndexPath(row: 99), at: .top, animated: false)
        #expect(table.contentOffset.y == table.maximumContentOffset.y)
        try table.scrollToRow(at: IndexPath(row: 1), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 0)
    }

    @Test("an animated scroll to a row runs on the clock and ends with the scroll view's delegate call")
    func animatedScrollToRow() throws {
        let recorder = ScrollRecorder()
        table.delegate = recorder
        rows.rowCounts = [1000]
        table.dataSource = rows
        try table.scrollToRow(at: IndexPath(row: 500), at: .top, animated: true)
        #expect(table.cellForRow(at: IndexPath(row: 500)) == nil)
        test.app.clock.advance(by: ScrollView.animationDuration)
        #expect(table.indexPathsForVisibleRows.first == IndexPath(row: 500))
        #expect(recorder.milestones == ["didEndScrollingAnimation"])
        #expect(table.cellForRow(at: IndexPath(row: 500))?.textLabel.text == "Row 500")
    }

    @Test("reloading picks up new counts, drops the selection and clamps the offset")
    func reload() throws {
        table.dataSource = rows
        try table.selectRow(at: IndexPath(row: 90), animated: false, scrollPosition: .bottom)
        rows.rowCounts = [12]
        table.reloadData()
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.contentOffset.y == 12 * 44 - 480)
        #expect(shownTexts.last == "Row 11")
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test("a row's text reads off its cell on screen or off one the data source makes, without scrolling")
    func rowText() throws {
        rows.rowCounts = [100, 5]
        table.dataSource = rows
        let shown = table.visibleCells.count
        #expect(try table.text(forRowAt: IndexPath(row: 2)) == "Row 2")
        #expect(try table.text(forRowAt: IndexPath(row: 80)) == "Row 80")
        #expect(try table.text(forRowAt: IndexPath(row: 3, section: 1)) == "Row 1.3")
        #expect(throws: TableViewError.rowOutOfRange(IndexPath(row: 5, section: 1), rows: 5)) {
            try table.text(forRowAt: IndexPath(row: 5, section: 1))
        }
        #expect(table.contentOffset.y == 0 && table.visibleCells.count == shown)
        #expect(table.indexPathForRow(withText: "Row 1.4") == IndexPath(row: 4, section: 1))
        #expect(table.indexPathForRow(withText: "Row 40", inSection: 1) == nil)
        #expect(table.indexPathForRow(withText: "Row 7.0") == nil)
        try table.scrollToRow(at: IndexPath(row: 80), at: .top, animated: false)
        #expect(shownTexts.first == "Row 80", "the cell read off screen went back for reuse, not on screen")
    }
}
