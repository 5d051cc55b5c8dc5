/// Where rows are, which are on screen, and the cells that show them.
extension TableView {
    /// The number of sections, as the data source last said.
    public var numberOfSections: Int { geometry.rowCounts.count }

    /// The number of rows in `section`, as the data source last said; 0 for a section that
    /// does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        geometry.rowCounts.indices.contains(section) ? geometry.rowCounts[section] : 0
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] {
        visibleCellsByIndex.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the rows on screen, top to bottom, whether or not their data source
    /// gave them a cell.
    public var indexPathsForVisibleRows: [IndexPath] {
        visibleRange.map { geometry.indexPath(at: $0) }
    }

    /// The cell showing the row at `indexPath`, or `nil` when the row is not on screen (or
    /// does not exist).
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        geometry.index(of: indexPath).flatMap { visibleCellsByIndex[$0] }
    }

    /// The index path of the row `cell` shows, or `nil` when it is not one of the cells on
    /// screen.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        visibleCellsByIndex.first { $0.value === cell }.map { geometry.indexPath(at: $0.key) }
    }

    /// The index path of the row under `point`, in the table's (content) coordinates, or `nil`
    /// when no row is there.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return geometry.index(atY: point.y).map { geometry.indexPath(at: $0) }
    }

    /// Where the row at `indexPath` is, in the table's (content) coordinates.
    ///
    /// - Throws: ``TableViewError`` when the row does not exist.
    public func rect(forRow indexPath: IndexPath) throws(TableViewError) -> Rect {
        frame(forRowAt: try index(of: indexPath))
    }

    /// Fits the content and the cells to the new bounds.
    func layoutRows() {
        if contentSize.width != bounds.width { contentSize.width = bounds.width }
        tileCells()
    }

    /// The index of the row at `indexPath`.
    ///
    /// - Throws: ``TableViewError`` when the row does not exist.
    func index(of indexPath: IndexPath) throws(TableViewError) -> Int {
        if let index = geometry.index(of: indexPath) { return index }
        guard geometry.rowCounts.indices.contains(indexPath.section) else {
            throw .sectionOutOfRange(indexPath, sections: geometry.rowCounts.count)
        }
        throw .rowOutOfRange(indexPath, rows: geometry.rowCounts[indexPath.section])
    }

    /// The row indices on screen.
    var visibleRange: Range<Int> {
        geometry.indices(from: bounds.minY, to: bounds.maxY)
    }

    /// Asks the data source (and delegate) for the counts and heights.
    func loadGeometry() -> RowGeometry {
        let sections = Swift.min(askDataSourceNumberOfSections(), RowGeometry.maximumSections)
        let counts = (0..<Swift.max(sections, 0)).map { askDataSourceNumberOfRows(inSection: $0) }
        let uniform = RowGeometry(rowCounts: counts, heights: .uniform(rowHeight))
        guard uniform.rowCount > 0, let first = askDelegateHeight(for: uniform.indexPath(at: 0)) else {
            return uniform
        }
        var tops = [0.0]
        tops.reserveCapacity(uniform.rowCount + 1)
        for (section, rows) in uniform.rowCounts.enumerated() {
            for row in 0..<rows {
                let height = tops.count == 1 ? first : askDelegateHeight(for: IndexPath(row: row, section: section))
                tops.append(tops[tops.count - 1] + usable(height))
            }
        }
        return RowGeometry(rowCounts: counts, heights: .varying(tops: tops))
    }

    /// Gives the rows on screen cells, asking the data source for those that have none, and
    /// sends the cells of rows that left the screen back for reuse.
    func tileCells() {
        let range = visibleRange
        for (index, cell) in visibleCellsByIndex where !range.contains(index) {
            visibleCellsByIndex[index] = nil
            retire(cell)
        }
        for index in range {
            if let cell = visibleCellsByIndex[index] {
                cell.frame = frame(forRowAt: index)
                continue
            }
            let indexPath = geometry.indexPath(at: index)
            guard let cell = askDataSourceCell(for: indexPath) else { continue }
            cell.frame = frame(forRowAt: index)
            cell.isSelected = indexPath == selectedIndexPath
            if cell.superview !== self { addSubview(cell) }
            visibleCellsByIndex[index] = cell
        }
    }

    /// Takes `cell` off the table and, if it has a reuse identifier, keeps it for reuse.
    func retire(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        cell.isHighlighted = false
        guard let identifier = cell.reuseIdentifier else { return }
        reusableCells[identifier, default: []].append(cell)
    }

    private func frame(forRowAt index: Int) -> Rect {
        Rect(x: 0, y: geometry.top(of: index), width: bounds.width, height: geometry.height(of: index))
    }

    private func usable(_ height: Double?) -> Double {
        guard let height, height.isFinite, height >= 0 else { return rowHeight }
        return height
    }
}
