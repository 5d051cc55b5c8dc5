/// How a cassette writes a hook's arguments and keeps its results, when they are not `Codable`
/// as they are, and which error types it reads back.
///
/// A `Codable` hook needs none of this. A hook whose result is a view, a connection or anything
/// else that does not belong in a file is recorded by what matters about it, and answered by
/// making one from that:
///
/// ```swift
/// // A table's cells are views: keep their text, and answer with a cell showing it.
/// .hook(
///     TableView.dataSourceCellForRowHook,
///     coding: .result(storing: { cell in cell?.textLabel.text }) { table, indexPath, text in
///         let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
///         cell.textLabel.text = text
///         return cell
///     })
/// ```
///
/// Arguments are only ever written (a call is matched by what its arguments write), so a hook
/// whose arguments are a tuple or another type that is not `Encodable` needs a writer alone:
/// `.arguments { row, component in [row, component] }`. The forms chain:
/// `.arguments { … }.result(storing: …) { … }`.
public struct CassetteCoding<Receiver: Interceptable, Arguments, Result>: Sendable {
    /// The parts that differ from the types' `Codable` conformances, with the types erased.
    var custom = CallCoding.Custom()

    /// Arguments, results and errors as their `Codable` conformances write them.
    public static var codable: Self {
        Self()
    }

    /// Writes the arguments as `write` makes them.
    ///
    /// - Parameter write: Makes something `Encodable` of the arguments.
    /// - Returns: The coding.
    public static func arguments<Written: Encodable & SendableMetatype>(
        _ write: @escaping @Sendable (Arguments) -> Written
    ) -> Self {
        Self().arguments(write)
    }

    /// Keeps results as `store` makes them, and answers a replayed call with what `answer`
    /// makes of the stored form.
    ///
    /// - Parameters:
    ///   - store: Makes the stored form of a result.
    ///   - answer: Makes the result for a call (its receiver and arguments) from the stored form.
    /// - Returns: The coding.
    public static func result<Stored: Codable & SendableMetatype>(
        storing store: @escaping @Sendable (Result) -> Stored,
        answering answer: @escaping @Sendable (Receiver, Arguments, Stored) -> Result
    ) -> Self {
        Self().result(storing: store, answering: answer)
    }

    /// Reads errors of `types` back as themselves, for a hook that throws `any Error`; other
    /// errors replay as a ``RecordedError``.
    ///
    /// - Parameter types: The error types the hook throws.
    /// - Returns: The coding.
    public static func errors(_ types: any (Error & Decodable).Type...) -> Self {
        var coding = Self()
        coding.custom.errorTypes = types
        return coding
    }

    /// This coding, writing the arguments as `write` makes them.
    ///
    /// - Parameter write: Makes something `Encodable` of the arguments.
    /// - Returns: The coding.
    public func arguments<Written: Encodable & SendableMetatype>(_ write: @escaping @Sendable (Arguments) -> Written)
        -> Self
    {
        var coding = self
        coding.custom.writeArguments = { try ValueCoder.write(write($0 as! Arguments)) }
        return coding
    }

    /// This coding, keeping results as `store` makes them; see ``result(storing:answering:)-swift.type.method``.
    ///
    /// - Parameters:
    ///   - store: Makes the stored form of a result.
    ///   - answer: Makes the result for a call from the stored form.
    /// - Returns: The coding.
    public func result<Stored: Codable & SendableMetatype>(
        storing store: @escaping @Sendable (Result) -> Stored,
        answering answer: @escaping @Sendable (Receiver, Arguments, Stored) -> Result
    ) -> Self {
        var coding = self
        coding.custom.result = CallCoding.Results(
            write: { try ValueCoder.write(store($0 as! Result)) },
            read: { try ValueCoder.read(Stored.self, from: $0) },
            answer: { receiver, arguments, stored in
                answer(receiver as! Receiver, arguments as! Arguments, stored as! Stored)
            })
        return coding
    }
}
