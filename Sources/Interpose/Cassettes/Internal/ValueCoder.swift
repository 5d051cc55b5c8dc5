#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Turns `Codable` values into ``CassetteValue``s and back, through `JSONEncoder` and
/// `JSONDecoder`: what a value's conformance writes is what the file holds.
enum ValueCoder {
    private static let encoder = JSONEncoder()
    private static let decoder = JSONDecoder()

    /// `value` as its `Encodable` conformance writes it.
    static func write<T: Encodable>(_ value: T) throws -> CassetteValue {
        try JSONReader.read(encoder.encode(value))
    }

    /// A `T` read from `value`.
    static func read<T: Decodable>(_ type: T.Type, from value: CassetteValue) throws -> T {
        try decoder.decode(type, from: Data(JSONWriter.compact(value).utf8))
    }

    /// Writes a value known to be a `type`, which must be `Encodable`; `nil` when it is not.
    ///
    /// `Int`, `String` and `Bool` are written as `JSONEncoder` writes them, without it: most
    /// hooks take and return such values, and encoding one through `JSONEncoder` costs over a
    /// microsecond on every recorded call.
    static func writer(for type: Any.Type) -> (@Sendable (Any) throws -> CassetteValue)? {
        if type == Void.self { return { _ in .null } }
        if type == Int.self { return { .integer($0 as! Int) } }
        if type == String.self { return { .string($0 as! String) } }
        if type == Bool.self { return { .bool($0 as! Bool) } }
        guard type is any Encodable.Type else { return nil }
        return { value in
            let encodable = value as! any Encodable
            return try write(encodable)
        }
    }

    /// Reads values of `type`, which must be `Decodable`; `nil` when it is not.
    static func reader(for type: Any.Type) -> (@Sendable (CassetteValue) throws -> Any)? {
        if type == Void.self { return { _ in () } }
        guard let decodable = type as? any Decodable.Type else { return nil }
        let reading = DecodableType(type: decodable)
        return { value in try read(reading.type, from: value) }
    }

    /// What a decoding error says, without the coding path's noise.
    static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\(context.debugDescription)\(at(context))"
        case DecodingError.keyNotFound(let key, let context):
            "no member \"\(key.stringValue)\"\(at(context))"
        case DecodingError.dataCorrupted(let context):
            "\(context.debugDescription)\(at(context))"
        default:
            "\(error)"
        }
    }

    private static func at(_ context: DecodingError.Context) -> String {
        context.codingPath.isEmpty ? "" : " at " + context.codingPath.map(\.stringValue).joined(separator: ".")
    }
}

/// A `Decodable` type, to read recorded values with.
private struct DecodableType {
    let type: any Decodable.Type
}

// A metatype never changes. Recorded values are read when the cassette is installed, by the
// installing thread, as the type's own `init(from:)` would be called by any code decoding it.
extension DecodableType: @unchecked Sendable {}
