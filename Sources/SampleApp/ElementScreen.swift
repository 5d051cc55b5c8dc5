import Components

/// One element, pushed by the hierarchy tab's table: its name as the title, and its name and
/// atomic number in labels.
@MainActor
final class ElementScreen: ViewController {
    let name = Label(text: "", frame: Rect(x: 20, y: 20, width: 280, height: 32))
    let number = Label(text: "", frame: Rect(x: 20, y: 60, width: 280, height: 28))

    init() {
        super.init(title: "Element")
    }

    override func viewDidLoad() {
        name.accessibilityIdentifier = "element-name"
        number.accessibilityIdentifier = "element-number"
        view.addSubview(name)
        view.addSubview(number)
    }

    /// Shows the element at `index` of ``Elements/names`` (atomic number `index + 1`).
    func show(element index: Int) {
        title = Elements.names[index]
        name.text = Elements.names[index]
        number.text = "Atomic number \(index + 1)"
    }
}
