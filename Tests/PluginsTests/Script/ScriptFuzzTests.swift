import Foundation
import Plugins
import TestSupport
import Testing

/// Hostile input: every input ends in a script that prints and reads back, or in diagnostics
/// that point inside the input; nothing traps.
@Suite struct ScriptFuzzTests {
    /// Lines to build inputs from: the article's examples, generated lines, and broken ones.
    static let textCorpus: [[UInt8]] = {
        var generator = ScriptGenerator(seed: 7)
        let generated = (0..<60).map { _ in generator.script(lines: 1).text }
        let examples = DocumentationExamples.blocks.filter { $0.language != "json" }.map(\.text)
        return (examples + generated).flatMap { $0.split(separator: "\n") }.map { Array($0.utf8) + [0x0A] }
    }()

    /// Small JSON documents to mutate.
    static let jsonCorpus: [[UInt8]] = {
        var generator = ScriptGenerator(seed: 8)
        let generated = (0..<10).compactMap { _ in try? generator.script(lines: 2, provenance: true).jsonData() }
        return generated.map(Array.init) + [Array(#"{"lines":[{"blank":true},{"comment":"x"}]}"#.utf8)]
    }()

    @Test(
        "100,000 mutated and random inputs each end in a script that reads back or in located errors", arguments: 0..<4)
    func mutatedAndRandom(shard: UInt64) {
        var mutator = Mutator(random: SeededGenerator(seed: 0xF022 + shard))
        var failures: [String] = []
        for round in 0..<25_000 where failures.count < 5 {
            let failure: String?
            if round % 10 == 9 {
                let seed = Self.jsonCorpus[Int.random(in: 0..<Self.jsonCorpus.count, using: &mutator.random)]
                failure = Self.checkJSON(mutator.mutate(seed))
            } else if round % 5 == 0 {
                failure = Self.checkText(mutator.randomInput())
            } else {
                let seed = (0..<Int.random(in: 1...2, using: &mutator.random)).flatMap { _ in
                    Self.textCorpus[Int.random(in: 0..<Self.textCorpus.count, using: &mutator.random)]
                }
                failure = Self.checkText(mutator.mutate(seed))
            }
            if let failure { failures.append("round \(round): \(failure)") }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test("a megabyte line reads, prints and reads back")
    func megabyteLines() throws {
        let word = String(repeating: "abcdefghé", count: 100_000)
        let long = try Script(parsing: "Label msg Verify \(word) %timeout=1")
        #expect(long.commands.first?.arguments == [word])
        let escapes = String(repeating: #"\"\\"#, count: 250_000)
        let quoted = try Script(parsing: "Label msg Verify \"\(escapes)\"")
        let value = try #require(quoted.commands.first?.arguments.first)
        #expect(value.count == 500_000)
        #expect(try Script(parsing: quoted.text) == quoted)
    }

    @Test("a megabyte line of bad modifiers gives every error, each at its own column")
    func megabyteOfErrors() throws {
        let count = 10_000
        let token = " %timeout=" + String(repeating: "x", count: 90)
        let text = "Button OK Tap" + String(repeating: token, count: count)
        let error = try #require(throws: ScriptError.self) { try Script(parsing: text) }
        #expect(error.diagnostics.count == count)
        #expect(error.diagnostics.last?.column == 13 + 100 * (count - 1) + 11)
        #expect(error.diagnostics.allSatisfy { $0.line == 1 })
    }

    @Test("a bad byte after a megabyte of text is located by characters")
    func megabyteThenBadByte() throws {
        let bytes = Array(("#" + String(repeating: "日", count: 333_333)).utf8) + [0xFF]
        let error = try #require(throws: ScriptError.self) { try Script(parsing: bytes) }
        #expect(error.diagnostics.map(\.column) == [333_335])
    }

    @Test("a 100,000-command script reads and prints back exactly")
    func longScript() throws {
        var text = ""
        for index in 0..<100_000 {
            text +=
                index % 10 == 0
                ? "# step \(index)\n" : "Input field\(index % 7) EnterText \"value \(index)\" %timeout=\(index)\n"
        }
        let script = try Script(parsing: text, file: "long.mt")
        #expect(script.lines.count == 100_000)
        #expect(script.commands.count == 90_000)
        #expect(script.text == text)
    }

    static let badMilliseconds = [
        "", "-1", "1.5", "123.45", "foo", "1e3", "0x10", "+5", "2147483648", "99999999999999999999999", "true", "５",
        "1_000", "=5", "\"5\"",
    ]
    static let badFlags = ["", "yes", "no", "1", "0", "t", "truee", "maybe", "=true", "\"true\"", "ｔrue"]

    @Test(
        "every modifier with every bad value is refused at the value",
        arguments: ["timeout", "thinktime", "retrydelay", "ignore", "shouldfail"])
    func badModifierValues(name: String) {
        let milliseconds = ["timeout", "thinktime", "retrydelay"].contains(name)
        for value in milliseconds ? Self.badMilliseconds : Self.badFlags {
            let text = "Button OK Tap %\(name.uppercased())=\(value)"
            let error = #expect(throws: ScriptError.self) { try Script(parsing: text) }
            #expect(
                error?.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }
                    == [Self.expected(text, name: name, value: value, milliseconds: milliseconds)], "\(text)")
        }
    }

    /// The diagnostic for `text`, whose last token is `%NAME=value`: the value's column (past
    /// `Button OK Tap %`, the name and `=`), or the quote's, or the end for a missing value.
    private static func expected(_ text: String, name: String, value: String, milliseconds: Bool) -> String {
        let column = 17 + name.count
        if value.contains("\"") {
            return "1:\(text.prefix { $0 != "\"" }.count + 1): '\"' inside a word; put the whole word in quotes"
        } else if value.isEmpty {
            return "1:\(column): %\(name) needs a value, as %\(name)=\(milliseconds ? "5000" : "true")"
        } else if milliseconds && value.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return "1:\(column): %\(name) takes at most 2147483647 milliseconds, not '\(value)'"
        } else if milliseconds {
            return "1:\(column): %\(name) takes whole milliseconds (0 or more), not '\(value)'"
        }
        return "1:\(column): %\(name) takes true or false, not '\(value)'"
    }

