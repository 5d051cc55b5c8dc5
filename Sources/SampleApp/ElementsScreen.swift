import Components

/// The hierarchy tab's first screen, as in MonkeyTalk's demo app: a table of the elements;
/// selecting one pushes a screen about it, and the navigation bar's back button (or
/// `Device * Back`) comes back.
@MainActor
final class ElementsScreen: ListScreen {
    /// The screen pushed for the element selected: one, shown again for each selection.
    let detail: ElementScreen

    init(detail: ElementScreen) {
        self.detail = detail
        super.init(title: "Elements", identifier: "elements", rows: Elements.names, height: 436)
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        guard navigationController?.topViewController === self else { return }
        detail.show(element: indexPath.row)
        navigationController?.push(detail, animated: true)
    }
}
