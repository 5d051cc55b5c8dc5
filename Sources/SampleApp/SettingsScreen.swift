import Components

/// The first screen: a table of the other screens and some plain settings rows.
///
/// Tapping Profile, Sketch or Photo pushes that screen; tapping any other row selects it.
@MainActor
final class SettingsScreen: ViewController, TableViewDataSource, TableViewDelegate {
    static let destinations = ["Profile", "Sketch", "Photo"]
    static let optionCount = 37
    let destinationScreens: [ViewController]
    let table: TableView

    init(destinations: [ViewController]) {
        self.destinationScreens = destinations
        self.table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 436))
        super.init(title: "Settings")
    }

    override func viewDidLoad() {
        table.accessibilityIdentifier = "settings"
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    override func viewWillAppear(_ animated: Bool) {
        table.frame = view.bounds
    }

    func numberOfSections(in tableView: TableView) -> Int { 1 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        Self.destinations.count + Self.optionCount
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        let row = indexPath.row
        cell.textLabel.text = row < Self.destinations.count ? Self.destinations[row] : "Option \(row - 2)"
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard indexPath.row < destinationScreens.count else { return }
        tableView.deselectRow(at: indexPath, animated: false)
        navigationController?.push(destinationScreens[indexPath.row], animated: true)
    }
}
