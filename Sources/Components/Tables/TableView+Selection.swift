/// Selecting rows: in code, and by tapping them.
extension TableView {
    /// The selected row, or `nil`.
    public var indexPathForSelectedRow: IndexPath? { selectedIndexPath }

    /// Selects the row at `indexPath` (or, with `nil`, deselects the selected row) and scrolls
    /// it to `scrollPosition`.
    ///
    /// As in UIKit, selecting in code neither asks nor tells the delegate; a tap on the row
    /// does both. The row selected before is deselected. With ``ScrollPosition/none`` the
    /// table does not scroll.
    ///
    /// ```swift
    /// try table.selectRow(at: IndexPath(row: 42), animated: false, scrollPosition: .middle)
    /// ```
    ///
    /// - Parameters:
    ///   - indexPath: The row to select, or `nil` to select none.
    ///   - animated: Whether to scroll over time.
    ///   - scrollPosition: Where to bring the row.
    /// - Throws: ``TableViewError`` when the row does not exist; nothing changes then.
    public func selectRow(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
    ) throws(TableViewError) {
        guard let indexPath else { return clearSelection() }
        _ = try index(of: indexPath)
        clearSelection()
        selectedIndexPath = indexPath
        cellForRow(at: indexPath)?.isSelected = true
        if scrollPosition != .none { try scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath`, if it is selected, without telling the delegate.
    ///
    /// - Parameters:
    ///   - indexPath: The row to deselect.
    ///   - animated: Ignored: deselection changes nothing that moves.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if selectedIndexPath == indexPath { clearSelection() }
    }

    /// Starts following a touch on a row, highlighting its cell: it may become a tap. A touch
    /// followed before that is over without the table hearing of it (its cell scrolled away
    /// under the finger) is dropped.
    func trackTouchesBegan(_ touches: [Touch]) {
        if let (touch, _, _) = pendingTap, touch.phase.isFinal { abandonTap() }
        guard allowsSelection, pendingTap == nil, let touch = touches.first,
            let indexPath = indexPathForRow(at: touch.location(in: self))
        else { return }
        pendingTap = (touch, indexPath, contentOffset)
        cellForRow(at: indexPath)?.isHighlighted = true
    }

    /// A touch that moves further than a tap may is no longer a tap.
    func trackTouchesMoved(_ touches: [Touch]) {
        guard let (touch, _, _) = pendingTap, touches.contains(touch) else { return }
        if touch.distanceFromStart > application?.tapMovementTolerance ?? 10 { abandonTap() }
    }

    /// A tap that ended on a row selects it, through the delegate, unless the content scrolled
    /// under the finger meanwhile.
    func trackTouchesEnded(_ touches: [Touch]) {
        guard let (touch, indexPath, offset) = pendingTap, touches.contains(touch) else { return }
        abandonTap()
        if offset == contentOffset { selectTappedRow(indexPath) }
    }

    /// A cancelled tap selects nothing.
    func trackTouchesCancelled(_ touches: [Touch]) {
        guard let (touch, _, _) = pendingTap, touches.contains(touch) else { return }
        abandonTap()
    }

    /// What a tap on the row at `indexPath` does: asks the delegate which row to select
    /// (through ``delegateWillSelectRowHook``), deselects the row selected before, telling the
    /// delegate, then selects the new one and tells the delegate. A `nil` answer, or a row that
    /// does not exist, selects nothing.
    func selectTappedRow(_ indexPath: IndexPath) {
        guard let chosen = askDelegateWillSelect(indexPath), geometry.index(of: chosen) != nil else { return }
        if let previous = selectedIndexPath, previous != chosen {
            clearSelection()
            tellDelegateDidDeselect(previous)
        }
        selectedIndexPath = chosen
        cellForRow(at: chosen)?.isSelected = true
        tellDelegateDidSelect(chosen)
    }

    private func clearSelection() {
        guard let selected = selectedIndexPath else { return }
        cellForRow(at: selected)?.isSelected = false
        selectedIndexPath = nil
    }

    private func abandonTap() {
        guard let (_, indexPath, _) = pendingTap else { return }
        pendingTap = nil
        cellForRow(at: indexPath)?.isHighlighted = false
    }
}
