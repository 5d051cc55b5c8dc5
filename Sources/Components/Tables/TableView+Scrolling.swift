/// Scrolling rows into view.
extension TableView {
    /// Where in the table to bring a row.
    public enum ScrollPosition: Sendable, Hashable {
        /// As little scrolling as shows the whole row; none if it is already in view.
        case none
        /// The row's top at the top of the table (below the top inset).
        case top
        /// The row's middle in the middle of the table (between the insets).
        case middle
        /// The row's bottom at the bottom of the table (above the bottom inset).
        case bottom
    }

    /// Scrolls so the row at `indexPath` is at `position`.
    ///
    /// The offset is clamped to the content as always, so the last rows cannot come to the
    /// top and the first cannot come to the bottom: they go as far as the content allows.
    ///
    /// ```swift
    /// try table.scrollToRow(at: IndexPath(row: 99_999), at: .bottom, animated: true)
    /// ```
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - position: Where to bring it.
    ///   - animated: Whether to scroll over time (see ``ScrollView/setContentOffset(_:animated:)``).
    /// - Throws: ``TableViewError`` when the row does not exist; the table does not scroll then.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) throws(TableViewError)
    {
        let row = try rect(forRow: indexPath)
        let visibleHeight = bounds.height - contentInset.top - contentInset.bottom
        let y: Double
        switch position {
        case .none: return scrollRectToVisible(row, animated: animated)
        case .top: y = row.minY - contentInset.top
        case .middle: y = row.midY - visibleHeight / 2 - contentInset.top
        case .bottom: y = row.maxY - bounds.height + contentInset.bottom
        }
        setContentOffset(Point(x: contentOffset.x, y: y), animated: animated)
    }
}
