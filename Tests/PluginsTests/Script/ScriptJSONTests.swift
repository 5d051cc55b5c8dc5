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

    /// A one-command script whose command object is `command`.
    private func wrap(_ command: String) -> String {
        #"{"lines": [{"comment": "é"}, {"command": \#(command)}]}"#
    }

    static let button = #""componentType": "Button", "identifier": "OK", "action": "Tap""#
    static let modifierKeys = "timeout, thinkTime, retryDelay, ignore, shouldFail, abort, screenshotOnError"
    static let commandKeys = "componentType, identifier, action, arguments, modifiers, provenance"

    @Test(
        "a value of the wrong type, out of range or misspelt is reported with its path",
        arguments: [
            (
                #"{\#(button), "modifiers": {"timeout": 1.5}}"#,
                "modifiers.timeout: expected whole milliseconds from 0 to 2147483647, found 1.5"
            ),
            (
                #"{\#(button), "modifiers": {"timeout": -5}}"#,
                "modifiers.timeout: expected whole milliseconds from 0 to 2147483647, found -5"
            ),
            (
                #"{\#(button), "modifiers": {"retryDelay": 3000000000}}"#,
                "modifiers.retryDelay: expected whole milliseconds from 0 to 2147483647, found 3000000000"
            ),
            (
                #"{\#(button), "modifiers": {"timeout": "5000"}}"#,
                "modifiers.timeout: Expected to decode Double but found a string instead."
            ),
            (
                #"{\#(button), "modifiers": {"ignore": "yes"}}"#,
                "modifiers.ignore: Expected to decode Bool but found a string instead."
            ),
            (
                #"{\#(button), "modifiers": {"timout": 5}}"#,
                "modifiers.timout: unknown key \"timout\"; known keys: \(modifierKeys)"
            ),
            (
                #"{\#(button), "arguments": "x"}"#,
                "arguments: Expected to decode Array<Any> but found a string instead."
            ),
            (#"{\#(button), "arguments": [1]}"#, "arguments[0]: Expected to decode String but found number instead."),
            (
                #"{\#(button), "arguments": [null]}"#,
                "arguments[0]: Cannot get value of type String -- found null value instead"
            ),
            (
                #"{"componentType": 5, "identifier": "OK", "action": "Tap"}"#,
                "componentType: Expected to decode String but found number instead."
            ),
            (#"{"componentType": "Button", "action": "Tap"}"#, ": missing key \"identifier\""),
            (#"{\#(button), "identifer": "OK"}"#, "identifer: unknown key \"identifer\"; known keys: \(commandKeys)"),
            (
                #"{\#(button), "provenance": {"entries": [{"time": 1, "source": "s", "finger": 0}]}}"#,
                "provenance.entries[0]: missing key \"detail\""
            ),
            (
                #"{\#(button), "provenance": {"entries": [{"time": 1, "source": "s", "detail": "d", "finger": 0.5}]}}"#,
                ": a value cannot be read as its field's type (numberIsNotRepresentableInSwift(parsed: \"0.5\"))"
            ),
        ])
    func commandErrors(command: String, message: String) {
        let path = message.hasPrefix(": a value") ? "lines[1]" : "lines[1].command"
        #expect(diagnostics(wrap(command)) == ["1:30: \(path)\(message.hasPrefix(":") ? "" : ".")\(message)"])
    }

    @Test(
        "a line that is not one of the three shapes is reported with its path",
        arguments: [
            (
                #"{"blank": true, "comment": "x"}"#,
                #"lines[0]: a line has one key, "blank", "comment" or "command"; found "blank", "comment""#
            ),
            ("{}", #"lines[0]: a line has one key, "blank", "comment" or "command"; found none"#),
            (#"{"Blank": true}"#, #"lines[0]: a line has one key, "blank", "comment" or "command"; found "Blank""#),
            ("[]", "lines[0]: Expected to decode Dictionary<String, Any> but found an array instead."),
        ])
    func lineShapes(line: String, message: String) {
        #expect(diagnostics(#"{"lines": [\#(line)]}"#) == ["1:12: \(message)"])
    }

    @Test("a blank line is true, and a comment holds no line break")
    func lineValues() {
        #expect(
            diagnostics(#"{"lines": [{"blank": false}]}"#) == [
                #"1:12: lines[0].blank: a blank line is written {"blank": true}"#
            ])
        #expect(
            diagnostics(#"{"lines": [{"comment": "a\nb"}]}"#)
                == ["1:12: lines[0].comment: a comment holds no line break or NUL; write one comment a line"])
    }

    @Test(
        "the document is an object with lines and nothing else",
        arguments: [
            ("[]", "1:1: Expected to decode Dictionary<String, Any> but found an array instead."),
            ("{}", #"1:1: missing key "lines""#),
            (#"{"lines": {}}"#, "1:1: lines: Expected to decode Array<Any> but found a dictionary instead."),
            (#"{"lines": [], "extra": 1}"#, #"1:1: extra: unknown key "extra"; known keys: lines"#),
        ])
    func document(json: String, expected: String) {
        #expect(diagnostics(json) == [expected])
    }

    @Test(
        "a syntax error is reported where Foundation's reader says it is",
        arguments: [
            ("", "1:1: Unexpected end of file during JSON parse."),
            ("{\"lines\": [}", "1:12: Invalid value around character 11."),
            ("{\"lines\" []}", "1:10: Invalid value around character 9."),
            ("{\"lines\": []} x", "1:15: Invalid value around character 14."),
            ("{\"a\": \"\\x\"}", "1:8: Invalid escape sequence around character 7."),
            ("{\"a\": \"tab\there\"}", "1:11: Unescaped control character around character 10."),
            ("{\"a\" : 1 \"b\": 2}", "1:10: Invalid value around character 9."),
            ("{\n  \"a\": 1,\n  é: 2\n}", "3:3: Invalid value around character 14."),
        ])
    func syntax(json: String, expected: String) {
        #expect(diagnostics(json) == [expected])
    }

    @Test("bytes that are not UTF-8 are reported where the reader finds them")
    func invalidUTF8() {
        #expect(
            diagnostics(Array("{\"lines\": [{\"comment\": \"é".utf8) + [0xC3, 0x28] + Array("\"}]}".utf8))
                == ["1:25: Invalid UTF-8 sequence 4 bytes starting from character 24."])
    }

    @Test("ten thousand nested brackets are refused, located, without exhausting the stack")
    func deepNesting() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(diagnostics(deep) == ["1:514: Too many nested arrays or dictionaries around character 513."])
        let objects = String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        #expect(diagnostics(objects).count == 1)
    }

    @Test("every bad line is reported in one pass, in order, each with its path at the line's place in the file")
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
                login.json:3:5: error: lines[0].command: missing key "action"
                login.json:5:5: error: lines[2].command.modifiers.timeout: expected whole milliseconds from 0 to 2147483647, found 1.5
                login.json:6:5: error: lines[3].comment: Expected to decode String but found number instead.
                """)
        #expect(error.lines.isEmpty)
    }

    @Test("a line's place is found past strings that look like structure, nested arrays and wide characters")
    func linePlaces() {
        let json = """
            {"lines": [{"command": {"componentType": "B", "identifier": "\\"], [{", "action": "Tap",
              "arguments": ["[", "]"]}},
              {"comment": "é, ], {"},  {"blank": 3}
            ]}
            """
        #expect(diagnostics(json) == [#"3:28: lines[2].blank: Expected to decode Bool but found number instead."#])
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
