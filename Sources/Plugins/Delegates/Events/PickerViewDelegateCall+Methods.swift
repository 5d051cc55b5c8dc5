import Components

extension DelegateMethod
where Event == PickerViewDelegateCall, Arguments == (row: Int, component: Int), Result == String? {
    /// `pickerView(_:titleForRow:forComponent:)`: the row and wheel; returns the title.
    public static var titleForRow: Self {
        Self("pickerView(_:titleForRow:forComponent:)") {
            if case .titleForRow(let row, let component) = $0 { (row, component) } else { nil }
        } answer: {
            .title($0)
        } result: {
            if case .title(let title) = $0 { title } else { nil }
        }
    }
}

extension DelegateMethod
where Event == PickerViewDelegateCall, Arguments == (row: Int, component: Int), Result == Void {
    /// `pickerView(_:didSelectRow:inComponent:)`: the row and wheel a user settled on.
    public static var didSelectRow: Self {
        Self("pickerView(_:didSelectRow:inComponent:)", none: .none) {
            if case .didSelectRow(let row, let component) = $0 { (row, component) } else { nil }
        }
    }
}

extension DelegateMethod where Event == PickerViewDelegateCall, Arguments == Int, Result == Double? {
    /// `pickerView(_:rowHeightForComponent:)`: the wheel; returns its row height.
    public static var rowHeight: Self {
        Self("pickerView(_:rowHeightForComponent:)") {
            if case .rowHeight(let component) = $0 { component } else { nil }
        } answer: {
            .rowHeight($0)
        } result: {
            if case .rowHeight(let height) = $0 { height } else { nil }
        }
    }
}
