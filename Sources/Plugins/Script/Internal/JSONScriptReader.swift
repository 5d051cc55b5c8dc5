import Foundation

/// Reads a script's JSON form with Foundation: `JSONSerialization` checks the syntax and says
/// where the first error is; `JSONDecoder` then reads the lines, one at a time, so every line
/// that does not decode is reported with the path of the value that is wrong
/// (`lines[3].command.action`), at the line's place in the file.
enum JSONScriptReader {
    /// The script in `json`, or every diagnostic.
    static func read(_ json: Data, file: String) -> Result<Script, ScriptError> {
        do {
            _ = try JSONSerialization.jsonObject(with: json, options: .fragmentsAllowed)
        } catch {
            return .failure(ScriptError(diagnostics: [syntaxError(error, in: json, file: file)]))
        }
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: json)
        } catch {
            return .failure(ScriptError(diagnostics: [diagnostic(error, at: [], file: file)]))
        }
        let failures = document.lines.compactMap(\.failure)
        guard failures.isEmpty else {
            let places = JSONLinePlaces.places(in: Array(json))
            return .failure(
                ScriptError(
                    diagnostics: failures.map { failure in
                        var found = diagnostic(failure.error, at: failure.path, file: file)
                        if let index = failure.path.last?.intValue, places.indices.contains(index) {
                            (found.line, found.column) = (places[index].line, places[index].column)
                        }
                        return found
                    }))
        }
        return .success(Script(lines: document.lines.compactMap(\.line)))
    }

    /// `{"lines": […]}`, each line read on its own.
    private struct Document: Decodable {
        let lines: [DecodedLine]

        init(from decoder: any Decoder) throws {
            try decoder.refuseUnknownKeys(["lines"])
            lines = try decoder.container(keyedBy: AnyKey.self).decode(
                [DecodedLine].self, forKey: AnyKey(stringValue: "lines"))
        }
    }

    /// A line, or why it did not decode and where.
    private struct DecodedLine: Decodable {
        var line: ScriptLine?
        var failure: (error: any Error, path: [any CodingKey])?

        init(from decoder: any Decoder) {
            do {
                line = try ScriptLine(from: decoder)
            } catch {
                failure = (error, decoder.codingPath)
            }
        }
    }

    /// The diagnostic for a decoding error: the path of the value, then what is wrong with it.
    private static func diagnostic(_ error: any Error, at line: [any CodingKey], file: String) -> ScriptDiagnostic {
        // Not a decoding error: a number Foundation's reader could not fit the field.
        var (path, message) = (line, "a value cannot be read as its field's type (\(error))")
        switch error as? DecodingError {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            (path, message) = (
                context.codingPath.count > line.count ? context.codingPath : line, context.debugDescription
            )
        case .keyNotFound(let key, let context):
            (path, message) = (context.codingPath, "missing key \"\(key.stringValue)\"")
        default: break
        }
        let prefix = describe(path)
        return ScriptDiagnostic(
            file: file, line: 1, column: 1, message: prefix.isEmpty ? message : "\(prefix): \(message)")
    }

    /// `lines[3].command.modifiers.timeout`.
    static func describe(_ path: [any CodingKey]) -> String {
        path.reduce(into: "") { text, key in
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
    }

    /// The diagnostic for a syntax error, at the byte Foundation names (`around character 12`),
    /// at the number it names (`Number 1e400 is not representable`), or else at the end.
    private static func syntaxError(_ error: any Error, in json: Data, file: String) -> ScriptDiagnostic {
        let message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        let bytes = Array(json)
        var offset = bytes.count
        if let number = message.firstMatch(of: /character (\d+)/).flatMap({ Int($0.1) }) {
            offset = min(number, bytes.count)
        } else if let literal = message.firstMatch(of: /^Number (\S+) is not representable/)?.1,
            let found = bytes.firstRange(of: Array(literal.utf8))
        {
            offset = found.lowerBound
        }
        let lines = bytes[..<offset].split(separator: 0x0A, omittingEmptySubsequences: false)
        let column = String(decoding: lines.last ?? [], as: UTF8.self).count + 1
        return ScriptDiagnostic(file: file, line: lines.count, column: column, message: message)
    }
}

/// A coding key for any string, to list every key of an object.
struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
