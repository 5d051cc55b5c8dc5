import Foundation
import Plugins
import Testing

/// Hostile JSON scripts: every field of a command given every wrong type, huge and tiny
/// numbers, deep nesting where a value is expected, and large documents. Each ends in a script
/// or in one error naming the offending value's path, or, for what the reader refuses, its place.
@Suite struct ScriptJSONHostileTests {
    /// A field of a command, where it sits in the command object, and the JSON kinds it takes.
    /// Optional fields take `null` as absent.
    struct Field: CustomTestStringConvertible, Sendable {
        let path: String
        let accepts: Set<String>
        var isOptional = false

        var testDescription: String { path }

        /// A command with `value` in this field and valid values everywhere else.
        func command(with value: String) -> String {
            func slot(_ name: String, _ valid: String) -> String { path == name ? value : valid }
            let entry = """
                {"time": \(slot("provenance.entries[0].time", "0.5")), \
                "source": \(slot("provenance.entries[0].source", #""touch""#)), \
                "detail": \(slot("provenance.entries[0].detail", #""began""#)), \
                "point": \(slot("provenance.entries[0].point", #"{"x": \#(slot("provenance.entries[0].point.x", "1")), "y": 2}"#)), \
                "finger": \(slot("provenance.entries[0].finger", "0"))}
                """
            return """
                {"componentType": \(slot("componentType", #""Button""#)), \
                "identifier": \(slot("identifier", #""OK""#)), "action": \(slot("action", #""Tap""#)), \
                "arguments": \(slot("arguments", #"[\#(slot("arguments[0]", #""x""#))]"#)), \
                "modifiers": {"timeout": \(slot("modifiers.timeout", "5")), \
                "thinkTime": \(slot("modifiers.thinkTime", "5")), "retryDelay": \(slot("modifiers.retryDelay", "5")), \
                "ignore": \(slot("modifiers.ignore", "false")), "shouldFail": \(slot("modifiers.shouldFail", "false"))}, \
                "provenance": {"entries": [\(entry)]}}
                """
        }
    }

    static let fields: [Field] = [
        Field(path: "componentType", accepts: ["string"]), Field(path: "identifier", accepts: ["string"]),
        Field(path: "action", accepts: ["string"]), Field(path: "arguments", accepts: ["array"], isOptional: true),
        Field(path: "arguments[0]", accepts: ["string"]),
        Field(path: "modifiers.timeout", accepts: ["whole"], isOptional: true),
        Field(path: "modifiers.thinkTime", accepts: ["whole"], isOptional: true),
        Field(path: "modifiers.retryDelay", accepts: ["whole"], isOptional: true),
        Field(path: "modifiers.ignore", accepts: ["bool"], isOptional: true),
        Field(path: "modifiers.shouldFail", accepts: ["bool"], isOptional: true),
        Field(path: "provenance.entries[0].time", accepts: ["whole", "number"]),
        Field(path: "provenance.entries[0].source", accepts: ["string"]),
        Field(path: "provenance.entries[0].detail", accepts: ["string"]),
        Field(path: "provenance.entries[0].point", accepts: ["object"], isOptional: true),
        Field(path: "provenance.entries[0].point.x", accepts: ["whole", "number"]),
        Field(path: "provenance.entries[0].finger", accepts: ["whole"], isOptional: true),
    ]

    /// A value of each JSON kind, and values at the edges of numbers.
    static let values: [(kind: String, json: String)] = [
        ("whole", "7"), ("number", "1.5"), ("string", #""s""#), ("bool", "true"), ("null", "null"), ("array", "[]"),
        ("object", "{}"), ("huge", "1e400"), ("huge", "-1e400"), ("huge", "123456789012345678901234567890"),
        ("huge", String(repeating: "9", count: 10_000)), ("tiny", "1e-400"), ("deep", deepArray),
        ("deep", deepObject),
    ]

    static let deepArray = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
    static let deepObject = String(repeating: #"{"a": "#, count: 5_000) + "1" + String(repeating: "}", count: 5_000)

    @Test(
        "every field given every wrong type, huge numbers or deep nesting gets one error naming the value",
        arguments: fields)
    func wrongValues(field: Field) throws {
        for (kind, value) in Self.values where !field.accepts.contains(kind) && !(kind == "null" && field.isOptional) {
            let json = #"{"lines": [{"command": "# + field.command(with: "⟨" + value) + "}]}"
            let marked = json.replacingOccurrences(of: "⟨", with: "")
            do {
                _ = try Script(json: Data(marked.utf8), file: "hostile.json")
                if kind == "tiny" || (kind == "huge" && field.accepts.contains("number")) { continue }
                Issue.record("\(field.path) took \(kind) \(value.prefix(20))")
            } catch {
                let diagnostic = try #require(error.diagnostics.first)
                #expect(error.diagnostics.count == 1, "\(field.path) with \(kind): \(error)")
                #expect(diagnostic.file == "hostile.json" && diagnostic.line == 1)
                // A value of the wrong kind is named by its path; a number that fits no Swift type
                // by its line, or, past what any number holds, at the value; nesting too deep
                // is refused by the reader at the value.
                let start = json.distance(from: json.startIndex, to: json.firstIndex(of: "⟨") ?? json.startIndex) + 1
                let atValue = (start...start + value.count).contains(diagnostic.column)
                let isNumber = ["whole", "number", "huge", "tiny"].contains(kind)
                let named = diagnostic.message.hasPrefix(isNumber ? "lines[0]" : "lines[0].command.\(field.path)")
                #expect(
                    named || ((kind == "huge" || kind == "deep") && atValue),
                    "\(field.path) with \(kind) \(value.prefix(20)): \(diagnostic.column): \(diagnostic.message.prefix(200))"
                )
            }
        }
    }

    @Test("a document of 100,000 lines and a 400,000-character comment reads")
    func largeDocuments() throws {
        let lines = Array(repeating: #"{"blank": true}"#, count: 100_000).joined(separator: ",")
        let blanks = try Script(json: Data(#"{"lines": [\#(lines)]}"#.utf8))
        #expect(blanks.lines.count == 100_000)
        let comment = String(repeating: "é\\u00e9", count: 200_000)
        let long = try Script(json: Data(#"{"lines": [{"comment": "\#(comment)"}]}"#.utf8))
        #expect(long.text == "#" + String(repeating: "éé", count: 200_000) + "\n")
    }
}
