import Foundation
import Plugins
import Testing

@Suite struct ScriptRoundTripTests {
    @Test("the article has script, JSON, canonicalisation and error examples to test")
    func articleHasExamples() {
        #expect(DocumentationExamples.blocks("script").count >= 5)
        #expect(DocumentationExamples.blocks("json").count == 1)
        #expect(DocumentationExamples.pairs.map(\.expected.language).sorted() == ["console", "script", "script"])
    }

    @Test("every script example of the article prints back exactly", arguments: DocumentationExamples.blocks("script"))
    func scriptExamples(block: DocumentationExamples.Block) throws {
        let script = try Script(parsing: block.text, file: "example.mt")
        #expect(script.text == block.text)
        #expect(script.lines.count == block.text.filter { $0 == "\n" }.count)
    }

    @Test(
        "every text example reads to the canonical text or the diagnostics after it",
        arguments: DocumentationExamples.pairs)
    func textExamples(pair: DocumentationExamples.Pair) throws {
        switch pair.expected.language {
        case "script":
            #expect(try Script(parsing: pair.input.text).text == pair.expected.text)
        default:
            let error = #expect(throws: ScriptError.self) { try Script(parsing: pair.input.text, file: "login.mt") }
            #expect(error.map { $0.description + "\n" } == pair.expected.text)
        }
    }

    @Test("the JSON example reads to the first script example and writes back byte for byte")
    func jsonExample() throws {
        let json = try #require(DocumentationExamples.blocks("json").first)
        let text = try #require(DocumentationExamples.blocks("script").first)
        let script = try Script(json: Data(json.text.utf8))
        #expect(script == (try Script(parsing: text.text)))
        #expect(String(decoding: try script.jsonData(), as: UTF8.self) + "\n" == json.text)
    }

    @Test("generated scripts print, read back to the same values, and print the same text", arguments: 0..<8)
    func generatedText(seed: UInt64) throws {
        var generator = ScriptGenerator(seed: seed)
        for _ in 0..<200 {
            let script = generator.script(lines: 6)
            let read = try Script(parsing: script.text, file: "generated.mt")
            #expect(read == script, "\(script.text)")
            #expect(read.text == script.text)
        }
    }

    @Test("generated scripts with provenance come back from JSON equal", arguments: 0..<8)
    func generatedJSON(seed: UInt64) throws {
        var generator = ScriptGenerator(seed: seed)
        for _ in 0..<100 {
            let script = generator.script(lines: 6, provenance: true)
            let data = try script.jsonData()
            #expect(try Script(json: data) == script)
            #expect(try Script(json: data).jsonData() == data)
        }
    }

    @Test(
        "a token is quoted only when it must be",
        arguments: [
            ("OK", "OK"), ("", #""""#), ("two words", #""two words""#), ("tab\there", #""tab\there""#),
            (#"say "hi""#, #""say \"hi\"""#), ("%timeout=5", #""%timeout=5""#), ("50%", "50%"),
            ("#2", "#2"), (#"C:\temp"#, #"C:\temp"#), (#"a b\c"#, #""a b\\c""#), ("line\nbreak", #""line\nbreak""#),
            ("cr\r", #""cr\r""#), ("nul\u{0}", #""nul\u{0}""#), ("del\u{7F}", #""del\u{7F}""#),
            ("nbsp\u{A0}", "\"nbsp\u{A0}\""), ("sep\u{2028}", #""sep\u{2028}""#), ("\u{FEFF}bom", "\"\u{FEFF}bom\""),
            ("日本語", "日本語"), ("🇫🇷☕️", "🇫🇷☕️"), ("e\u{301}", "e\u{301}"),
        ])
    func quoting(value: String, printed: String) throws {
        let command = Command("Label", "msg", "Verify", [value])
        #expect(command.text == "Label msg Verify \(printed)")
        #expect(try Script(parsing: command.text).commands == [command])
    }

    @Test("a type that starts with # is quoted so the line is not a comment; elsewhere # stays bare")
    func hashType() throws {
        let command = Command("#Button", "#2", "Tap", ["#"])
        #expect(command.text == ##""#Button" #2 Tap #"##)
        #expect(try Script(parsing: command.text).commands == [command])
    }

    @Test("modifiers print in a fixed order, lowercase, defaults left out")
    func modifierOrder() {
        let modifiers = Modifiers(timeout: 5000, thinkTime: 0, retryDelay: 250, ignore: false, shouldFail: true)
        #expect(
            Command("Button", "OK", "Tap", modifiers: modifiers).text
                == "Button OK Tap %timeout=5000 %thinktime=0 %retrydelay=250 %ignore=false %shouldfail=true")
        #expect(Command("Button", "OK", "Tap", modifiers: Modifiers(ignore: true)).text == "Button OK Tap %ignore=true")
    }

    @Test("comments print as # and their text; a line break in one starts another comment line")
    func comments() throws {
        #expect(Script(lines: [.comment(" note  "), .blank, .comment("")]).text == "# note  \n\n#\n")
        let split = Script(lines: [.comment(" one\ntwo\r\nthree\rfour\u{0}")])
        #expect(split.text == "# one\n#two\n#three\n#four\u{FFFD}\n")
        #expect(try Script(parsing: split.text).lines.count == 4)
    }

    @Test("an empty script prints as nothing; every line of a script ends with a line feed")
    func lineFeeds() throws {
        #expect(Script().text == "")
        #expect(try Script(parsing: "").lines.isEmpty)
        #expect(try Script(parsing: "\n").lines == [.blank])
        #expect(try Script(parsing: "Button OK Tap").text == "Button OK Tap\n")
    }

    @Test("deeply nested quoting reads back level by level")
    func nestedQuoting() throws {
        var value = #"say "a\b""#
        var levels: [String] = []
        for _ in 0..<12 {
            levels.append(value)
            value = Command("Label", "msg", "Verify", [value]).text
        }
        for expected in levels.reversed() {
            let command = try #require(try Script(parsing: value).commands.first)
            #expect(command.arguments == [expected])
            value = expected
        }
    }
}
