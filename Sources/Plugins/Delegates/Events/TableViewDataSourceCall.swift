import Components

/// A question a `TableView` asked its data source, published from the table.
///
/// ```swift
/// try context.subscribe(to: TableViewDataSourceCall.self, from: table) { event in
///     if case .cellForRow(let indexPath) = event.call { shown.insert(indexPath) }
/// }
/// ```
public struct TableViewDataSourceCall: DelegateCallEvent {
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

    /// `TableViewDataSource`.
    public static let protocolName = "TableViewDataSource"
    /// The call's place in the process-wide order of delegate calls.
    public let sequence: UInt64
    /// The virtual time the call started, or `nil` outside an application.
    public let time: Double?
    /// The table, held weakly.
    public weak let source: TableView?
    /// The table's identity.
    public let sourceID: ObjectIdentifier
    /// The method and its arguments.
    public let call: Call
    /// The data source's answer.
    public let answer: Answer
    /// The answer in words, a cell by name as it was when it was handed out.
    public let answerDescription: String?

    @MainActor
    init(sequence: UInt64, time: Double?, source: TableView, call: Call, answer: Answer) {
        self.sequence = sequence
        self.time = time
        self.source = source
        self.sourceID = ObjectIdentifier(source)
        self.call = call
        self.answer = answer
        answerDescription =
            switch answer {
            case .count(let count): String(count)
            case .cell(let cell): cell.componentName
            }
    }

    /// The method's full name.
    public var method: String {
        switch call {
        case .numberOfSections: "numberOfSections(in:)"
        case .numberOfRows: "tableView(_:numberOfRowsInSection:)"
        case .cellForRow: "tableView(_:cellForRowAt:)"
        }
    }

    /// The arguments in words.
    public var arguments: [DelegateCall.Argument] {
        switch call {
        case .numberOfSections: []
        case .numberOfRows(let section): [.init(label: "section", value: String(section))]
        case .cellForRow(let indexPath): [.init(label: "at", value: "\(indexPath)")]
        }
    }
}

extension TableViewDataSourceCall: DelegateCallRecording {}
