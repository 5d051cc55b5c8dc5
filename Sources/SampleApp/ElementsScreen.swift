import Components

/// The hierarchy tab's first screen, as in MonkeyTalk's demo app: a table of the elements;
/// selecting one pushes a screen about it, and the navigation bar's back button (or
/// `Device * Back`) comes back.
@MainActor
final class ElementsScreen: ViewController, TableViewDataSource, TableViewDelegate {
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 436))
    /// The screen pushed for the element selected: one, shown again for each selection.
    let detail: ElementScreen

    init(detail: ElementScreen) {
        self.detail = detail
        super.init(title: "Elements")
    }

    override func viewDidLoad() {
        table.accessibilityIdentifier = "elements"
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    override func viewWillAppear(_ animated: Bool) {
        table.frame = view.bounds
    }

    func numberOfSections(in tableView: TableView) -> Int { 1 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Elements.names.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "element", for: indexPath)
        cell.textLabel.text = Elements.names[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        guard navigationController?.topViewController === self else { return }
        detail.show(element: indexPath.row)
        navigationController?.push(detail, animated: true)
    }
}
