import Components

/// A table view records `Select row` (`Select row section` outside section 0) when its
/// delegate hears a row was selected, and `ScrollToRow row` (with the section outside 0) when
/// a drag leaves a row's top exactly at the top of the table; other scrolls as any scroll view.
public struct TableViewRule: RecordingRule {
    /// Creates the rule.
    public init() {}

    /// `Select` for selected rows, `ScrollToRow` for rests on a row's top; other scrolls and
    /// zooms as ``ScrollViewRule``.
    public func componentChanged(
        _ change: any ComponentChange, on table: TableView, in context: RecordingContext<TableView>
    ) {
        if let selected = change as? RowSelected {
            context.record(.select, selected.indexPath.row, Self.section(of: selected.indexPath))
        } else if let rest = change as? ContentWillRest, let indexPath = Self.row(atTopOf: table, whenAt: rest.offset),
            rest.offset != context.contentOffsetAtGestureStart, context.gesture?.fingers.count == 1
        {
            context.record(
                .scrollToRow, indexPath.row, Self.section(of: indexPath), replacing: [.scrollTo], withinGesture: true)
        } else {
            ScrollViewRule().componentChanged(change, on: table, in: context.as(ScrollView.self))
        }
    }

    /// Gestures that selected and moved nothing: as any view.
    public func gestureEnded(_ gesture: Gesture, on table: TableView, in context: RecordingContext<TableView>) {
        ViewRule().gestureEnded(gesture, on: table, in: context.as(View.self))
    }

    /// The row whose top is at the top of `table` when its content rests at `offset`, if one
    /// is exactly there (and the offset keeps the table's horizontal position).
    static func row(atTopOf table: TableView, whenAt offset: Point) -> IndexPath? {
        let top = offset.y + table.contentInset.top
        guard offset.x == table.contentOffset.x,
            let indexPath = table.indexPathForRow(at: Point(x: table.bounds.minX + 1, y: top + 0.001)),
            let rect = try? table.rect(forRow: indexPath), Swift.abs(rect.minY - top) < 0.005
        else { return nil }
        return indexPath
    }

    /// The section, left out when it is 0.
    private static func section(of indexPath: IndexPath) -> Int? {
        indexPath.section == 0 ? nil : indexPath.section
    }
}
