import Components

/// Any delegate or data source call, in words: what ``DelegateForwarding`` publishes, besides
/// the typed event, for tracing and analytics that want every call whatever its protocol.
///
/// ```swift
/// try context.subscribe(to: DelegateCall.self) { call in
///     log.append("\(call.sourceName): \(call.method) \(call.arguments.map(\.description))")
/// }
/// ```
///
/// It is published from the same component as the typed event (so `from:` filters work) and
/// right after it. A secure text field's text never appears here: it is redacted as in the
/// typed event.
public struct DelegateCall: Sendable, CustomStringConvertible {
    /// One argument of a call, in words.
    ///
    /// ```swift
    /// #expect(call.arguments == [.init(label: "row", value: "2"), .init(label: "component", value: "0")])
    /// ```
    public struct Argument: Sendable, Hashable, CustomStringConvertible {
        /// The argument's name, as the typed event's `Call` case labels it, such as `row`.
        public let label: String
        /// The value in words, such as `2`, `"Mar"` or `TextField "name"`.
        public let value: String

        /// Creates an argument.
        ///
        /// - Parameters:
        ///   - label: The argument's name.
        ///   - value: The value in words.
        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }

        /// `label: value`.
        public var description: String { "\(label): \(value)" }
    }

    /// The call's place in the process-wide order of delegate calls; see
    /// ``DelegateCallEvent/sequence``.
    public let sequence: UInt64
    /// The virtual time the call started, or `nil` outside an application.
    public let time: Double?
    /// The component that made the call, held weakly.
    public weak let source: (any MainActorInterceptable)?
    /// The identity of the component that made the call, kept after it has gone.
    public let sourceID: ObjectIdentifier
    /// The component in words when the call was made, such as `PickerView "date"`.
    public let sourceName: String
    /// The protocol's name, such as `PickerViewDelegate`.
    public let protocolName: String
    /// The method's full name, such as `pickerView(_:didSelectRow:inComponent:)`.
    public let method: String
    /// The arguments after the source, in words.
    public let arguments: [Argument]
    /// The answer in words, or `nil` for a method that returns nothing.
    public let answer: String?

    /// The call made into words from a typed event.
    ///
    /// ```swift
    /// let words = DelegateCall(event, sourceName: picker.componentName)
    /// ```
    ///
    /// - Parameters:
    ///   - event: The typed event.
    ///   - sourceName: The component in words.
    public init<Event: DelegateCallEvent>(_ event: Event, sourceName: String) {
        sequence = event.sequence
        time = event.time
        source = event.source
        sourceID = event.sourceID
        self.sourceName = sourceName
        protocolName = Event.protocolName
        method = event.method
        arguments = event.arguments
        answer = event.answerDescription
    }

    /// The source and the call in one line, such as
    /// `PickerView "date": PickerViewDelegate.pickerView(_:didSelectRow:inComponent:) row: 2, component: 0`.
    public var description: String {
        "\(sourceName): "
            + Self.describe(protocolName: protocolName, method: method, arguments: arguments, answer: answer)
    }

    /// A call in one line, without its source.
    static func describe(protocolName: String, method: String, arguments: [Argument], answer: String?) -> String {
        var line = "\(protocolName).\(method)"
        if !arguments.isEmpty { line += " " + arguments.map(\.description).joined(separator: ", ") }
        if let answer { line += " → \(answer)" }
        return line
    }
}
