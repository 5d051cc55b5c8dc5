import Foundation

/// Writes a run's report as JSON from its results as they finish, keeping each one only as the
/// text it prints: the same JSON as ``PlaybackReport/json()`` of a report that kept them all.
///
/// The JSON's counts come before its results, so nothing is printed until the run ends; until
/// then the writer holds each result's JSON text, not the result. Hand it every result, let the
/// report keep none, and write the whole at the end, a piece at a time:
///
/// ```swift
/// let writer = PlaybackJSONWriter()
/// let report = ScriptRunner(program: program, player: player).run(keeping: .none) { writer.add($0) }
/// writer.write(report) { FileHandle.standardOutput.write($0) }
/// ```
public final class PlaybackJSONWriter {
    /// Each result's JSON, indented as the document has it, in runs of about a mebibyte.
    private var chunks: [[UInt8]] = []
    /// How many results it holds.
    public private(set) var count = 0
    private let encoder = ReportJSON.encoder

    /// The size a run of results' JSON grows to before another begins.
    private static let chunkSize = 1 << 20

    /// Creates a writer that holds no result yet.
    public init() {}

    /// Holds `result`'s JSON, to write after the results added before it.
    ///
    /// - Parameter result: A result of the run, in the report's order.
    public func add(_ result: CommandResult) {
        guard let data = try? encoder.encode(ReportJSON.Result(result)) else { return }
        var text: [UInt8] = Array(count == 0 ? "\n    ".utf8 : ",\n    ".utf8)
        text.reserveCapacity(text.count + data.count * 11 / 10)
        // Every line is indented but an empty one (inside an empty array or object).
        var lineStart = false
        for byte in data {
            if lineStart, byte != UInt8(ascii: "\n") { text.append(contentsOf: Self.indent) }
            text.append(byte)
            lineStart = byte == UInt8(ascii: "\n")
        }
        if chunks.isEmpty || chunks[chunks.count - 1].count + text.count > Self.chunkSize {
            chunks.append([])
            chunks[chunks.count - 1].reserveCapacity(Swift.max(Self.chunkSize, text.count))
        }
        chunks[chunks.count - 1].append(contentsOf: text)
        count += 1
    }

    /// Writes the JSON of `report` with the results added in place of its own, in pieces.
    ///
    /// - Parameters:
    ///   - report: The run's report: its counts, start and duration; its own results are not
    ///     written.
    ///   - output: Where each piece goes, in order: standard output, say.
    public func write(_ report: PlaybackReport, to output: (Data) -> Void) {
        guard let data = try? encoder.encode(ReportJSON(report, results: [])) else { return output(Data("{}".utf8)) }
        let document = String(decoding: data, as: UTF8.self)
        guard count > 0, let open = document.range(of: Self.resultsKey),
            let close = document[open.upperBound...].firstIndex(of: "]")
        else { return output(data) }
        output(Data(document[..<open.upperBound].utf8))
        for chunk in chunks { output(Data(chunk)) }
        output(Data("\n  ".utf8))
        output(Data(document[close...].utf8))
    }

    /// Where the results' array opens in the document.
    private static let resultsKey = "\"results\" : ["

    /// What each line of a result's JSON is indented by: two levels.
    private static let indent = Array("    ".utf8)
}
