import Components

/// The components the delegate tests build again and again, each with its usual frame and name.
extension DelegateTestApp {
    /// A 320×216 picker called `identifier` at the foot of the window, with the data source and
    /// delegate given (set in that order; none is set to `nil`).
    func addPicker(
        _ identifier: String = "date", dataSource: MonthsModel? = nil, delegate: MonthsModel? = nil
    ) -> PickerView {
        let picker = add(identifier) { PickerView(frame: Rect(x: 0, y: 264, width: 320, height: 216)) }
        if let dataSource { picker.dataSource = dataSource }
        if let delegate { picker.delegate = delegate }
        return picker
    }

    /// A table called "contacts", 320 wide, that dequeues `contact` cells, with the data source
    /// and delegate given.
    func addTable(
        height: Double = 480, dataSource: ContactsModel? = nil, delegate: (any ScrollViewDelegate)? = nil
    ) -> TableView {
        let table = add("contacts") { TableView(frame: Rect(x: 0, y: 0, width: 320, height: height)) }
        table.register(TableViewCell.self, forCellReuseIdentifier: "contact")
        if let dataSource { table.dataSource = dataSource }
        if let delegate { table.delegate = delegate }
        return table
    }

    /// A 200×30 text field called `identifier`, with the delegate given.
    func addField(_ identifier: String = "name", delegate: FormModel? = nil) -> TextField {
        let field = add(identifier) { TextField(frame: Rect(x: 20, y: 20, width: 200, height: 30)) }
        if let delegate { field.delegate = delegate }
        return field
    }

    /// A 320×200 view called "card" with a tap recognizer that counts the taps it recognizes.
    func addTappableCard() -> TappableCard {
        let card = add("card") { View(frame: Rect(x: 0, y: 0, width: 320, height: 200)) }
        return TappableCard(card: card, tap: make { TapGestureRecognizer() })
    }
}

/// A view with a tap recognizer, and how many taps it has recognized.
@MainActor
final class TappableCard {
    let card: View
    let tap: TapGestureRecognizer
    private(set) var taps = 0

    init(card: View, tap: TapGestureRecognizer) {
        self.card = card
        self.tap = tap
        tap.addTarget(card, action: "count") { [weak self] _, _ in self?.taps += 1 }
        card.addGestureRecognizer(tap)
    }
}
