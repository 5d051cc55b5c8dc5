import Components

/// A row call a `TableView` made to its delegate, published from the table. The
/// same delegate's scroll calls are ``ScrollViewDelegateCall``s.
///
/// ```swift
/// try context.subscribe(to: TableViewDelegateCall.self, from: table) { event in
///     if case .didSelectRow(let indexPath) = event.call { record("Select \(indexPath)") }
/// }
/// ```
///
/// Its calls and answers are ``TableViewDelegateSchema``'s.
public typealias TableViewDelegateCall = TypedDelegateCall<TableViewDelegateSchema>

/// The calls `TableViewDelegate` adds to the scroll view's, for ``TableViewDelegateCall``.
///
/// ```swift
/// let selection: TableViewDelegateCall.Call = .didSelectRow(at: IndexPath(row: 3))
/// ```
public enum TableViewDelegateSchema: DelegateCallSchema {
    /// The methods `TableViewDelegate` adds to the scroll view's, with their
    /// arguments.
    public enum Call: Sendable, Hashable {
        /// `tableView(_:heightForRowAt:)`.
        case heightForRow(at: IndexPath)
        /// `tableView(_:willSelectRowAt:)`.
        case willSelectRow(at: IndexPath)
        /// `tableView(_:didSelectRowAt:)`.
        case didSelectRow(at: IndexPath)
        /// `tableView(_:didDeselectRowAt:)`.
        case didDeselectRow(at: IndexPath)
    }

    /// What the delegate answered.
    public enum Answer: Sendable, Hashable {
        /// The `did…` methods return nothing.
        case none
        /// The row's height; `nil` (what a delegate that does not implement it answers) for the
        /// table's row height.
        case height(Double?)
        /// The row to select, or `nil` for none.
        case rowToSelect(IndexPath?)
    }

    /// The table.
    public typealias Source = TableView

    /// `TableViewDelegate`.
    public static let protocolName = "TableViewDelegate"
}

extension TableViewDelegateSchema: DelegateCallWording {
    static func method(of call: Call) -> String {
        switch call {
        case .heightForRow: "tableView(_:heightForRowAt:)"
        case .willSelectRow: "tableView(_:willSelectRowAt:)"
        case .didSelectRow: "tableView(_:didSelectRowAt:)"
        case .didDeselectRow: "tableView(_:didDeselectRowAt:)"
        }
    }

    static func arguments(of call: Call) -> [DelegateCall.Argument] {
        switch call {
        case .heightForRow(let indexPath), .willSelectRow(let indexPath), .didSelectRow(let indexPath),
            .didDeselectRow(let indexPath):
            [.init(label: "at", value: "\(indexPath)")]
        }
    }

    static func describe(_ answer: Answer) -> String? {
        switch answer {
        case .none: nil
        case .height(let height): Words.of(height) { "\($0)" }
        case .rowToSelect(let indexPath): Words.of(indexPath) { "\($0)" }
        }
    }
}
