import Components

/// A picker's data source and delegate: a wheel of sizes and a wheel of colours, that writes
/// down each row it is told was selected.
@MainActor
final class SampleWheels: PickerViewDataSource, PickerViewDelegate {
    static let wheels = [["XS", "S", "M", "L", "XL"], ["red", "green", "blue", "black"]]
    private(set) var selections: [String] = []

    func numberOfComponents(in pickerView: PickerView) -> Int { Self.wheels.count }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        Self.wheels[component].count
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        Self.wheels[component][row]
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(row) in \(component)")
    }
}
