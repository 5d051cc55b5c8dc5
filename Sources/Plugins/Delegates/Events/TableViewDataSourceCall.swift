import Components

/// A question a `TableView` asked its data source, published from the table.
///
/// ```swift
/// try context.subscribe(to: TableViewDataSourceCall.self, from: table) { event in
///     if case .cellForRow(let indexPath) = event.call { shown.insert(indexPath) }
/// }
/// ```
///
/// Its calls and answers are ``TableViewDataSourceSchema``'s; a cell in the answer is described
/// by its name as it was when it was handed out.
public typealias TableViewDataSourceCall = TypedDelegateCall<TableViewDataSourceSchema>

/// The calls of `TableViewDataSource`, for ``TableViewDataSourceCall``.
///
/// ```swift
/// let question: TableViewDataSourceCall.Call = .numberOfRows(section: 0)
/// ```
public enum TableViewDataSourceSchema: DelegateCallSchema {
    /// The methods of `TableViewDataSource`, with their arguments.
    public enum Call: Sendable, Hashable {
        /// `numberOfSections(in:)`.
        case numberOfSections
        /// `tableView(_:numberOfRowsInSection:)`.
        case numberOfRows(section: Int)
        /// `tableView(_:cellForRowAt:)`.
        case cellForRow(at: IndexPath)
    }

    /// What the data source answered. Cells compare by identity.
    public enum Answer: Sendable, Equatable {
        /// A number of sections or rows.
        case count(Int)
        /// The cell for a row.
        case cell(TableViewCell)

        /// Whether two answers are the same (cells by identity).
        public static func == (lhs: Answer, rhs: Answer) -> Bool {
            switch (lhs, rhs) {
            case (.count(let count), .count(let otherCount)): count == otherCount
            case (.cell(let cell), .cell(let otherCell)): cell === otherCell
            default: false
            }
        }
    }

    /// The table.
    public typealias Source = TableView

    /// `TableViewDataSource`.
    public static let protocolName = "TableViewDataSource"
}

extension TableViewDataSourceSchema: DelegateCallWording {
    static func method(of call: Call) -> String {
        switch call {
        case .numberOfSections: "numberOfSections(in:)"
        case .numberOfRows: "tableView(_:numberOfRowsInSection:)"
        case .cellForRow: "tableView(_:cellForRowAt:)"
        }
    }

    static func arguments(of call: Call) -> [DelegateCall.Argument] {
        switch call {
        case .numberOfSections: []
        case .numberOfRows(let section): [.init(label: "section", value: String(section))]
        case .cellForRow(let indexPath): [.init(label: "at", value: "\(indexPath)")]
        }
    }

    static func describe(_ answer: Answer) -> String? {
        switch answer {
        case .count(let count): String(count)
        case .cell(let cell): cell.componentName
        }
    }
}
