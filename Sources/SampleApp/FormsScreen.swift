import Components

/// The forms tab, as in MonkeyTalk's demo app: a picker of elements (MonkeyTalk's
/// `ItemSelector`), a switch (its `CheckBox`) and a segmented control of A, B and C (its
/// `ButtonSelector`), with a line that sums up what is chosen.
@MainActor
final class FormsScreen: ViewController, PickerViewDataSource, PickerViewDelegate {
    let element = PickerView(frame: Rect(x: 20, y: 20, width: 280, height: 160))
    let checkBox = Switch(frame: Rect(x: 249, y: 196, width: 51, height: 31))
    let letters = SegmentedControl(items: ["A", "B", "C"], frame: Rect(x: 20, y: 244, width: 280, height: 32))
    let summary = Label(text: "", frame: Rect(x: 20, y: 292, width: 280, height: 28))

    init() {
        super.init(title: "forms")
    }

    override func viewDidLoad() {
        element.accessibilityIdentifier = "element"
        checkBox.accessibilityIdentifier = "checkbox"
        letters.accessibilityIdentifier = "letters"
        summary.accessibilityIdentifier = "forms-summary"
        element.dataSource = self
        element.delegate = self
        letters.selectedSegmentIndex = 0
        checkBox.addTarget(self, action: "sumUp", for: .valueChanged) { screen, _, _ in screen.sumUp() }
        letters.addTarget(self, action: "sumUp", for: .valueChanged) { screen, _, _ in screen.sumUp() }
        view.addSubview(Label(text: "Check", frame: Rect(x: 20, y: 196, width: 200, height: 31)))
        for control in [element, checkBox, letters, summary] as [View] { view.addSubview(control) }
        sumUp()
    }

    /// Shows the element, the switch and the letter chosen: `Hydrogen, off, A`.
    private func sumUp() {
        let name = element.selectedRow(inComponent: 0).map { Elements.names[$0] } ?? "?"
        let letter = letters.titleForSegment(at: letters.selectedSegmentIndex) ?? "?"
        summary.text = "\(name), \(checkBox.isOn ? "on" : "off"), \(letter)"
    }

    func numberOfComponents(in pickerView: PickerView) -> Int { 1 }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { Elements.names.count }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        Elements.names[row]
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        sumUp()
    }
}
