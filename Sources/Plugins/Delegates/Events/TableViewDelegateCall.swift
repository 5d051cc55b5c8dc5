import Components

/// A row call a `TableView` made to its delegate, published from the table. The
/// same delegate's scroll calls are ``ScrollViewDelegateCall``s.
///
/// ```swift
/// try context.subscribe(to: TableViewDelegateCall.self, from: table) { event in
///     if case .didSelectRow(let indexPath) = event.call { record("Select \(indexPath)") }
/// }
/// ```
public struct TableViewDelegateCall: DelegateCallEvent {
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

    /// `TableViewDelegate`.
    public static let protocolName = "TableViewDelegate"
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
    /// The delegate's answer.
    public let answer: Answer

    init(sequence: UInt64, time: Double?, source: TableView, call: Call, answer: Answer) {
        self.sequence = sequence
        self.time = time
        self.source = source
        self.sourceID = ObjectIdentifier(source)
        self.call = call
        self.answer = answer
    }

    /// The method's full name.
    public var method: String {
        switch call {
        case .heightForRow: "tableView(_:heightForRowAt:)"
        case .willSelectRow: "tableView(_:willSelectRowAt:)"
        case .didSelectRow: "tableView(_:didSelectRowAt:)"
        case .didDeselectRow: "tableView(_:didDeselectRowAt:)"
        }
    }

    /// The arguments in words.
    public var arguments: [DelegateCall.Argument] {
        switch call {
        case .heightForRow(let indexPath), .willSelectRow(let indexPath), .didSelectRow(let indexPath),
            .didDeselectRow(let indexPath):
            [.init(label: "at", value: "\(indexPath)")]
        }
    }

    /// The answer in words.
    public var answerDescription: String? {
        switch answer {
        case .none: nil
        case .height(let height): Words.of(height) { "\($0)" }
        case .rowToSelect(let indexPath): Words.of(indexPath) { "\($0)" }
        }
    }
}

extension TableViewDelegateCall: DelegateCallRecording {}
