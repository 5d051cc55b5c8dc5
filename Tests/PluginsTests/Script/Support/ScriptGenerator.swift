import Components
import Plugins
import TestSupport

/// Random scripts for round-trip and fuzz tests: tokens that need quoting and tokens that do
/// not, every modifier, comments, blank lines, and provenance for the JSON form.
struct ScriptGenerator {
    var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// Pieces tokens are built from: plain words, and every character the printer must quote
    /// or escape.
    static let pieces = [
        "OK", "Tap", "username", "0.5", "*", "#2", "50%", "a=b", "C:\\temp", "é", "日本語", "🇫🇷", "☕️",
        "e\u{301}", " ", "\t", "\"", "\\", "%", "#", "\n", "\r", "\r\n", "\u{0}", "\u{7F}", "\u{85}",
        "\u{A0}", "\u{2028}", "\u{FEFF}", "\u{200D}", "\\n", "\\u{41}", "%timeout=5",
    ]

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    mutating func token() -> String {
        if chance(5) { return "" }
        let count = Int.random(in: 1...4, using: &random)
        var token = ""
        for _ in 0..<count {
            token +=
                chance(60)
                ? ["Button", "Label", "x", "42", "Verify"].randomElement(using: &random) ?? ""
                : Self.pieces.randomElement(using: &random) ?? ""
        }
        return token
    }

    mutating func milliseconds() -> Int? {
        chance(70) ? nil : [0, 1, 100, 2000, 5000, 2_147_483_647].randomElement(using: &random)
    }

    mutating func flag() -> Bool? { chance(70) ? nil : Bool.random(using: &random) }

    mutating func modifiers() -> Modifiers {
        Modifiers(
            timeout: milliseconds(), thinkTime: milliseconds(), retryDelay: milliseconds(), ignore: flag(),
            shouldFail: flag())
    }

    mutating func command(provenance withProvenance: Bool = false) -> Command {
        let arguments = (0..<Int.random(in: 0...3, using: &random)).map { _ in token() }
        return Command(
            token(), token(), token(), arguments, modifiers: modifiers(),
            provenance: withProvenance && chance(50) ? provenance() : nil)
    }

    mutating func provenance() -> Provenance {
        let entries = (0..<Int.random(in: 0...3, using: &random)).map { index in
            Provenance.Entry(
                time: Double.random(in: 0...1_000, using: &random), source: "Application.sendEvent",
                detail: "began \(index) " + token(),
                point: chance(50)
                    ? Point(x: Double.random(in: -10...400, using: &random), y: 0.1 * Double(index)) : nil,
                finger: chance(50) ? index : nil)
        }
        return Provenance(entries: entries)
    }

    /// A comment's text: anything but a line break or a NUL.
    mutating func comment() -> String {
        token().filter { $0 != "\n" && $0 != "\r" && $0 != "\r\n" && $0 != "\u{0}" }
    }

    mutating func line(provenance: Bool = false) -> ScriptLine {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: .blank
        case 1: .comment(comment())
        default: .command(command(provenance: provenance))
        }
    }

    mutating func script(lines count: Int, provenance: Bool = false) -> Script {
        Script(lines: (0..<count).map { _ in line(provenance: provenance) })
    }
}
