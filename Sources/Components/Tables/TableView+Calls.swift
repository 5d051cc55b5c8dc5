import Interpose

/// The questions a table asks its data source and the calls it makes to its delegate, one
/// hook each.
///
/// Each hook runs whether or not a data source or delegate is set: its body asks them if they
/// are there, and otherwise answers as one that implements nothing would (no sections, no
/// cell, the row height, the row as asked). So advice sees every call the table means to
/// make, can answer in their place, and can change an answer: around advice on
/// ``delegateWillSelectRowHook`` can refuse a selection whatever the delegate says.
///
/// ```swift
/// try registry.on(TableView.delegateDidSelectRowHook).onMainActor.before { table, indexPath in
///     record("select \(indexPath) in \(table.componentName)")
/// }
/// ```
extension TableView {
    /// The question to ``TableViewDataSource/numberOfSections(in:)``.
    nonisolated public static let dataSourceNumberOfSectionsHook =
        Hook<TableView, Void, Int>("TableView.dataSource.numberOfSections")
    /// The question to ``TableViewDataSource/tableView(_:numberOfRowsInSection:)``; the
    /// argument is the section.
    nonisolated public static let dataSourceNumberOfRowsHook =
        Hook<TableView, Int, Int>("TableView.dataSource.numberOfRows")
    /// The question to ``TableViewDataSource/tableView(_:cellForRowAt:)``; `nil` when there is
    /// no data source, and a row without a cell shows nothing.
    nonisolated public static let dataSourceCellForRowHook =
        Hook<TableView, IndexPath, TableViewCell?>("TableView.dataSource.cellForRow")
    /// The question to ``TableViewDelegate/tableView(_:heightForRowAt:)``.
    nonisolated public static let delegateHeightForRowHook =
        Hook<TableView, IndexPath, Double?>("TableView.delegate.heightForRow")
    /// The question to ``TableViewDelegate/tableView(_:willSelectRowAt:)``: the result is the
    /// row to select, or `nil` for none.
    nonisolated public static let delegateWillSelectRowHook =
        Hook<TableView, IndexPath, IndexPath?>("TableView.delegate.willSelectRow")
    /// The call to ``TableViewDelegate/tableView(_:didSelectRowAt:)``.
    nonisolated public static let delegateDidSelectRowHook =
        Hook<TableView, IndexPath, Void>("TableView.delegate.didSelectRow")
    /// The call to ``TableViewDelegate/tableView(_:didDeselectRowAt:)``.
    nonisolated public static let delegateDidDeselectRowHook =
        Hook<TableView, IndexPath, Void>("TableView.delegate.didDeselectRow")

    func askDataSourceNumberOfSections() -> Int {
        TableView.dataSourceNumberOfSectionsHook.call(self) { table in
            table.dataSource?.numberOfSections(in: table) ?? 0
        }
    }

    func askDataSourceNumberOfRows(inSection section: Int) -> Int {
        TableView.dataSourceNumberOfRowsHook.call(self, section) { table, section in
            table.dataSource?.tableView(table, numberOfRowsInSection: section) ?? 0
        }
    }

    func askDataSourceCell(for indexPath: IndexPath) -> TableViewCell? {
        TableView.dataSourceCellForRowHook.call(self, indexPath) { table, indexPath in
            table.dataSource?.tableView(table, cellForRowAt: indexPath)
        }
    }

    func askDelegateHeight(for indexPath: IndexPath) -> Double? {
        TableView.delegateHeightForRowHook.call(self, indexPath) { table, indexPath in
            table.tableDelegate?.tableView(table, heightForRowAt: indexPath)
        }
    }

    func askDelegateWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        TableView.delegateWillSelectRowHook.call(self, indexPath) { table, indexPath in
            guard let delegate = table.tableDelegate else { return indexPath }
            return delegate.tableView(table, willSelectRowAt: indexPath)
        }
    }

    func tellDelegateDidSelect(_ indexPath: IndexPath) {
        TableView.delegateDidSelectRowHook.call(self, indexPath) { table, indexPath in
            table.tableDelegate?.tableView(table, didSelectRowAt: indexPath)
        }
    }

    func tellDelegateDidDeselect(_ indexPath: IndexPath) {
        TableView.delegateDidDeselectRowHook.call(self, indexPath) { table, indexPath in
            table.tableDelegate?.tableView(table, didDeselectRowAt: indexPath)
        }
    }
}
