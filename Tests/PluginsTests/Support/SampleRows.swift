import Components

/// A table's data source and delegate: one section of numbered rows, titled "Row N", that
/// writes down each row it is told was selected.
@MainActor
final class SampleRows: TableViewDataSource, TableViewDelegate {
    let count: Int
    private(set) var selections: [IndexPath] = []

    init(count: Int) {
        self.count = count
    }

    func numberOfSections(in tableView: TableView) -> Int { 1 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selections.append(indexPath)
    }
}
