import Components

/// The first screen: a table of the other screens and some plain settings rows.
///
/// Tapping Profile, Sketch or Photo pushes that screen; tapping any other row selects it.
@MainActor
final class SettingsScreen: ListScreen {
    static let destinations = ["Profile", "Sketch", "Photo"]
    static let optionCount = 37
    let destinationScreens: [ViewController]

    init(destinations: [ViewController]) {
        self.destinationScreens = destinations
        let options = (0..<Self.optionCount).map { "Option \($0 + 1)" }
        super.init(title: "Settings", identifier: "settings", rows: Self.destinations + options, height: 436)
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard indexPath.row < destinationScreens.count else { return }
        tableView.deselectRow(at: indexPath, animated: false)
        navigationController?.push(destinationScreens[indexPath.row], animated: true)
    }
}
