#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A cassette's file: one JSON document a person can read and edit.
///
/// ```json
/// {
///   "version": 1,
///   "calls": [
///     {
///       "hook": "Vault.deposit",
///       "receiver": "Vault",
///       "arguments": 30,
///       "result": 130
///     }
///   ]
/// }
/// ```
///
/// A call's members come in that order: `hook`, `receiver`, `arguments` (left out for a hook
/// that takes none), then `result` or `error`.
enum CassetteFile {
    /// The format this code writes and reads.
    static let version = 1

    /// The calls the file at `url` holds.
    ///
    /// - Throws: ``CassetteError/unreadable(file:reason:)`` naming the line and column of
    ///   text that is not JSON, or the call that is not a call.
    static func read(_ url: URL) throws(CassetteError) -> [RecordedCall] {
        let bytes: Data
        do {
            bytes = try Data(contentsOf: url)
        } catch {
            throw .unreadable(file: url.path, reason: "\(error)")
        }
        let document: CassetteValue
        do {
            document = try JSONReader.read(bytes)
        } catch {
            throw .unreadable(file: "\(url.path):\(error.line):\(error.column)", reason: error.reason)
        }
        do throws(Problem) {
            return try calls(in: document)
        } catch {
            throw .unreadable(file: url.path, reason: error.reason)
        }
    }

    /// Writes `calls` to `url`, replacing what was there, creating its folder if needed.
    ///
    /// - Throws: ``CassetteError/unwritable(file:reason:)``.
    static func write(_ calls: [RecordedCall], to url: URL) throws(CassetteError) {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text(of: calls).utf8).write(to: url, options: .atomic)
        } catch {
            throw .unwritable(file: url.path, reason: "\(error)")
        }
    }

    /// The file's text for `calls`.
    static func text(of calls: [RecordedCall]) -> String {
        guard !calls.isEmpty else { return "{\n  \"version\": \(version),\n  \"calls\": []\n}\n" }
        let entries = calls.map { call in
            var lines = [
                "\"hook\": " + JSONWriter.quoted(call.hook), "\"receiver\": " + JSONWriter.quoted(call.receiver),
            ]
            if call.arguments != .null {
                lines.append("\"arguments\": " + JSONWriter.indented(call.arguments, indent: 3))
            }
            switch call.outcome {
            case .returned(let value): lines.append("\"result\": " + JSONWriter.indented(value, indent: 3))
            case .threw(let error): lines.append("\"error\": " + JSONWriter.indented(error, indent: 3))
            }
            return "    {\n      " + lines.joined(separator: ",\n      ") + "\n    }"
        }
        return "{\n  \"version\": \(version),\n  \"calls\": [\n" + entries.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// Why a document is not a cassette.
    struct Problem: Error {
        let reason: String
    }

    /// The calls of a parsed document.
    static func calls(in document: CassetteValue) throws(Problem) -> [RecordedCall] {
        guard case .object(let members) = document else { throw Problem(reason: "the file is not a JSON object") }
        guard members["version"] == .integer(version) else {
            throw Problem(reason: "the file's \"version\" is \(members["version"] ?? .null), not \(version)")
        }
        guard case .array(let entries) = members["calls"] ?? .null else {
            throw Problem(reason: "the file has no \"calls\" array")
        }
        return try entries.enumerated().map { (index, entry) throws(Problem) in try call(entry, number: index + 1) }
    }

    private static func call(_ entry: CassetteValue, number: Int) throws(Problem) -> RecordedCall {
        guard case .object(let members) = entry else { throw Problem(reason: "call \(number) is not an object") }
        guard let hook = members["hook"]?.stringValue else {
            throw Problem(reason: "call \(number) has no \"hook\" string")
        }
        guard let receiver = members["receiver"]?.stringValue else {
            throw Problem(reason: "call \(number) (\(hook)) has no \"receiver\" string")
        }
        let outcome: RecordedCall.Outcome
        switch (members["result"], members["error"]) {
        case (let result?, nil): outcome = .returned(result)
        case (nil, let error?): outcome = .threw(error)
        default: throw Problem(reason: "call \(number) (\(hook)) needs exactly one of \"result\" and \"error\"")
        }
        let known: Set = ["hook", "receiver", "arguments", "result", "error"]
        if let stray = members.keys.sorted().first(where: { !known.contains($0) }) {
            throw Problem(reason: "call \(number) (\(hook)) has an unknown member \"\(stray)\"")
        }
        return RecordedCall(hook: hook, receiver: receiver, arguments: members["arguments"] ?? .null, outcome: outcome)
    }
}
