import ComponentTestSupport
import Components
import Interpose
import Testing

@MainActor
@Suite struct TableViewSelectionTests {
    let test = TestApp()
    let table: TableView
    let rows = NumberedRows([100])
    let delegate = RowDelegate()
    let seen = Trail()

    /// A 320×480 table of 100 rows whose delegate calls are watched through their hooks.
    init() throws {
        table = test.add("table") { TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480)) }
        table.delegate = delegate
        table.dataSource = rows
        try test.registry.on(TableView.delegateWillSelectRowHook).onMainActor.after { [seen] _, indexPath, chosen in
            seen.note("willSelect \(indexPath) -> \(chosen.map(\.description) ?? "nil")")
        }
        try test.registry.on(TableView.delegateDidSelectRowHook).onMainActor.before { [seen] _, indexPath in
            seen.note("didSelect \(indexPath)")
        }
        try test.registry.on(TableView.delegateDidDeselectRowHook).onMainActor.before { [seen] _, indexPath in
            seen.note("didDeselect \(indexPath)")
        }
    }

    func cell(_ row: Int) throws -> TableViewCell {
        try #require(table.cellForRow(at: IndexPath(row: row)))
    }

    @Test("a tap on a cell selects its row, asking and telling the delegate through the hooks")
    func tapSelects() throws {
        try test.input.tap(cell(2))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2))
        #expect(try cell(2).isSelected)
        try test.input.tap(cell(4))
        #expect(try !cell(2).isSelected && cell(4).isSelected)
        let expected = [
            "willSelect [0, 2] -> [0, 2]", "didSelect [0, 2]",
            "willSelect [0, 4] -> [0, 4]", "didDeselect [0, 2]", "didSelect [0, 4]",
        ]
        #expect(seen.all == expected)
        #expect(delegate.trail.all == expected)
    }

    @Test("the delegate can redirect a selection to another row, or refuse it")
    func redirectAndRefuse() throws {
        delegate.redirect = { indexPath in
            switch indexPath.row {
            case 0: IndexPath(row: 1)
            case 3: nil
            case 5: IndexPath(row: 500)
            default: indexPath
            }
        }
        try test.input.tap(cell(0))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1))
        #expect(try cell(1).isSelected && !cell(0).isSelected)
        try test.input.tap(cell(3))
        try test.input.tap(cell(5))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1))
        #expect(
            seen.all == [
                "willSelect [0, 0] -> [0, 1]", "didSelect [0, 1]", "willSelect [0, 3] -> nil",
                "willSelect [0, 5] -> [0, 500]",
            ])
    }

    @Test("advice on the will-select hook can refuse every selection, whatever the delegate says")
    func adviceRefuses() throws {
        try test.registry.on(TableView.delegateWillSelectRowHook, scope: .instance(table)).onMainActor.instead {
            _, _ in nil
        }
        try test.input.tap(cell(2))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(delegate.trail.all.isEmpty)
    }

    @Test("the synthesizer taps a row off screen by scrolling it into view first")
    func tapRowOffScreen() throws {
        try test.input.tapRow(at: IndexPath(row: 80), in: table)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 80))
        #expect(table.indexPathsForVisibleRows.last == IndexPath(row: 80))
        #expect(seen.all == ["willSelect [0, 80] -> [0, 80]", "didSelect [0, 80]"])
        #expect(throws: SynthesisError.self) { try test.input.tapRow(at: IndexPath(row: 3, section: 1), in: table) }
    }

    @Test("selecting in code selects and scrolls without the delegate; deselecting clears it")
    func selectInCode() throws {
        try table.selectRow(at: IndexPath(row: 70), animated: false, scrollPosition: .middle)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 70))
        #expect(try cell(70).isSelected)
        #expect(table.indexPathsForVisibleRows.contains(IndexPath(row: 70)))
        #expect(seen.all.isEmpty && delegate.trail.all.isEmpty)
        table.contentOffset = .zero
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
        try table.scrollToRow(at: IndexPath(row: 70), at: .top, animated: false)
        #expect(try cell(70).isSelected)
        table.deselectRow(at: IndexPath(row: 70), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(try !cell(70).isSelected)
        try table.selectRow(at: IndexPath(row: 71), animated: false, scrollPosition: .none)
        try table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("selecting a row that does not exist throws and leaves the selection as it was")
    func selectMissingRow() throws {
        try table.selectRow(at: IndexPath(row: 1), animated: false, scrollPosition: .none)
        #expect(throws: TableViewError.rowOutOfRange(IndexPath(row: 100), rows: 100)) {
            try table.selectRow(at: IndexPath(row: 100), animated: false, scrollPosition: .top)
        }
        #expect(throws: TableViewError.rowOutOfRange(IndexPath(row: -1), rows: 100)) {
            try table.selectRow(at: IndexPath(row: -1), animated: false, scrollPosition: .top)
        }
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1))
        #expect(table.contentOffset == .zero)
    }

    @Test("a finger on a row highlights its cell until it lifts; a finger that moves on selects nothing")
    func highlightAndDrag() throws {
        let pressed = try cell(3)
        var highlightedWhileDown = false
        // The table delays content touches: the cell highlights once the delay has passed.
        let delay = ScrollView.contentTouchDelay
        test.app.clock.schedule(after: delay + 0.05) { highlightedWhileDown = pressed.isHighlighted }
        try test.input.longPress(pressed, duration: delay + 0.1)
        #expect(highlightedWhileDown)
        #expect(!pressed.isHighlighted && pressed.isSelected)
        let center = try cell(6).bounds.center
        try test.input.drag(cell(6), from: center, to: center.offsetBy(dx: 0, dy: 40))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3))
        #expect(try !cell(6).isHighlighted)
        table.allowsSelection = false
        try test.input.tap(cell(8))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3))
    }

    @Test("content that scrolls under the finger selects nothing, and the next tap still selects")
    func scrolledUnderFinger() throws {
        let pressed = try cell(3)
        let delay = ScrollView.contentTouchDelay  // the table hears the touch after this delay
        test.app.clock.schedule(after: delay + 0.05) { self.table.contentOffset = Point(x: 0, y: 2000) }
        try test.input.longPress(pressed, duration: delay + 0.1)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.visibleCells.allSatisfy { !$0.isHighlighted })
        test.app.clock.schedule(after: delay + 0.05) { self.table.contentOffset = Point(x: 0, y: 2010) }
        try test.input.longPress(cell(50), duration: delay + 0.1)
        #expect(table.indexPathForSelectedRow == nil)
        try test.input.tap(cell(50))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 50))
    }

    @Test("data source and delegate are set through hooks; a proxy put in the data source's place is kept")
    func setDataSourceHook() throws {
        try test.registry.on(TableView.setDataSourceHook).onMainActor.rewriteArguments { _, dataSource in
            dataSource.map { CountingDataSource(original: $0) }
        }
        table.dataSource = rows
        let proxy = try #require(table.dataSource as? CountingDataSource)
        #expect(proxy.original === rows)
        #expect(proxy.cellRequests == table.indexPathsForVisibleRows.count)
        table.contentOffset = Point(x: 0, y: 44)
        #expect(proxy.cellRequests == table.indexPathsForVisibleRows.count + 1)
        let cells = Trail()
        try test.registry.on(TableView.dataSourceCellForRowHook).onMainActor.after { _, indexPath, cell in
            cells.note("\(indexPath) \(cell?.textLabel.text ?? "-")")
        }
        table.contentOffset = Point(x: 0, y: 88)
        #expect(cells.all == ["[0, 12] Row 12"])
    }
}
