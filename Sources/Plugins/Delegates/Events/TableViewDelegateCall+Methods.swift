import Components

extension DelegateMethod where Event == TableViewDelegateCall, Arguments == IndexPath, Result == Double? {
    /// `tableView(_:heightForRowAt:)`: the row; returns its height.
    public static var heightForRow: Self {
        Self("tableView(_:heightForRowAt:)") {
            if case .heightForRow(let indexPath) = $0 { indexPath } else { nil }
        } answer: {
            .height($0)
        } result: {
            if case .height(let height) = $0 { height } else { nil }
        }
    }
}

extension DelegateMethod where Event == TableViewDelegateCall, Arguments == IndexPath, Result == IndexPath? {
    /// `tableView(_:willSelectRowAt:)`: the row tapped; returns the row to select.
    public static var willSelectRow: Self {
        Self("tableView(_:willSelectRowAt:)") {
            if case .willSelectRow(let indexPath) = $0 { indexPath } else { nil }
        } answer: {
            .rowToSelect($0)
        } result: {
            if case .rowToSelect(let indexPath) = $0 { indexPath } else { nil }
        }
    }
}

extension DelegateMethod where Event == TableViewDelegateCall, Arguments == IndexPath, Result == Void {
    /// `tableView(_:didSelectRowAt:)`: the row selected.
    public static var didSelectRow: Self {
        Self("tableView(_:didSelectRowAt:)", none: .none) {
            if case .didSelectRow(let indexPath) = $0 { indexPath } else { nil }
        }
    }

    /// `tableView(_:didDeselectRowAt:)`: the row deselected.
    public static var didDeselectRow: Self {
        Self("tableView(_:didDeselectRowAt:)", none: .none) {
            if case .didDeselectRow(let indexPath) = $0 { indexPath } else { nil }
        }
    }
}
