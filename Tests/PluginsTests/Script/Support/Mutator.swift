import TestSupport

/// Mutates script text and JSON the way hostile or broken files look: bytes that are not UTF-8,
/// NULs, carriage returns, stray quotes, escapes and `%`, modifiers with bad values, cut and
/// repeated pieces.
struct Mutator {
    var random: SeededGenerator

    /// Byte sequences that stress the grammar.
    static let interesting: [[UInt8]] =
        [
            "\"", "\\", "%", "=", "#", " ", "\t", "\n", "\r", "\r\n", "\u{0}", "é", "🇫🇷", "e\u{301}", "\\u{", "}",
            "\\u{1F600}", "\\n", "%timeout=", "%TimeOut=5", "%ignore=", "%shouldfail=maybe", "%thinktime=1.5",
            "%retrydelay=-1", "2147483648", "99999999999999999999", "*", "#2", "{", "}", "[", "]", ":", ",", "1e400",
            "\"lines\"", "null", "true", "-", "Button OK Tap", "\u{FEFF}",
        ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80], [0x80]]

    mutating func piece() -> [UInt8] {
        Self.interesting[Int.random(in: 0..<Self.interesting.count, using: &random)]
    }

    /// Random bytes built from interesting pieces and letters.
    mutating func randomInput() -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 0...24, using: &random) {
            bytes += Bool.random(using: &random) ? piece() : [UInt8.random(in: 0x61...0x7A, using: &random)]
        }
        return bytes
    }

    /// `input` after one to four random edits.
    mutating func mutate(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let position = Int.random(in: 0...bytes.count, using: &random)
            let length = Int.random(in: 0...min(16, bytes.count - position), using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: bytes.insert(contentsOf: piece(), at: position)
            case 1: bytes.replaceSubrange(position..<position + length, with: piece())
            case 2: bytes.removeSubrange(position..<position + length)
            case 3: bytes.insert(contentsOf: bytes[position..<position + length], at: position)
            default:
                if position < bytes.count { bytes[position] = UInt8.random(in: 0...255, using: &random) }
            }
        }
        return bytes
    }
}
