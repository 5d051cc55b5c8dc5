import Foundation
import Plugins
import Testing

@Suite struct ScriptJSONTests {
    /// The diagnostics reading `json` gives, as `line:column: message`.
    private func diagnostics(_ json: String) -> [String] {
        diagnostics(Array(json.utf8))
    }

    private func diagnostics(_ bytes: [UInt8]) -> [String] {
        do {
            _ = try Script(json: Data(bytes), file: "s.json")
            return []
        } catch {
            return error.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }
        }
    }

    /// `line:column` of the first `marker` in `text`, in characters.
    private func location(of marker: String, in text: String) -> String {
        guard let range = text.range(of: marker) else { return "marker not found" }
        let before = text[..<range.lowerBound]
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        return "\(before.filter { $0 == "\n" }.count + 1):\(before[lineStart...].count + 1)"
    }

    /// A one-command script whose command object is `command`.
    private func wrap(_ command: String) -> String {
        #"{"lines": [{"comment": "é"}, {"command": \#(command)}]}"#
    }

    static let button = #""componentType": "Button", "identifier": "OK", "action": "Tap""#
    static let modifierKeys = "timeout, thinkTime, retryDelay, ignore, shouldFail, abort, screenshotOnError"
    static let commandKeys = "componentType, identifier, action, arguments, modifiers, provenance"

    @Test(
        "a value of the wrong type, out of range or misspelt is reported at the value, with its path",
        arguments: [
            (
                #"{\#(button), "modifiers": {"timeout": ⟨1.5}}"#,
                "modifiers.timeout: expected a whole number, found the number 1.5"
            ),
            (
                #"{\#(button), "modifiers": {"timeout": ⟨1e400}}"#,
                "modifiers.timeout: expected a whole number, found the number 1e400"
            ),
            (
                #"{\#(button), "modifiers": {"timeout": ⟨99999999999999999999}}"#,
                "modifiers.timeout: the number 99999999999999999999 is out of range"
            ),
            (
                #"{\#(button), "modifiers": {"timeout": ⟨-5}}"#,
                "modifiers.timeout: expected whole milliseconds from 0 to 2147483647, found -5"
            ),
            (
                #"{\#(button), "modifiers": {"retryDelay": ⟨3000000000}}"#,
                "modifiers.retryDelay: expected whole milliseconds from 0 to 2147483647, found 3000000000"
            ),
            (
                #"{\#(button), "modifiers": {"timeout": ⟨"5000"}}"#,
                "modifiers.timeout: expected a whole number, found a string"
            ),
            (
                #"{\#(button), "modifiers": {"ignore": ⟨"yes"}}"#,
                "modifiers.ignore: expected true or false, found a string"
            ),
            (
                #"{\#(button), "modifiers": {"timout": ⟨5}}"#,
                "modifiers.timout: unknown key \"timout\"; known keys: \(modifierKeys)"
            ),
            (#"{\#(button), "arguments": ⟨"x"}"#, "arguments: expected an array, found a string"),
            (#"{\#(button), "arguments": [⟨1]}"#, "arguments[0]: expected a string, found the number 1"),
            (#"{\#(button), "arguments": [⟨null]}"#, "arguments[0]: expected a string, found null"),
            (
                #"{"componentType": ⟨5, "identifier": "OK", "action": "Tap"}"#,
                "componentType: expected a string, found the number 5"
            ),
            (#"⟨{"componentType": "Button", "action": "Tap"}"#, ": missing key \"identifier\""),
            (#"{\#(button), "identifer": ⟨"OK"}"#, "identifer: unknown key \"identifer\"; known keys: \(commandKeys)"),
            (
                #"{\#(button), "provenance": {"entries": [{"time": ⟨1e400, "source": "s", "detail": "d", "finger": 0}]}}"#,
                "provenance.entries[0].time: the number 1e400 is out of range"
            ),
            (
                #"{\#(button), "provenance": {"entries": [⟨{"time": 1, "source": "s", "finger": 0}]}}"#,
                "provenance.entries[0]: missing key \"detail\""
            ),
        ])
    func commandErrors(command: String, message: String) {
        let json = wrap(command)
        let marked = json.replacingOccurrences(of: "⟨", with: "")
        #expect(
            diagnostics(marked) == [
                "\(location(of: "⟨", in: json)): lines[1].command\(message.hasPrefix(":") ? "" : ".")\(message)"
            ])
    }

    @Test(
        "a line that is not one of the three shapes is reported at the line",
        arguments: [
            (
                #"{"blank": true, "comment": "x"}"#,
                #"lines[0]: a line has one key, "blank", "comment" or "command"; found "blank", "comment""#
            ),
            ("{}", #"lines[0]: a line has one key, "blank", "comment" or "command"; found none"#),
            (#"{"Blank": true}"#, #"lines[0]: a line has one key, "blank", "comment" or "command"; found "Blank""#),
            ("[]", "lines[0]: expected an object, found an array"),
        ])
    func lineShapes(line: String, message: String) {
        #expect(diagnostics(#"{"lines": [\#(line)]}"#) == ["1:12: \(message)"])
    }

    @Test("a blank line is true, and a comment holds no line break")
    func lineValues() {
        #expect(
            diagnostics(#"{"lines": [{"blank": false}]}"#) == [
                #"1:22: lines[0].blank: a blank line is written {"blank": true}"#
            ])
        #expect(
            diagnostics(#"{"lines": [{"comment": "a\nb"}]}"#)
                == ["1:24: lines[0].comment: a comment holds no line break or NUL; write one comment a line"])
    }

    @Test(
        "the document is an object with lines and nothing else",
        arguments: [
            ("[]", "1:1: expected an object, found an array"),
            ("{}", #"1:1: missing key "lines""#),
            (#"{"lines": {}}"#, "1:11: lines: expected an array, found an object"),
            (#"{"lines": [], "extra": 1}"#, #"1:24: extra: unknown key "extra"; known keys: lines"#),
        ])
    func document(json: String, expected: String) {
        #expect(diagnostics(json) == [expected])
    }

    @Test(
        "a syntax error is reported where it is",
        arguments: [
            ("", "1:1: unexpected end of input; expected a value"),
            ("{\"lines\": [}", "1:12: unexpected '}'; expected a value"),
            ("{\"lines\": [1,]}", "1:14: unexpected ']'; expected a value"),
            ("{\"lines\" []}", "1:10: expected ':' after a key"),
            ("{\"lines\": []} x", "1:15: unexpected 'x' after the JSON value"),
            ("{\"lines\": [], \"lines\": []}", "1:15: duplicate key \"lines\""),
            ("{\"a\": \"\\x\"}", "1:8: unknown escape in a string"),
            ("{\"a\": \"\\ud800\"}", "1:8: \\u escape names a lone surrogate"),
            ("{\"a\": \"\\u12\"}", "1:8: \\u escape needs four hex digits"),
            ("{\"a\": \"tab\there\"}", "1:11: control character 0x09 in a string; write it as an escape"),
            ("{\"a\": -}", "1:7: invalid number"),
            ("{\"a\": 1.}", "1:7: invalid number"),
            ("{\"a\": tru}", "1:7: unexpected 't'; expected a value"),
            ("{\"a\" : 1 \"b\": 2}", "1:10: expected ',' or '}' after an object member"),
            ("{\"a\": [1 2]}", "1:10: expected ',' or ']' after an array element"),
            ("{\"a\": \"open", "1:7: unterminated string"),
            ("{\n  \"a\": 1,\n  é: 2\n}", "3:3: expected a key in quotes"),
        ])
    func syntax(json: String, expected: String) {
        #expect(diagnostics(json) == [expected])
    }

    @Test("bytes that are not UTF-8 are reported at the first bad one")
    func invalidUTF8() {
        #expect(
            diagnostics(Array("{\"lines\": [{\"comment\": \"é".utf8) + [0xC3, 0x28] + Array("\"}]}".utf8))
                == ["1:26: invalid UTF-8: byte 0xC3 does not start a valid character"])
    }

    @Test("ten thousand nested brackets are refused at the first level too deep, without exhausting the stack")
    func deepNesting() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(diagnostics(deep) == ["1:101: arrays and objects nest deeper than 100 levels"])
        let objects = String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        #expect(diagnostics(objects) == ["1:501: arrays and objects nest deeper than 100 levels"])
    }

    @Test("every bad line is reported in one pass, in order, on the lines of the JSON")
    func allErrorsAtOnce() throws {
        let json = """
            {
              "lines" : [
                { "command" : { "componentType" : "Button", "identifier" : "OK" } },
                { "blank" : true },
                { "command" : { "componentType" : "Button", "identifier" : "OK", "action" : "Tap", "modifiers" : { "timeout" : 1.5 } } },
                { "comment" : 7 }
              ]
            }
            """
        let error = try #require(throws: ScriptError.self) { try Script(json: Data(json.utf8), file: "login.json") }
        #expect(
            error.description == """
                login.json:3:19: error: lines[0].command: missing key "action"
                login.json:5:116: error: lines[2].command.modifiers.timeout: expected a whole number, found the number 1.5
                login.json:6:19: error: lines[3].comment: expected a string, found the number 7
                """)
        #expect(error.lines.isEmpty)
    }

    @Test("JSON output is pretty-printed with sorted keys and leaves out what a command does not have")
    func output() throws {
        let script = Script(lines: [.blank, .command(Command("Device", "*", "Shake"))])
        let text = String(decoding: try script.jsonData(), as: UTF8.self)
        #expect(
            text == """
                {
                  "lines" : [
                    {
                      "blank" : true
                    },
                    {
                      "command" : {
                        "action" : "Shake",
                        "componentType" : "Device",
                        "identifier" : "*"
                      }
                    }
                  ]
                }
                """)
        #expect(try script.jsonData() == script.jsonData())
    }

    @Test("hand-written JSON may leave out arguments and modifiers, and may use any whitespace and a BOM")
    func lenientLayout() throws {
        let json =
            "\u{FEFF}{\"lines\":[{\"command\":{\"action\":\"Tap\",\"componentType\":\"Button\",\"identifier\":\"OK\",\"modifiers\":{}}}]}"
        #expect(try Script(json: Data(json.utf8)) == Script(commands: [Command("Button", "OK", "Tap")]))
    }

    @Test("a JSONEncoder and JSONDecoder use the same form as jsonData")
    func codableAgrees() throws {
        var generator = ScriptGenerator(seed: 42)
        let script = generator.script(lines: 20, provenance: true)
        let encoded = try JSONEncoder().encode(script)
        #expect(try Script(json: encoded) == script)
        #expect(try JSONDecoder().decode(Script.self, from: script.jsonData()) == script)
    }
}
