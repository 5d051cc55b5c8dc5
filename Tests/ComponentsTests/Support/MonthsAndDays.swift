import Components
import Interpose

/// A picker's data source and delegate: a wheel of months and a wheel of days, titled, that
/// writes down what it is told.
@MainActor
final class MonthsAndDays: PickerViewDataSource, PickerViewDelegate {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let trail = Trail()
    var dayCount = 31
    var dayRowHeight: Double?

    func numberOfComponents(in pickerView: PickerView) -> Int { 2 }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? Self.months.count : dayCount
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? Self.months[row] : String(row + 1)
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        trail.note("didSelect \(row) in \(component)")
    }

    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double? {
        component == 1 ? dayRowHeight : nil
    }
}
