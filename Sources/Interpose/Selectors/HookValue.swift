/// An argument list or a result, as selector advice sees it: any value, with the means to
/// describe it.
///
/// ```swift
/// try registry.on(matching: "Control.*").before { call in
///     print(call.arguments)                          // (events: touchUpInside, event: nil)
///     for field in call.arguments.fields { print(field.label ?? "_", field.value) }
///     let events = call.arguments.fields.first?.value.value(as: ControlEvents.self)
/// }
/// ```
///
/// A tuple keeps its labels: ``fields`` lists its elements with them, and ``description``
/// prints them as Swift does.
public struct HookValue: CustomStringConvertible {
    /// The value itself.
    public let value: Any

    /// Wraps `value`.
    ///
    /// - Parameter value: Any value.
    @inlinable
    public init(_ value: Any) {
        self.value = value
    }

    /// The value's dynamic type, such as `(events: ControlEvents, event: Optional<Event>)`.
    public var typeName: String { String(describing: type(of: value)) }

    /// The value as `String(describing:)` prints it, tuple labels included.
    public var description: String { String(describing: value) }

    /// A tuple's elements with their labels (`nil` for an unlabelled element); any other value
    /// is one unlabelled field, itself. `()` has no fields.
    public var fields: [Field] {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .tuple else { return [Field(label: nil, value: self)] }
        return mirror.children.map { child in
            let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
            return Field(label: label, value: HookValue(child.value))
        }
    }

    /// The value as a `T`, or `nil` when it is not one.
    ///
    /// - Parameter type: The type to read the value as.
    /// - Returns: The value, or `nil`.
    public func value<T>(as type: T.Type = T.self) -> T? {
        value as? T
    }

    /// One element of a tuple: its label and its value.
    public struct Field: CustomStringConvertible {
        /// The element's label, `nil` when it has none.
        public let label: String?
        /// The element's value.
        public let value: HookValue

        /// `label: value`, or the value alone.
        public var description: String {
            label.map { "\($0): \(value)" } ?? value.description
        }
    }
}
