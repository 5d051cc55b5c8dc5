import Components

/// A table view records `Select row` (`Select row section` outside section 0) when its
/// delegate hears a row was selected, and `ScrollToRow row` (with the section outside 0) when
/// a drag leaves a row's top exactly at the top of the table; other scrolls as any scroll view.
public struct TableViewRule: RecordingRule {
    /// Creates the rule.
    public init() {}

    /// `Select` for selected rows, `ScrollToRow` for rests on a row's top; other scrolls and
    /// zooms as ``ScrollViewRule``.
    public func componentChanged(_ change: ComponentChange, on view: View, in context: RecordingContext) {
        switch change {
        case .selectedRow(let indexPath):
            context.record("Select", Self.arguments(indexPath))
        case .willDecelerate(let offset):
            guard let table = view as? TableView, let indexPath = Self.row(atTopOf: table, whenAt: offset),
                offset != context.contentOffsetAtGestureStart, context.gesture?.fingers.count == 1
            else { fallthrough }
            context.record("ScrollToRow", Self.arguments(indexPath), replacing: ["ScrollTo"], withinGesture: true)
        default:
            ScrollViewRule().componentChanged(change, on: view, in: context)
        }
    }

    /// Gestures that selected and moved nothing: as any view.
    public func gestureEnded(_ gesture: Gesture, on view: View, in context: RecordingContext) {
        ViewRule().gestureEnded(gesture, on: view, in: context)
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

    private static func arguments(_ indexPath: IndexPath) -> [String] {
        [String(indexPath.row)] + (indexPath.section == 0 ? [] : [String(indexPath.section)])
    }
}
