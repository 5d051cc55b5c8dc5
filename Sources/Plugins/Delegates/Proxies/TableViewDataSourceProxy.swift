import Components

/// A table data source that reports every question and forwards it to the original, which
/// keeps its behaviour and lifetime: the proxy holds it weakly.
///
/// ```swift
/// let proxy = try #require(table.dataSource as? TableViewDataSourceProxy)
/// #expect(proxy.original === names)
/// ```
///
/// Once the original has gone, the proxy answers as no data source would: no sections, no
/// rows (and an empty cell, should a cell be asked for all the same).
@MainActor
public final class TableViewDataSourceProxy: TableViewDataSource, LinkedProxy {
    let link: ProxyLink

    init(original: any TableViewDataSource, channel: any DelegateChannel) {
        link = ProxyLink(original: original, channel: channel)
    }

    /// The data source calls are forwarded to, while it lives.
    public var original: (any TableViewDataSource)? { link.original as? any TableViewDataSource }

    /// Reports the question and forwards it.
    public func numberOfSections(in tableView: TableView) -> Int {
        count(.numberOfSections, tableView) { $0.numberOfSections(in: tableView) }
    }

    /// Reports the question and forwards it.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        count(.numberOfRows(section: section), tableView) { $0.tableView(tableView, numberOfRowsInSection: section) }
    }

    /// Reports the question and forwards it.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let answer = link.ask(.cellForRow(at: indexPath), from: tableView, as: Event.self) {
            .cell(original?.tableView(tableView, cellForRowAt: indexPath) ?? Self.emptyCell(for: tableView))
        }
        guard case .cell(let cell) = answer else { return Self.emptyCell(for: tableView) }
        return cell
    }

    private func count(_ call: Event.Call, _ tableView: TableView, _ ask: (any TableViewDataSource) -> Int) -> Int {
        let answer = link.ask(call, from: tableView, as: Event.self) { .count(original.map(ask) ?? 0) }
        guard case .count(let count) = answer else { return 0 }
        return count
    }

    private static func emptyCell(for tableView: TableView) -> TableViewCell {
        TableViewCell(aspectRegistry: tableView.aspectRegistry)
    }

    private typealias Event = TableViewDataSourceCall
}
