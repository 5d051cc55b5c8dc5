import Components

/// A picker's data source and delegate: a wheel of months and a wheel of days, titled, that
/// writes down the selections it is told of. It gives no row heights, so that one stays "not
/// implemented".
@MainActor
final class MonthsModel: PickerViewDataSource, PickerViewDelegate {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let trail: DelegateTrail

    init(trail: DelegateTrail = DelegateTrail()) {
        self.trail = trail
    }

    func numberOfComponents(in pickerView: PickerView) -> Int { 2 }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? Self.months.count : 31
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? Self.months[row] : String(row + 1)
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        trail.note("model: didSelect \(row) in \(component)")
    }
}
