import Foundation
import Plugins
import Testing

@Suite struct ScriptErrorTests {
    /// The one diagnostic reading `text` gives, as `line:column: message`.
    private func diagnostics(_ text: String) -> [String] {
        diagnostics(Array(text.utf8))
    }

    private func diagnostics(_ bytes: [UInt8]) -> [String] {
        do {
            _ = try Script(parsing: bytes, file: "t.mt")
            return []
        } catch {
            return error.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }
        }
    }

    static let shape = "a command reads Type identifier Action [arguments] [%modifiers]"

    @Test(
        "each kind of mistake is reported at its line and column with a message that says what to write",
        arguments: [
            ("Button", "1:7: missing identifier and action; \(shape)"),
            ("  Button OK", "1:12: missing action; \(shape)"),
            ("Button OK %timeout=5", "1:10: missing action; \(shape)"),
            ("%timeout=5", "1:1: missing component type, identifier and action; \(shape)"),
            ("Button OK %timeout=5 Tap", "1:11: modifier before the action; \(shape)"),
            ("Button OK Tap %timeout=5 extra", "1:26: argument 'extra' after a modifier; modifiers come last"),
            ("Label msg Verify \"Welcome", "1:18: unterminated quoted string; add a closing '\"'"),
            ("Label msg Verify \"end\\\"", "1:18: unterminated quoted string; add a closing '\"'"),
            ("Label msg Verify \"a\"b", "1:21: expected a space after the closing quote"),
            ("Label msg Verify a\"b\"", "1:19: '\"' inside a word; put the whole word in quotes"),
            ("Label msg Verify \"\\x\"", "1:19: unknown escape '\\x'; use \\\", \\\\, \\n, \\r, \\t or \\u{…}"),
            ("Label msg Verify \"\\é\"", "1:19: unknown escape '\\é'; use \\\", \\\\, \\n, \\r, \\t or \\u{…}"),
            (
                "Label msg Verify \"\\u{D800}\"",
                "1:19: invalid escape; \\u{…} takes 1 to 6 hex digits naming a Unicode scalar, as \\u{E9}"
            ),
            (
                "Label msg Verify \"\\u{}\"",
                "1:19: invalid escape; \\u{…} takes 1 to 6 hex digits naming a Unicode scalar, as \\u{E9}"
            ),
            (
                "Label msg Verify \"\\u{1234567}\"",
                "1:19: invalid escape; \\u{…} takes 1 to 6 hex digits naming a Unicode scalar, as \\u{E9}"
            ),
            (
                "Label msg Verify \"\\u41\"",
                "1:19: invalid escape; \\u{…} takes 1 to 6 hex digits naming a Unicode scalar, as \\u{E9}"
            ),
            ("Button OK Tap %", "1:15: stray '%'; a modifier reads %name=value, as %timeout=5000"),
            ("Button OK Tap %=5", "1:15: stray '%'; a modifier reads %name=value, as %timeout=5000"),
            (
                "Button OK Tap %wait=5",
                "1:15: unknown modifier '%wait'; use %timeout, %thinktime, %retrydelay, %ignore, %shouldfail, %abort or %screenshotonerror"
            ),
            ("Button OK Tap %timeout", "1:23: %timeout needs a value, as %timeout=5000"),
            ("Button OK Tap %ignore=", "1:23: %ignore needs a value, as %ignore=true"),
            ("Button OK Tap %timeout=123.45", "1:24: %timeout takes whole milliseconds (0 or more), not '123.45'"),
            ("Button OK Tap %thinktime=foo", "1:26: %thinktime takes whole milliseconds (0 or more), not 'foo'"),
            ("Button OK Tap %retrydelay=-1", "1:27: %retrydelay takes whole milliseconds (0 or more), not '-1'"),
            (
                "Button OK Tap %timeout=2147483648",
                "1:24: %timeout takes at most 2147483647 milliseconds, not '2147483648'"
            ),
            ("Button OK Tap %shouldfail=yes", "1:27: %shouldfail takes true or false, not 'yes'"),
            ("Button OK Tap %timeout=1 %TIMEOUT=2", "1:26: %timeout is given twice"),
            (
                "Button OK Tap\rnow",
                "1:14: carriage return in the middle of a line; lines end with LF or CRLF (inside quotes, write \\r)"
            ),
            (
                "Button OK Tap\r",
                "1:14: carriage return in the middle of a line; lines end with LF or CRLF (inside quotes, write \\r)"
            ),
            ("Label msg Verify \"a\u{0}\"", "1:20: NUL byte in the line; a script is text"),
            ("# a comment with a NUL \u{0}", "1:24: NUL byte in the line; a script is text"),
        ])
    func located(text: String, expected: String) {
        #expect(diagnostics(text) == [expected])
    }

    @Test("columns count characters, not bytes or scalars")
    func characterColumns() {
        #expect(
            diagnostics("Label 日本語 Verify 🇫🇷 %timeout=x") == [
                "1:29: %timeout takes whole milliseconds (0 or more), not 'x'"
            ])
        #expect(
            diagnostics("Label e\u{301}e\u{301} Verify %x=1") == [
                "1:17: unknown modifier '%x'; use \(ModifierNames.known)"
            ])
        #expect(diagnostics("\tButton\tOK") == ["1:11: missing action; \(Self.shape)"])
    }

    @Test("bytes that are not UTF-8 are reported at the first bad byte of each line they are on")
    func invalidUTF8() {
        let bytes =
            Array("Label é Verify ".utf8) + [0xFF] + Array(" x\nButton OK Tap\nLabel \u{1F600} Verify ".utf8) + [
                0xE2, 0x82, 0x41,
            ]
        #expect(
            diagnostics(bytes) == [
                "1:16: invalid UTF-8: byte 0xFF does not start a valid character",
                "3:16: invalid UTF-8: byte 0xE2 does not start a valid character",
            ])
        for bad: [UInt8] in [
            [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xF0, 0x9F, 0x98],
        ] {
            #expect(diagnostics([0x23] + bad).count == 1, "\(bad)")
        }
    }

    @Test(
        "a bad byte is found wherever it falls in a long line, at the start, inside or at the end of a block",
        arguments: [(UInt8(0xFF), "invalid UTF-8"), (0x00, "NUL byte"), (0x0D, "carriage return")])
    func badByteAnywhere(byte: UInt8, message: String) {
        let line = Array("# a comment long enough to span several blocks".utf8)
        for offset in 1..<line.count {
            var bytes = line
            bytes[offset] = byte
            let found = diagnostics(bytes + Array(".\n".utf8))  // a carriage return before the LF would end the line
            #expect(found.count == 1 && found[0].hasPrefix("1:\(offset + 1): \(message)"), "at \(offset): \(found)")
        }
    }

    @Test("every error of a file comes in one pass, in order, and a bad line does not stop the others")
    func allErrorsAtOnce() throws {
        let text = """
            # login
            Button OK
            Input username EnterText joe
            Button OK Tap %timeout=1.5 %ignore=maybe extra
            Label msg Verify "open

            Device * Shake
            """
        let error = try #require(throws: ScriptError.self) { try Script(parsing: text, file: "login.mt") }
        #expect(
            error.description == """
                login.mt:2:10: error: missing action; \(Self.shape)
                login.mt:4:24: error: %timeout takes whole milliseconds (0 or more), not '1.5'
                login.mt:4:36: error: %ignore takes true or false, not 'maybe'
                login.mt:4:42: error: argument 'extra' after a modifier; modifiers come last
                login.mt:5:18: error: unterminated quoted string; add a closing '"'
                """)
        #expect(
            error.lines == [
                .comment(" login"), nil, .command(Command("Input", "username", "EnterText", ["joe"])), nil, nil, .blank,
                .command(Command("Device", "*", "Shake")),
            ])
        #expect(error.diagnostics.allSatisfy { $0.file == "login.mt" })
    }

    @Test("a diagnostic prints as file:line:column: error: message")
    func diagnosticForm() {
        let diagnostic = ScriptDiagnostic(file: "login.mt", line: 3, column: 26, message: "bad")
        #expect(diagnostic.description == "login.mt:3:26: error: bad")
        #expect(
            ScriptError(diagnostics: [diagnostic, diagnostic]).description
                == "login.mt:3:26: error: bad\nlogin.mt:3:26: error: bad")
    }

    @Test("a long value is cut in the message")
    func longValues() {
        let value = String(repeating: "9", count: 100)
        #expect(
            diagnostics("Button OK Tap %timeout=\(value)") == [
                "1:24: %timeout takes at most 2147483647 milliseconds, not '\(String(repeating: "9", count: 40))…'"
            ])
    }
}

/// The list of modifiers as messages spell it.
enum ModifierNames {
    static let known = "%timeout, %thinktime, %retrydelay, %ignore, %shouldfail, %abort or %screenshotonerror"
}
