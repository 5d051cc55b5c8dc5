import Components

/// A question a `PickerView` asked its data source, published from the picker.
///
/// ```swift
/// try context.subscribe(to: PickerViewDataSourceCall.self, from: picker) { event in
///     if case .numberOfRows(let component) = event.call { print("wheel \(component): \(event.answer)") }
/// }
/// ```
///
/// Its calls and answers are ``PickerViewDataSourceSchema``'s.
public typealias PickerViewDataSourceCall = TypedDelegateCall<PickerViewDataSourceSchema>

/// The calls of `PickerViewDataSource`, for ``PickerViewDataSourceCall``.
///
/// ```swift
/// let question: PickerViewDataSourceCall.Call = .numberOfRows(component: 1)
/// ```
public enum PickerViewDataSourceSchema: DelegateCallSchema {
    /// The methods of `PickerViewDataSource`, with their arguments.
    public enum Call: Sendable, Hashable {
        /// `numberOfComponents(in:)`.
        case numberOfComponents
        /// `pickerView(_:numberOfRowsInComponent:)`.
        case numberOfRows(component: Int)
    }

    /// What the data source answered.
    public enum Answer: Sendable, Hashable {
        /// A number of wheels or rows.
        case count(Int)
    }

    /// The picker.
    public typealias Source = PickerView

    /// `PickerViewDataSource`.
    public static let protocolName = "PickerViewDataSource"
}

extension PickerViewDataSourceSchema: DelegateCallWording {
    static func method(of call: Call) -> String {
        switch call {
        case .numberOfComponents: "numberOfComponents(in:)"
        case .numberOfRows: "pickerView(_:numberOfRowsInComponent:)"
        }
    }

    static func arguments(of call: Call) -> [DelegateCall.Argument] {
        switch call {
        case .numberOfComponents: []
        case .numberOfRows(let component): [.init(label: "component", value: String(component))]
        }
    }

    static func describe(_ answer: Answer) -> String? {
        switch answer {
        case .count(let count): String(count)
        }
    }
}
