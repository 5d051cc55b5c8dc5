import Components

/// A question a `PickerView` asked its data source, published from the picker.
///
/// ```swift
/// try context.subscribe(to: PickerViewDataSourceCall.self, from: picker) { event in
///     if case .numberOfRows(let component) = event.call { print("wheel \(component): \(event.answer)") }
/// }
/// ```
public struct PickerViewDataSourceCall: DelegateCallEvent {
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

    /// `PickerViewDataSource`.
    public static let protocolName = "PickerViewDataSource"
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
    /// The data source's answer.
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
        case .numberOfComponents: "numberOfComponents(in:)"
        case .numberOfRows: "pickerView(_:numberOfRowsInComponent:)"
        }
    }

    /// The arguments in words.
    public var arguments: [DelegateCall.Argument] {
        switch call {
        case .numberOfComponents: []
        case .numberOfRows(let component): [.init(label: "component", value: String(component))]
        }
    }

    /// The answer in words.
    public var answerDescription: String? {
        switch answer {
        case .count(let count): String(count)
        }
    }
}

extension PickerViewDataSourceCall: DelegateCallRecording {}
