/// What a table asks for its content: how many sections and rows, and the cell for a row.
///
/// ```swift
/// final class Names: TableViewDataSource {
///     let names = ["Ada", "Grace", "Joan"]
///     func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
///     func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
///         cell.textLabel.text = names[indexPath.row]
///         return cell
///     }
/// }
/// ```
///
/// The table asks for the counts when it loads its data (``TableView/reloadData()``) and for
/// cells only for rows on screen, as they scroll into view. It holds its data source weakly,
/// except a ``DelegateProxy``, which it keeps. Every question goes through a hook
/// (``TableView/dataSourceNumberOfSectionsHook`` and its siblings).
@MainActor
public protocol TableViewDataSource: AnyObject, Sendable {
    /// How many sections the table has; 1 unless implemented. A negative count counts as none.
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows `section` has. A negative count counts as none.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell that shows the row at `indexPath`, configured for it: usually a reused one from
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}
