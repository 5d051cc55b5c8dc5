import Components

/// A table's data source and delegate: `count` rows titled by number, whose first row cannot
/// be selected; it writes down the selections.
@MainActor
final class ContactsModel: TableViewDataSource, TableViewDelegate {
    let trail = DelegateTrail()
    let count: Int

    init(count: Int = 20) {
        self.count = count
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        cell.textLabel.text = "Contact \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.row == 0 ? nil : indexPath
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        trail.note("selected \(indexPath.row)")
    }
}

/// A scroll view delegate that is not a table delegate: it writes down drags ending.
@MainActor
final class DragWatcher: ScrollViewDelegate {
    let trail = DelegateTrail()

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        trail.note("drag ended, decelerate \(decelerate)")
    }
}
