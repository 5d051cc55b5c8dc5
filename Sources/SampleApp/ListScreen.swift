import Components

/// A screen that is one table of text rows, filling it: the settings, the elements and the
/// countries. A subclass says what selecting a row does; by default it stays selected.
@MainActor
class ListScreen: ViewController, TableViewDataSource, TableViewDelegate {
    let table: TableView
    /// The rows' texts, in order.
    let rows: [String]

    /// A screen titled `title` whose table, identified as `identifier`, lists `rows`; the
    /// table is `height` points tall until the screen shows and it fills the screen.
    init(title: String, identifier: String, rows: [String], height: Double) {
        self.rows = rows
        self.table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: height))
        super.init(title: title)
        table.accessibilityIdentifier = identifier
    }

    override func viewDidLoad() {
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    override func viewWillAppear(_ animated: Bool) {
        table.frame = view.bounds
    }

    func numberOfSections(in tableView: TableView) -> Int { 1 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel.text = rows[indexPath.row]
        return cell
    }

    /// What selecting a row does: nothing more than selecting it, unless a subclass says.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}
