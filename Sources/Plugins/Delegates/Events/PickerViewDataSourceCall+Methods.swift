extension DelegateMethod where Event == PickerViewDataSourceCall, Arguments == Void, Result == Int {
    /// `numberOfComponents(in:)`: returns the number of wheels.
    public static var numberOfComponents: Self {
        Self("numberOfComponents(in:)") {
            $0 == .numberOfComponents ? () : nil
        } answer: {
            .count($0)
        } result: {
            if case .count(let count) = $0 { count } else { nil }
        }
    }
}

extension DelegateMethod where Event == PickerViewDataSourceCall, Arguments == Int, Result == Int {
    /// `pickerView(_:numberOfRowsInComponent:)`: the wheel; returns its number of rows.
    public static var numberOfRows: Self {
        Self("pickerView(_:numberOfRowsInComponent:)") {
            if case .numberOfRows(let component) = $0 { component } else { nil }
        } answer: {
            .count($0)
        } result: {
            if case .count(let count) = $0 { count } else { nil }
        }
    }
}
