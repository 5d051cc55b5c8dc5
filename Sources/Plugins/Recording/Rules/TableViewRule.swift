import Components

/// A table view records `Select row` (`Select row section` outside section 0) when its
/// delegate hears a row was selected, and scrolls as any scroll view.
public struct TableViewRule: RecordingRule {
    /// Creates the rule.
    public init() {}

    /// `Select` for selected rows; scrolls and zooms as ``ScrollViewRule``.
    public func componentChanged(_ change: ComponentChange, on view: View, in context: RecordingContext) {
        guard case .selectedRow(let indexPath) = change else {
            return ScrollViewRule().componentChanged(change, on: view, in: context)
        }
        let section = indexPath.section == 0 ? [] : [String(indexPath.section)]
        context.record("Select", [String(indexPath.row)] + section)
    }

    /// Gestures that selected and moved nothing: as any view.
    public func gestureEnded(_ gesture: Gesture, on view: View, in context: RecordingContext) {
        ViewRule().gestureEnded(gesture, on: view, in: context)
    }
}
