import Foundation
import Plugins
import Testing

@Suite struct ScriptGrammarTests {
    @Test("modifier names and flags match ignoring case; type and action keep their case and match ignoring it")
    func caseInsensitivity() throws {
        let script = try Script(
            parsing: "bUTTON OK tAP %TimeOut=5000 %THINKTIME=1 %RetryDelay=2 %Ignore=FALSE %shouldFAIL=True")
        let command = try #require(script.commands.first)
        #expect(
            command.modifiers == Modifiers(timeout: 5000, thinkTime: 1, retryDelay: 2, ignore: false, shouldFail: true))
        #expect(command.componentType == "bUTTON" && command.isOn("Button"))
        #expect(command.action == "tAP" && command.performs("tap"))
        #expect(command.identifier == "OK")
        #expect(
            script.text == "bUTTON OK tAP %timeout=5000 %thinktime=1 %retrydelay=2 %ignore=false %shouldfail=true\n")
    }

    @Test("arguments hold any Unicode, bare or quoted")
    func unicodeArguments() throws {
        let script = try Script(parsing: "Label 名前 Verify 日本語 \"café ☕️\" 🇫🇷 e\u{301} \"\\u{1F600}\"")
        let command = try #require(script.commands.first)
        #expect(command.identifier == "名前")
        #expect(command.arguments == ["日本語", "café ☕️", "🇫🇷", "e\u{301}", "😀"])
    }

    @Test("escapes in quotes stand for a quote, a backslash, a line feed, a carriage return, a tab and any scalar")
    func escapes() throws {
        let script = try Script(parsing: #"Input note EnterText "\"q\" \\ \n \r \t \u{E9} \u{0} \u{10FFFF}""#)
        #expect(script.commands.first?.arguments == ["\"q\" \\ \n \r \t é \u{0} \u{10FFFF}"])
    }

    @Test("outside quotes a backslash, a % inside a word and a # after the type are ordinary characters")
    func ordinaryCharacters() throws {
        let script = try Script(parsing: #"Input path EnterText C:\temp\n 50% a=b #2 # x"#)
        #expect(script.commands.first?.arguments == [#"C:\temp\n"#, "50%", "a=b", "#2", "#", "x"])
    }

    @Test("spaces and tabs separate tokens, leading and trailing ones are dropped when printed")
    func whitespace() throws {
        let script = try Script(parsing: " \t Button \t OK   Tap\t%timeout=1  \n \t \n")
        #expect(script.lines == [.command(Command("Button", "OK", "Tap", modifiers: Modifiers(timeout: 1))), .blank])
        #expect(script.text == "Button OK Tap %timeout=1\n\n")
    }

    @Test("a comment keeps its text exactly, after any indentation")
    func commentText() throws {
        let script = try Script(parsing: "#no space\n   #  indented  \n#\n# \"quotes\" \\ %x=y")
        #expect(
            script.lines == [
                .comment("no space"), .comment("  indented  "), .comment(""), .comment(#" "quotes" \ %x=y"#),
            ])
    }

    @Test("CRLF files read like their LF twins and print with LF")
    func crlf() throws {
        let lf = "# one\nButton OK Tap\n\nLabel msg Verify \"a b\"\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try Script(parsing: crlf) == (try Script(parsing: lf)))
        #expect(try Script(parsing: crlf).text == lf)
        #expect(try Script(parsing: "Button OK Tap\r\nButton OK Tap\n").commands.count == 2)
    }

    @Test("a byte order mark at the start is skipped; elsewhere it is text")
    func byteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("Button OK Tap\n".utf8)
        #expect(try Script(parsing: bytes).text == "Button OK Tap\n")
        #expect(try Script(parsing: Data(bytes)).commands == [Command("Button", "OK", "Tap")])
        let error = #expect(throws: ScriptError.self) {
            try Script(parsing: [0xEF, 0xBB, 0xBF] + Array("Button".utf8))
        }
        #expect(error?.diagnostics.first?.column == 7)
    }

    @Test("bytes, Data and text read alike, and a lazy sequence of bytes too")
    func inputForms() throws {
        let text = "Button OK Tap %timeout=5\n# done\n"
        let expected = try Script(parsing: text)
        #expect(try Script(parsing: Array(text.utf8)) == expected)
        #expect(try Script(parsing: Data(text.utf8)) == expected)
        #expect(try Script(parsing: text.utf8.lazy.map { $0 }) == expected)
    }

    @Test("an ordinal identifier reads as written")
    func ordinal() throws {
        #expect(try Script(parsing: "Button #3 Tap").commands.first?.usesOrdinal == true)
    }

    @Test("a command and a line print as their line of text")
    func descriptions() {
        let command = Command("Label", "msg", "Verify", ["Welcome back"], modifiers: Modifiers(timeout: 3000))
        #expect(command.description == #"Label msg Verify "Welcome back" %timeout=3000"#)
        #expect(ScriptLine.command(command).text == command.text)
        #expect(ScriptLine.comment(" hi").description == "# hi")
        #expect(ScriptLine.blank.text == "")
        #expect(Script(commands: [command]).description == command.text + "\n")
    }

    @Test("the Swift examples of the documentation hold")
    func documentedExamples() throws {
        let overview = try #require(DocumentationExamples.blocks("script").first)
        let script = try Script(parsing: overview.text, file: "login.mt")
        #expect(script.commands.count == 5)
        #expect(script.text == overview.text)
        #expect(
            try Script(parsing: "Button OK Tap %timeout=5000\n", file: "login.mt").commands[0].modifiers.timeout == 5000
        )
        #expect(
            Script(commands: [Command("Input", "name", "EnterText", ["Ada Lovelace"])]).text
                == "Input name EnterText \"Ada Lovelace\"\n")
    }

    @Test("the largest time reads; one more does not")
    func limits() throws {
        #expect(
            try Script(parsing: "Button OK Tap %timeout=2147483647").commands.first?.modifiers.timeout == 2_147_483_647)
        #expect(try Script(parsing: "Button OK Tap %timeout=0007").commands.first?.modifiers.timeout == 7)
        #expect(throws: ScriptError.self) { try Script(parsing: "Button OK Tap %timeout=2147483648") }
    }
}
