import Foundation

/// A line of a file's text, to point at a problem found after the line was read: a word's
/// column, or a text's within the line. Columns count characters from 1.
enum SourceLine {
    /// Line `number` (from 1) of `bytes`, without its line break; a byte order mark at the start
    /// of the file is not part of line 1.
    static func line(_ number: Int, of bytes: [UInt8]) -> [UInt8] {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        let lines = body.split(separator: 0x0A, maxSplits: number, omittingEmptySubsequences: false)
        guard number >= 1, number <= lines.count else { return [] }
        return Array(lines[number - 1].last == 0x0D ? lines[number - 1].dropLast() : lines[number - 1])
    }

    /// The column where word `word` of the command on `line` starts (0 the type); 1 for `nil`,
    /// or a word the line does not have.
    static func column(ofWord word: Int?, in line: [UInt8]) -> Int {
        let starts = LineReader.wordStarts(inLine: line)
        guard let word, word < starts.count else { return 1 }
        return LineReader.text(line[..<starts[word]]).count + 1
    }

    /// The column of the first `text` on `line`, or 1.
    static func column(of text: String, in line: [UInt8]) -> Int {
        let line = LineReader.text(line[...])
        guard !text.isEmpty, let range = line.range(of: text) else { return 1 }
        return line.distance(from: line.startIndex, to: range.lowerBound) + 1
    }
}
