import Plugins
import Testing

/// Bytes from a terminal, decoded into text, keys and mouse reports.
@Suite struct TerminalInputDecoderTests {
    private func decode(_ text: String) -> [TerminalInput] {
        var decoder = TerminalInputDecoder()
        return decoder.decode(Array(text.utf8))
    }

    @Test("SGR mouse reports: press, drag, release, motion and the wheel, at cells counted from 0")
    func mouse() {
        #expect(decode("\u{1B}[<0;10;5M") == [.mouse(TerminalMouse(.press, column: 9, row: 4))])
        #expect(decode("\u{1B}[<32;11;5M") == [.mouse(TerminalMouse(.drag, column: 10, row: 4))])
        #expect(decode("\u{1B}[<0;11;5m") == [.mouse(TerminalMouse(.release, column: 10, row: 4))])
        #expect(decode("\u{1B}[<35;1;1M") == [.mouse(TerminalMouse(.move, button: 3, column: 0, row: 0))])
        #expect(decode("\u{1B}[<64;3;4M") == [.mouse(TerminalMouse(.wheelUp, column: 2, row: 3))])
        #expect(decode("\u{1B}[<65;3;4M") == [.mouse(TerminalMouse(.wheelDown, button: 1, column: 2, row: 3))])
        #expect(decode("\u{1B}[<2;200;60M") == [.mouse(TerminalMouse(.press, button: 2, column: 199, row: 59))])
    }

    @Test(
        "arrows, Home and End in CSI and SS3 forms, and the ~ keys",
        arguments: [
            ("\u{1B}[A", TerminalKey.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
            ("\u{1B}OA", .up), ("\u{1B}OH", .home), ("\u{1B}[F", .end), ("\u{1B}[3~", .delete),
            ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[1;5C", .right), ("\u{1B}[Z", .backTab),
        ])
    func keys(sequence: String, key: TerminalKey) {
        #expect(decode(sequence) == [.key(key)])
    }

    @Test("control keys, Enter, Tab and Backspace; printable text runs together, UTF-8 included")
    func textAndControls() {
        #expect(decode("\u{13}\u{1A}\u{11}") == [.key(.control("s")), .key(.control("z")), .key(.control("q"))])
        #expect(decode("\r\t\u{7F}") == [.key(.enter), .key(.tab), .key(.backspace)])
        #expect(decode("Zoë ünd 日本") == [.text("Zoë ünd 日本")])
        #expect(decode("ab\u{1B}[Acd") == [.text("ab"), .key(.up), .text("cd")])
    }

    @Test("a sequence split across reads waits for its end; a lone Escape is the key once flushed")
    func splitSequences() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode(Array("\u{1B}[<0;1".utf8)) == [])
        #expect(decoder.hasPending)
        #expect(decoder.decode(Array("2;7M".utf8)) == [.mouse(TerminalMouse(.press, column: 11, row: 6))])
        #expect(decoder.decode([0xC3]) == [])
        #expect(decoder.decode([0xA9]) == [.text("é")])
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.flush() == [.key(.escape)])
        #expect(!decoder.hasPending)
    }

    @Test("garbage is dropped, never a crash: broken UTF-8, unknown and overlong sequences, huge numbers")
    func garbage() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode([0xFF, 0xC3, 0x41, 0x80, 0x00]) == [.text("A")])
        #expect(decoder.decode(Array("\u{1B}[99x".utf8)) == [])
        #expect(
            decoder.decode(Array("\u{1B}[<0;99999999999999999999;1M".utf8)) == [
                .mouse(TerminalMouse(.press, column: 0, row: 0))
            ])
        #expect(decoder.decode(Array(("\u{1B}[" + String(repeating: "1", count: 100) + "A!").utf8)) == [.text("!")])
        #expect(decoder.decode(Array("\u{1B}[<1;2M".utf8)) == [])
        #expect(!decoder.hasPending)
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            _ = decoder.decode((0..<64).map { _ in UInt8.random(in: 0...255, using: &random) })
        }
        _ = decoder.flush()
        #expect(decoder.decode(Array("ok".utf8)) == [.text("ok")])
    }
}
