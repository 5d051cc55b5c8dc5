import Components

/// The List tab, as in MonkeyTalk's demo app: a long table of countries in alphabetical
/// order, taller than the screen, so that reaching most rows takes a scroll. Selecting a row
/// keeps it selected.
@MainActor
final class CountriesScreen: ViewController, TableViewDataSource, TableViewDelegate {
    static let countries = [
        "Afghanistan", "Albania", "Algeria", "Andorra", "Angola", "Antigua and Barbuda", "Argentina", "Armenia",
        "Australia", "Austria", "Azerbaijan", "Bahamas", "Bahrain", "Bangladesh", "Barbados", "Belarus", "Belgium",
        "Belize", "Benin", "Bhutan", "Bolivia", "Bosnia and Herzegovina", "Botswana", "Brazil", "Brunei", "Bulgaria",
        "Burkina Faso", "Burundi", "Cambodia", "Cameroon", "Canada", "Cape Verde", "Central African Republic", "Chad",
        "Chile", "China", "Colombia", "Comoros", "Congo", "Costa Rica", "Croatia", "Cuba", "Cyprus", "Czechia",
        "Denmark", "Djibouti", "Dominica", "Dominican Republic", "Ecuador", "Egypt",
    ]
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))

    init() {
        super.init(title: "List")
    }

    override func viewDidLoad() {
        table.accessibilityIdentifier = "countries"
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    override func viewWillAppear(_ animated: Bool) {
        table.frame = view.bounds
    }

    func numberOfSections(in tableView: TableView) -> Int { 1 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Self.countries.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "country", for: indexPath)
        cell.textLabel.text = Self.countries[indexPath.row]
        return cell
    }
}
