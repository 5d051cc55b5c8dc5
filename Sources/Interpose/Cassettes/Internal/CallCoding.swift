/// How a cassette writes and reads one hook's calls, with the hook's types erased: what its
/// typed advice and its selector advice share.
///
/// Built once, when the cassette is installed, from the hook's types; a type the cassette
/// cannot write or read is refused then, naming it (``CassetteError/notCodable(hook:part:type:)``).
struct CallCoding: Sendable {
    /// Writes a call's arguments.
    let writeArguments: @Sendable (Any) throws -> CassetteValue
    /// Writes a call's result.
    let writeResult: @Sendable (Any) throws -> CassetteValue
    /// Reads a recorded result into its stored form, once, when the file is loaded.
    let readResult: @Sendable (CassetteValue) throws -> Any
    /// Makes the answer to a call (receiver, arguments) from a stored result.
    let answer: @Sendable (AnyObject, Any, Any) -> Any
    /// Writes an error a call threw.
    let writeError: @Sendable (any Error) throws -> CassetteValue
    /// Reads a recorded error back.
    let readError: @Sendable (CassetteValue) throws -> any Error

    /// What a hook's ``CassetteCoding`` says, with its types erased: each part `nil` where the
    /// types' `Codable` conformances do the work.
    struct Custom: Sendable {
        var writeArguments: (@Sendable (Any) throws -> CassetteValue)?
        var result: Results?
        var errorTypes: [any (Error & Decodable).Type] = []
    }

    /// Writing, reading and answering with results.
    struct Results: Sendable {
        let write: @Sendable (Any) throws -> CassetteValue
        let read: @Sendable (CassetteValue) throws -> Any
        let answer: @Sendable (AnyObject, Any, Any) -> Any
    }

    /// The coding of a hook with these types: `custom`'s parts where it has them, the types'
    /// `Codable` conformances otherwise.
    ///
    /// - Throws: ``CassetteError/notCodable(hook:part:type:)`` naming the first type that is
    ///   neither.
    static func make(
        hook: String, arguments: Any.Type, result: Any.Type, failure: any Error.Type, custom: Custom = Custom()
    ) throws(CassetteError) -> CallCoding {
        guard let writeArguments = custom.writeArguments ?? ValueCoder.writer(for: arguments) else {
            throw .notCodable(hook: hook, part: "arguments", type: String(describing: arguments))
        }
        guard let results = custom.result ?? codableResults(result) else {
            throw .notCodable(hook: hook, part: "result", type: String(describing: result))
        }
        let errors = try ErrorCoding.make(hook: hook, failure: failure, listed: custom.errorTypes)
        return CallCoding(
            writeArguments: writeArguments, writeResult: results.write, readResult: results.read,
            answer: results.answer, writeError: errors.write, readError: errors.read)
    }

    /// Results of a `Codable` type, answered as they read back.
    private static func codableResults(_ type: Any.Type) -> Results? {
        guard let write = ValueCoder.writer(for: type), let read = ValueCoder.reader(for: type) else { return nil }
        return Results(write: write, read: read, answer: { _, _, stored in stored })
    }
}

/// How a hook's errors are written and read back.
enum ErrorCoding {
    /// The writer and reader for a hook whose error type is `failure`: none for `Never`; for
    /// `any Error`, each error's type name with its encoding (or its description) and `listed`
    /// to read them back; for any other type, its `Codable` conformance.
    static func make(
        hook: String, failure: any Error.Type, listed: [any (Error & Decodable).Type]
    ) throws(CassetteError) -> (
        write: @Sendable (any Error) throws -> CassetteValue, read: @Sendable (CassetteValue) throws -> any Error
    ) {
        if failure == Never.self {
            return ({ _ in .null }, { _ in throw NeverThrows() })
        }
        if failure == (any Error).self {
            return (write, { read($0, listed: listed) })
        }
        guard let write = ValueCoder.writer(for: failure), let read = ValueCoder.reader(for: failure) else {
            throw .notCodable(hook: hook, part: "error", type: String(describing: failure))
        }
        return ({ try write($0) }, { try read($0) as! any Error })
    }

    /// An error of any type: `{"type": "VaultError", "value": …}` when it is `Encodable`,
    /// `{"type": "URLError", "description": "…"}` otherwise.
    private static func write(_ error: any Error) throws -> CassetteValue {
        let type = String(describing: Swift.type(of: error))
        guard let encodable = error as? any Encodable else {
            return ["type": .string(type), "description": .string("\(error)")]
        }
        return ["type": .string(type), "value": try ValueCoder.write(encodable)]
    }

    /// The error `value` records: one of the `listed` types when its name is there, a
    /// ``RecordedError`` otherwise.
    private static func read(_ value: CassetteValue, listed: [any (Error & Decodable).Type]) -> any Error {
        let type = value["type"]?.stringValue ?? "Error"
        if let stored = value["value"], let listedType = listed.first(where: { String(describing: $0) == type }),
            let error = try? ValueCoder.read(listedType, from: stored)
        {
            return error
        }
        let description = value["description"]?.stringValue ?? value["value"]?.description ?? "\(value)"
        return RecordedError(type: type, description: description)
    }
}

/// A recorded error on a hook that cannot throw.
private struct NeverThrows: Error, CustomStringConvertible {
    var description: String { "the hook cannot throw" }
}
