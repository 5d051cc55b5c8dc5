/// Reads a script's JSON form: parses it, decodes every line through the model's `Codable`
/// conformances, and turns each failure into a located diagnostic.
///
/// A syntax error stops the reading, since nothing after it can be trusted; a line that does
/// not decode does not stop the lines after it, so every bad line is reported at once.
enum JSONReader {
    /// The script in `bytes`, or every diagnostic.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> Result<Script, ScriptError> {
        var parser = JSONParser(bytes)
        var locator = SourceLocator(bytes, start: parser.index)
        let root: JSONNode
        do {
            root = try parser.parseDocument()
        } catch {
            let (line, column) = locator.locate(error.offset)
            return .failure(
                ScriptError(diagnostics: [
                    ScriptDiagnostic(file: file, line: line, column: column, message: error.message)
                ]))
        }
        let (lines, failures) = decodeLines(root)
        guard !failures.isEmpty else { return .success(Script(lines: lines)) }
        let diagnostics = failures.sorted { $0.offset < $1.offset }.map { failure in
            let (line, column) = locator.locate(failure.offset)
            return ScriptDiagnostic(file: file, line: line, column: column, message: failure.message)
        }
        return .failure(ScriptError(diagnostics: diagnostics))
    }

    /// A decoding failure: where, and what.
    private struct Failure {
        var offset: Int
        var message: String
    }

    /// Decodes `{"lines": […]}` one line at a time, keeping every failure.
    private static func decodeLines(_ root: JSONNode) -> ([ScriptLine], [Failure]) {
        let linesKey = AnyKey(stringValue: "lines")
        do {
            try JSONTreeDecoder(node: root, codingPath: []).refuseUnknownKeys(["lines"])
            guard case .object(let members) = root.value, let node = members.first(where: { $0.key == "lines" })?.node
            else { throw DecodingError.keyNotFound(linesKey, .init(codingPath: [], debugDescription: "")) }
            guard case .array(let items) = node.value else { throw node.mismatch("an array", [linesKey]) }
            var lines: [ScriptLine] = []
            var failures: [Failure] = []
            for (index, item) in items.enumerated() {
                do {
                    lines.append(try item.decode(ScriptLine.self, at: [linesKey, IndexKey(intValue: index)]))
                } catch {
                    failures.append(failure(error, in: root))
                }
            }
            return (lines, failures)
        } catch {
            return ([], [failure(error, in: root)])
        }
    }

    /// The located message for a decoding error: the path of the value, then what is wrong.
    private static func failure(_ error: any Error, in root: JSONNode) -> Failure {
        let path: [any CodingKey]
        let message: String
        switch error as? DecodingError {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            (path, message) = (context.codingPath, context.debugDescription)
        case .keyNotFound(let key, let context):
            (path, message) = (context.codingPath, "missing key \"\(key.stringValue)\"")
        default:
            (path, message) = ([], String(describing: error))
        }
        let prefix = describe(path)
        return Failure(offset: root.node(at: path).offset, message: prefix.isEmpty ? message : "\(prefix): \(message)")
    }

    /// `lines[3].command.modifiers.timeout`.
    static func describe(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }
}
