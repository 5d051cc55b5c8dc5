/// A `Decoder` over a parsed ``JSONNode`` tree, so the model's `Codable` conformances read the
/// JSON form with errors that name exactly what was expected and what was found.
///
/// Numbers are read from their literal: an integer type refuses a fraction or an exponent and a
/// value out of its range, a floating-point type refuses a number too large to represent (such
/// as `1e400`), instead of rounding or crashing.
struct JSONTreeDecoder: Decoder {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = node.value else { throw node.mismatch("an object", codingPath) }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = node.value else { throw node.mismatch("an array", codingPath) }
        return UnkeyedContainer(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(node: node, codingPath: codingPath)
    }
}

/// A coding key for an array element, named as Foundation names them.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

/// A coding key for any string, to list every key of an object.
struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension JSONNode {
    /// Reads this node as `T`: a primitive from the value itself, anything else through its
    /// `Decodable` conformance.
    func decode<T: Decodable>(_ type: T.Type, at path: [any CodingKey]) throws -> T {
        if let value = try primitive(type, at: path) as? T { return value }
        return try T(from: JSONTreeDecoder(node: self, codingPath: path))
    }

    /// The value as `type` when `type` is a string, a flag or a number; nil for other types.
    private func primitive(_ type: Any.Type, at path: [any CodingKey]) throws -> Any? {
        switch type {
        case is String.Type:
            guard case .string(let text) = value else { throw mismatch("a string", path) }
            return text
        case is Bool.Type:
            guard case .bool(let flag) = value else { throw mismatch("true or false", path) }
            return flag
        case is Double.Type: return try floatingPoint(Double.self, at: path)
        case is Float.Type: return try floatingPoint(Float.self, at: path)
        case let integer as any FixedWidthInteger.Type: return try self.integer(integer, at: path)
        default: return nil
        }
    }

    private func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: T.Type, at path: [any CodingKey]
    ) throws -> T {
        guard case .number(let literal) = value else { throw mismatch("a number", path) }
        guard let number = T(literal), number.isFinite else {
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "\(kind) is out of range"))
        }
        return number
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type, at path: [any CodingKey]) throws -> T {
        guard case .number(let literal) = value, !literal.contains(where: { ".eE".contains($0) }) else {
            throw mismatch("a whole number", path)
        }
        guard let number = T(literal, radix: 10) else {
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "\(kind) is out of range"))
        }
        return number
    }

    /// The error for a value of the wrong kind.
    func mismatch(_ expected: String, _ path: [any CodingKey]) -> DecodingError {
        let context = DecodingError.Context(codingPath: path, debugDescription: "expected \(expected), found \(kind)")
        if case .null = value { return .valueNotFound(Any.self, context) }
        return .typeMismatch(Any.self, context)
    }
}
