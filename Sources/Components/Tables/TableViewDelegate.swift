/// What a table asks and tells its delegate about rows: their heights and their selection,
/// on top of everything a scroll view tells its delegate.
///
/// A table's delegate is its ``ScrollView/delegate``: a delegate that adopts this protocol
/// gets the table's calls as well as the scroll view's. Every method has a default, so
/// implement only what you need:
///
/// ```swift
/// final class Contacts: TableViewDelegate {
///     func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
///         indexPath.row == 0 ? nil : indexPath          // the first row is a heading
///     }
///     func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
///         show(detailFor: indexPath)
///     }
/// }
/// ```
///
/// Every call goes through a hook (``TableView/delegateWillSelectRowHook`` and its siblings).
///
/// ## Implementation requirements for proxies
///
/// The table never asks whether a method is implemented; it reads the answers, and the
/// defaults answer "not implemented" in a way it understands (`nil` from
/// ``tableView(_:heightForRowAt:)``). A forwarding proxy that implements every method and
/// returns what the original returns keeps the table's behaviour exactly.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The height of the row at `indexPath`, or `nil` (the default) for the table's
    /// ``TableView/rowHeight``.
    ///
    /// The table asks for the first row's height when it loads its data. If the answer is
    /// `nil`, every row is taken to be ``TableView/rowHeight`` tall and no more heights are
    /// asked: the fast path a table of any length lays out in constant time. Otherwise it asks
    /// for every row's height once per load; a `nil` answer, or a height that is not a finite,
    /// non-negative number, stands for ``TableView/rowHeight``.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double?
    /// The row to select when a tap selects the row at `indexPath`: the same row (the default),
    /// another row, or `nil` to select nothing. A row that does not exist selects nothing.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap selected the row at `indexPath`.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// A tap on another row deselected the row at `indexPath`.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    /// No height: the row is ``TableView/rowHeight`` tall.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? { nil }
    /// Selects the row tapped.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
}
