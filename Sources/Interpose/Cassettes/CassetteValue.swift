/// A JSON value, as a cassette keeps a call's arguments and outcome: what its file holds, what
/// a custom matcher compares, and what a test reads from ``RecordedCall``.
///
/// Integers and other numbers are told apart as the file writes them (`30`, `0.5`) and compare
/// by value, so `.integer(1) == .number(1.0)`. Literals make values:
///
/// ```swift
/// let call = try #require(cassette.calls.first)
/// #expect(call.arguments == 30)
/// #expect(call.outcome == .returned(["balance": 70, "owner": "Ada"]))
/// ```
///
/// ``description`` is the value as compact JSON, as failures print it.
public enum CassetteValue: Sendable, CustomStringConvertible {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number written without a fraction or an exponent that fits an `Int`.
    case integer(Int)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([CassetteValue])
    /// An object: its members by key; the file writes them sorted by key.
    case object([String: CassetteValue])

    /// The member `key` of an object; `nil` for another value or a missing key.
    ///
    /// ```swift
    /// #expect(call.arguments["amount"] == 30)
    /// ```
    public subscript(key: String) -> CassetteValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    /// The element at `index` of an array; `nil` for another value or an index out of range.
    public subscript(index: Int) -> CassetteValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The string, if the value is one.
    public var stringValue: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The number, if the value is one, integer or not.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    /// The value as compact JSON, such as `{"amount": 30, "memo": "rent"}`.
    public var description: String {
        JSONWriter.compact(self)
    }
}

extension CassetteValue: Hashable {
    /// Values are equal when JSON would call them equal: numbers by value, objects by their
    /// members whatever their order.
    public static func == (lhs: CassetteValue, rhs: CassetteValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.integer(let left), .integer(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)): left == right
        default:
            if let left = lhs.doubleValue, let right = rhs.doubleValue { left == right } else { false }
        }
    }

    /// Hashes the value so that equal values (an integer and the same number) hash alike.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .integer, .number: hasher.combine(doubleValue)
        case .string(let text): hasher.combine(text)
        case .array(let elements): hasher.combine(elements)
        case .object(let members): hasher.combine(members)
        }
    }
}

extension CassetteValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// `null`.
    public init(nilLiteral: ()) { self = .null }
    /// A boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// A number.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array.
    public init(arrayLiteral elements: CassetteValue...) { self = .array(elements) }
    /// An object; a repeated key keeps its last value.
    public init(dictionaryLiteral members: (String, CassetteValue)...) {
        self = .object(Dictionary(members, uniquingKeysWith: { $1 }))
    }
}
