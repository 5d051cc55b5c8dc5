import Components

/// A table view delegate that reports every call, the table's and the scroll view's, and
/// forwards it to the original, which keeps its behaviour and lifetime.
///
/// A table's delegate is its scroll view delegate: whoever wraps one wraps a delegate that
/// adopts `TableViewDelegate` in this proxy, so the table still finds a table
/// delegate, and one that does not in a plain ``ScrollViewDelegateProxy``, so it still finds
/// none. Scroll calls are ``ScrollViewDelegateCall``s, row calls ``TableViewDelegateCall``s.
///
/// ```swift
/// let proxy = try #require(table.delegate as? TableViewDelegateProxy)
/// #expect(proxy.original === contacts)
/// ```
@MainActor
public final class TableViewDelegateProxy: ScrollViewDelegateProxy, TableViewDelegate {
    /// The original as a table delegate.
    private var tableOriginal: (any TableViewDelegate)? { link.original as? any TableViewDelegate }

    /// Reports the question and forwards it.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? {
        let answer = link.ask(.heightForRow(at: indexPath), from: tableView, as: Event.self) {
            .height(tableOriginal?.tableView(tableView, heightForRowAt: indexPath))
        }
        guard case .height(let height) = answer else { return nil }
        return height
    }

    /// Reports the question and forwards it; once the original has gone, the row tapped is
    /// selected, as with no delegate.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        let answer = link.ask(.willSelectRow(at: indexPath), from: tableView, as: Event.self) {
            guard let original = tableOriginal else { return .rowToSelect(indexPath) }
            return .rowToSelect(original.tableView(tableView, willSelectRowAt: indexPath))
        }
        guard case .rowToSelect(let row) = answer else { return indexPath }
        return row
    }

    /// Reports the selection, then forwards it.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        link.tell(.didSelectRow(at: indexPath), from: tableView, as: Event.self, none: .none) {
            tableOriginal?.tableView(tableView, didSelectRowAt: indexPath)
        }
    }

    /// Reports the deselection, then forwards it.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        link.tell(.didDeselectRow(at: indexPath), from: tableView, as: Event.self, none: .none) {
            tableOriginal?.tableView(tableView, didDeselectRowAt: indexPath)
        }
    }

    private typealias Event = TableViewDelegateCall
}
