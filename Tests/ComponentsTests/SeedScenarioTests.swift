import ComponentTestSupport
import Components
import Interpose
import Testing

/// Seed 000's scenario end to end: a mailbox table inside a navigation controller, driven only
/// by synthesized touches, as a recorded session would drive it.
@MainActor
@Suite struct SeedScenarioTests {
    let test = TestApp()

    @Test("seed 000: tapping a table cell inside a navigation controller pushes its detail; Back pops it")
    func tableCellPushesDetail() throws {
        let mailbox = test.make { Mailbox(count: 200) }
        let navigation = test.make { NavigationController(rootViewController: mailbox) }
        test.window.rootViewController = navigation
        let selections = Trail()
        try test.registry.on(TableView.delegateDidSelectRowHook).onMainActor.before { _, indexPath in
            selections.note("selected \(indexPath.row)")
        }

        try test.input.tapRow(at: IndexPath(row: 120, section: 0), in: mailbox.table)
        test.app.clock.advance(by: navigation.transitionDuration)

        #expect(selections.all == ["selected 120"])
        #expect(navigation.topViewController?.title == "Message 120")
        #expect(test.window.view(withIdentifier: "message-body").map { ($0 as? Label)?.text } == "Body of 120")
        #expect(mailbox.table.visibleCells.count < 20)

        let back = try #require(test.window.view(withIdentifier: "Back") as? Button)
        #expect(back.title == "Inbox")
        try test.input.tap(back)
        test.app.clock.advance(by: navigation.transitionDuration)
        #expect(navigation.topViewController === mailbox)
        #expect(test.window.view(withIdentifier: "message-body") == nil)
        #expect(mailbox.table.indexPathsForVisibleRows.contains(IndexPath(row: 120, section: 0)))
    }
}

/// A screen listing numbered messages; selecting one pushes a screen showing it.
@MainActor
private final class Mailbox: ViewController, TableViewDataSource, TableViewDelegate {
    let count: Int
    private(set) var table = TableView()

    init(count: Int) {
        self.count = count
        super.init(title: "Inbox")
    }

    override func viewDidLoad() {
        table = TableView(frame: view.bounds, aspectRegistry: view.aspectRegistry)
        table.accessibilityIdentifier = "mailbox"
        view.addSubview(table)
        table.delegate = self
        table.dataSource = self
    }

    /// The navigation controller sizes the view after it loads: the table follows it here.
    override func viewWillAppear(_ animated: Bool) {
        table.frame = view.bounds
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel.text = "Message \(indexPath.row)"
        cell.accessibilityIdentifier = "message-\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let detail = ViewController(title: "Message \(indexPath.row)", aspectRegistry: view.aspectRegistry)
        let body = Label(text: "Body of \(indexPath.row)", frame: Rect(x: 20, y: 80, width: 280, height: 30))
        body.accessibilityIdentifier = "message-body"
        detail.view.addSubview(body)
        navigationController?.push(detail, animated: true)
    }
}