    /// Nil when `bytes` read into a script that prints as text reading back to it, or into
    /// errors that all point inside the input; otherwise what went wrong.
    static func checkText(_ bytes: [UInt8]) -> String? {
        let script: Script
        do {
            script = try Script(parsing: bytes, file: "fuzz.mt")
        } catch {
            return checkLocated(error, lines: lineLengths(bytes), all: true)
        }
        guard let again = try? Script(parsing: script.text), again == script, again.text == script.text else {
            return "its printed text does not read back: \(script.text)"
        }
        return nil
    }

    /// The same for JSON: a script that writes and reads back, or located errors.
    static func checkJSON(_ bytes: [UInt8]) -> String? {
        let script: Script
        do {
            script = try Script(json: Data(bytes), file: "fuzz.mt")
        } catch {
            return checkLocated(error, lines: lineLengths(bytes), all: false)
        }
        guard let data = try? script.jsonData(), (try? Script(json: data)) == script else {
            return "its JSON does not read back"
        }
        return nil
    }

    /// The byte length of each line of `bytes` (after a byte order mark).
    static func lineLengths(_ bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var lengths: [Int] = []
            var start = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            for index in start..<buffer.count where buffer[index] == 0x0A {
                lengths.append(index - start)
                start = index + 1
            }
            if start < buffer.count { lengths.append(buffer.count - start) }
            return lengths
        }
    }

    /// Checks that every diagnostic is inside the input, in order, and, for text, that the
    /// error's lines are nil exactly where there are diagnostics.
    static func checkLocated(_ error: ScriptError, lines: [Int], all: Bool) -> String? {
        guard !error.diagnostics.isEmpty else { return "an error without diagnostics" }
        // The end of the input is a place too: line 1 of an empty input, or the empty line after
        // a final line feed.
        let lineCount = lines.count + 1
        for diagnostic in error.diagnostics {
            let length = diagnostic.line <= lines.count ? lines[diagnostic.line - 1] : 0
            guard diagnostic.file == "fuzz.mt", (1...lineCount).contains(diagnostic.line),
                (1...length + 1).contains(diagnostic.column), !diagnostic.message.isEmpty
            else { return "misplaced: \(diagnostic)" }
        }
        for (earlier, later) in zip(error.diagnostics, error.diagnostics.dropFirst())
        where (earlier.line, earlier.column) > (later.line, later.column) {
            return "out of order"
        }
        guard all else { return nil }
        let badLines = Set(error.diagnostics.map(\.line))
        guard error.lines.count == lines.count,
            error.lines.indices.allSatisfy({ (error.lines[$0] == nil) == badLines.contains($0 + 1) })
        else { return "lines do not match the diagnostics" }
        return nil
    }
}
