import Components

extension DelegateMethod where Event == TableViewDataSourceCall, Arguments == Void, Result == Int {
    /// `numberOfSections(in:)`: returns the number of sections.
    public static var numberOfSections: Self {
        Self("numberOfSections(in:)") {
            $0 == .numberOfSections ? () : nil
        } answer: {
            .count($0)
        } result: {
            if case .count(let count) = $0 { count } else { nil }
        }
    }
}

extension DelegateMethod where Event == TableViewDataSourceCall, Arguments == Int, Result == Int {
    /// `tableView(_:numberOfRowsInSection:)`: the section; returns its number of rows.
    public static var numberOfRows: Self {
        Self("tableView(_:numberOfRowsInSection:)") {
            if case .numberOfRows(let section) = $0 { section } else { nil }
        } answer: {
            .count($0)
        } result: {
            if case .count(let count) = $0 { count } else { nil }
        }
    }
}

extension DelegateMethod where Event == TableViewDataSourceCall, Arguments == IndexPath, Result == TableViewCell {
    /// `tableView(_:cellForRowAt:)`: the row; returns its cell.
    public static var cellForRow: Self {
        Self("tableView(_:cellForRowAt:)") {
            if case .cellForRow(let indexPath) = $0 { indexPath } else { nil }
        } answer: {
            .cell($0)
        } result: {
            if case .cell(let cell) = $0 { cell } else { nil }
        }
    }
}
