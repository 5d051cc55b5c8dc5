import Components

/// A form: name, email and password fields, a volume slider, a notifications switch, a guests
/// stepper, a size segmented control, a colour picker, and a Save button that sums it up in a
/// label.
@MainActor
final class ProfileScreen: ViewController, PickerViewDataSource, PickerViewDelegate, TextFieldDelegate {
    static let colours = ["red", "orange", "yellow", "green", "blue", "indigo", "violet"]
    let name = TextField(placeholder: "Name", frame: Rect(x: 20, y: 8, width: 280, height: 32))
    let email = TextField(placeholder: "Email", frame: Rect(x: 20, y: 46, width: 280, height: 32))
    let password = TextField(placeholder: "Password", frame: Rect(x: 20, y: 84, width: 280, height: 32))
    let volume = Slider(frame: Rect(x: 120, y: 122, width: 180, height: 28))
    let notifications = Switch(frame: Rect(x: 249, y: 156, width: 51, height: 31))
    let guestsLabel = Label(text: "Guests: 2", frame: Rect(x: 20, y: 192, width: 160, height: 30))
    let guests = Stepper(value: 2, minimumValue: 1, maximumValue: 8, frame: Rect(x: 206, y: 192, width: 94, height: 30))
    let size = SegmentedControl(items: ["S", "M", "L"], frame: Rect(x: 20, y: 228, width: 280, height: 30))
    let colour = PickerView(frame: Rect(x: 20, y: 264, width: 280, height: 96))
    let save = Button(title: "Save", frame: Rect(x: 20, y: 366, width: 280, height: 32))
    let summary = Label(text: "Not saved", frame: Rect(x: 20, y: 402, width: 280, height: 28))

    init() {
        super.init(title: "Profile")
    }

    override func viewDidLoad() {
        password.isSecureTextEntry = true
        for (field, id) in [(name, "name"), (email, "email"), (password, "password")] {
            field.accessibilityIdentifier = id
            field.delegate = self
        }
        volume.accessibilityIdentifier = "volume"
        notifications.accessibilityIdentifier = "notifications"
        guests.accessibilityIdentifier = "guests"
        guestsLabel.accessibilityIdentifier = "guests-label"
        size.accessibilityIdentifier = "size"
        colour.accessibilityIdentifier = "colour"
        summary.accessibilityIdentifier = "summary"
        save.accessibilityIdentifier = "save"
        colour.dataSource = self
        colour.delegate = self
        guests.addTarget(self, action: "count guests", for: .valueChanged) { screen, _, _ in screen.showGuests() }
        save.addTarget(self, action: "save", for: .touchUpInside) { screen, _, _ in screen.saveProfile() }
        addLabels()
        for control in [name, email, password, volume, notifications, guestsLabel, guests, size, colour, save, summary]
        {
            view.addSubview(control)
        }
    }

    private func addLabels() {
        for (text, y) in [("Volume", 122.0), ("Notifications", 156.0)] {
            view.addSubview(Label(text: text, frame: Rect(x: 20, y: y, width: 100, height: 28)))
        }
    }

    private func showGuests() {
        guestsLabel.text = "Guests: \(Int(guests.value))"
    }

    private func saveProfile() {
        let who = name.text.isEmpty ? "nobody" : name.text
        let colourName = colour.selectedRow(inComponent: 0).map { Self.colours[$0] } ?? "?"
        let sizeName = size.titleForSegment(at: size.selectedSegmentIndex) ?? "?"
        summary.text = "Saved \(who), \(sizeName), \(colourName), \(Int(guests.value)) guests"
    }

    func numberOfComponents(in pickerView: PickerView) -> Int { 1 }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { Self.colours.count }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        Self.colours[row]
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
