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
/// answered, with its answer. Its calls and answers are ``PickerViewDelegateSchema``'s.
public typealias PickerViewDelegateCall = TypedDelegateCall<PickerViewDelegateSchema>

/// The calls of `PickerViewDelegate`, for ``PickerViewDelegateCall``.
///
/// ```swift
/// let selection: PickerViewDelegateCall.Call = .didSelectRow(row: 2, component: 0)
/// ```
public enum PickerViewDelegateSchema: DelegateCallSchema {
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

    /// The picker.
    public typealias Source = PickerView

    /// `PickerViewDelegate`.
    public static let protocolName = "PickerViewDelegate"
}

extension PickerViewDelegateSchema: DelegateCallWording {
    static func method(of call: Call) -> String {
        switch call {
        case .titleForRow: "pickerView(_:titleForRow:forComponent:)"
        case .didSelectRow: "pickerView(_:didSelectRow:inComponent:)"
        case .rowHeight: "pickerView(_:rowHeightForComponent:)"
        }
    }

    static func arguments(of call: Call) -> [DelegateCall.Argument] {
        switch call {
        case .titleForRow(let row, let component), .didSelectRow(let row, let component):
            [.init(label: "row", value: String(row)), .init(label: "component", value: String(component))]
        case .rowHeight(let component): [.init(label: "component", value: String(component))]
        }
    }

    static func describe(_ answer: Answer) -> String? {
        switch answer {
        case .none: nil
        case .title(let title): Words.of(title, Words.quoted)
        case .rowHeight(let height): Words.of(height) { "\($0)" }
        }
    }
}
