import Components
import Interpose

/// A data source of numbered rows ("Row 0", "Row 1", …, prefixed by the section after the
/// first), whose cells are reused under "row" and identified as "row-<section>-<row>".
@MainActor
final class NumberedRows: TableViewDataSource {
    var rowCounts: [Int]
    private(set) var cellRequests: [IndexPath] = []

    init(_ rowCounts: [Int]) {
        self.rowCounts = rowCounts
    }

    func numberOfSections(in tableView: TableView) -> Int { rowCounts.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel.text = Self.title(indexPath)
        cell.accessibilityIdentifier = "row-\(indexPath.section)-\(indexPath.row)"
        return cell
    }

    static func title(_ indexPath: IndexPath) -> String {
        indexPath.section == 0 ? "Row \(indexPath.row)" : "Row \(indexPath.section).\(indexPath.row)"
    }
}

/// A table delegate that writes down selection calls, and can redirect or refuse selections
/// and give row heights.
@MainActor
final class RowDelegate: TableViewDelegate {
    let trail = Trail()
    var redirect: (IndexPath) -> IndexPath? = { $0 }
    var heights: ((IndexPath) -> Double)?

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? {
        heights?(indexPath)
    }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        let chosen = redirect(indexPath)
        trail.note("willSelect \(indexPath) -> \(chosen.map(\.description) ?? "nil")")
        return chosen
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        trail.note("didSelect \(indexPath)")
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        trail.note("didDeselect \(indexPath)")
    }
}
