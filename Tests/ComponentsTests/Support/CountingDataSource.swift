import Components
import Interpose

/// A data source proxy that counts cell requests and forwards everything to the original.
@MainActor
final class CountingDataSource: TableViewDataSource, DelegateProxy {
    weak var original: (any TableViewDataSource)?
    private(set) var cellRequests = 0

    init(original: any TableViewDataSource) {
        self.original = original
    }

    var originalDelegate: AnyObject? { original }

    func numberOfSections(in tableView: TableView) -> Int {
        original?.numberOfSections(in: tableView) ?? 0
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        original?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests += 1
        return original?.tableView(tableView, cellForRowAt: indexPath) ?? TableViewCell()
    }
}
