/// Reusing cells: the rows that scroll away give their cells to the rows that scroll in.
extension TableView {
    /// Registers a cell class the table creates by itself when no cell with `identifier` is
    /// waiting for reuse; registering `nil` removes the registration.
    ///
    /// ```swift
    /// table.register(ContactCell.self, forCellReuseIdentifier: "contact")
    /// ```
    ///
    /// - Parameters:
    ///   - cellClass: The class of the cells to create, or `nil`.
    ///   - identifier: The reuse identifier the data source dequeues with.
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredCellTypes[identifier] = cellClass
    }

    /// A cell to show a row with: one that scrolled away, ready for reuse (its
    /// ``TableViewCell/prepareForReuse()`` called), or a new one of the class registered for
    /// `identifier`, or `nil` when there is neither.
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: A cell whose ``TableViewCell/reuseIdentifier`` is `identifier`, or `nil`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        return registeredCellTypes[identifier].map {
            $0.init(reuseIdentifier: identifier, aspectRegistry: aspectRegistry)
        }
    }

    /// A cell to show the row at `indexPath` with: a reused one, a new one of the class
    /// registered for `identifier`, or, when nothing is registered, a new plain
    /// ``TableViewCell``. It never fails.
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - indexPath: The row the cell is for.
    /// - Returns: A cell whose ``TableViewCell/reuseIdentifier`` is `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        dequeueReusableCell(withIdentifier: identifier)
            ?? TableViewCell(reuseIdentifier: identifier, aspectRegistry: aspectRegistry)
    }
}
