import Components

/// A call a `PickerView` made to its delegate, published from the picker.
///
/// ```swift
/// try context.subscribe(to: PickerViewDelegateCall.self, from: picker) { event in
///     if case .didSelectRow(let row, let component) = event.call { record("Select \(row) \(component)") }
/// }
/// ```
///
/// `didSelectRow` is published before the app's delegate hears it; the questions once it has
/// answered, with its answer.
public struct PickerViewDelegateCall: DelegateCallEvent {
    /// The methods of `PickerViewDelegate`, with their arguments.
    public enum Call: Sendable, Hashable {
        /// `pickerView(_:titleForRow:forComponent:)`: the title of `row` in the wheel `component`.
        case titleForRow(row: Int, component: Int)
        /// `pickerView(_:didSelectRow:inComponent:)`: the wheel `component` settled on `row`.
        case didSelectRow(row: Int, component: Int)
        /// `pickerView(_:rowHeightForComponent:)`: the row height of the wheel `component`.
        case rowHeight(component: Int)
    }

    /// What the delegate answered.
    public enum Answer: Sendable, Hashable {
        /// `didSelectRow` returns nothing.
        case none
        /// The title; `nil` is "no title", what a delegate that does not implement it answers.
        case title(String?)
        /// The row height; `nil` is "the default height", what a delegate that does not
        /// implement it answers.
        case rowHeight(Double?)
    }

    /// `PickerViewDelegate`.
    public static let protocolName = "PickerViewDelegate"
    /// The call's place in the process-wide order of delegate calls.
    public let sequence: UInt64
    /// The virtual time the call started, or `nil` outside an application.
    public let time: Double?
    /// The picker, held weakly.
    public weak let source: PickerView?
    /// The picker's identity.
    public let sourceID: ObjectIdentifier
    /// The method and its arguments.
    public let call: Call
    /// The delegate's answer.
    public let answer: Answer

    init(sequence: UInt64, time: Double?, source: PickerView, call: Call, answer: Answer) {
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
        case .titleForRow: "pickerView(_:titleForRow:forComponent:)"
        case .didSelectRow: "pickerView(_:didSelectRow:inComponent:)"
        case .rowHeight: "pickerView(_:rowHeightForComponent:)"
        }
    }

    /// The arguments in words.
    public var arguments: [DelegateCall.Argument] {
        switch call {
        case .titleForRow(let row, let component), .didSelectRow(let row, let component):
            [.init(label: "row", value: String(row)), .init(label: "component", value: String(component))]
        case .rowHeight(let component): [.init(label: "component", value: String(component))]
        }
    }

    /// The answer in words.
    public var answerDescription: String? {
        switch answer {
        case .none: nil
        case .title(let title): Words.of(title, Words.quoted)
        case .rowHeight(let height): Words.of(height) { "\($0)" }
        }
    }
}

extension PickerViewDelegateCall: DelegateCallRecording {}
