import Foundation

/// Reads a whole script from its bytes: splits the lines, checks their bytes, reads each one,
/// and gathers every problem of the file as a located diagnostic.
///
/// Lines end with LF; a carriage return right before the LF is dropped, so CRLF files read as
/// their LF twins. A UTF-8 byte order mark at the very start is skipped. A bad line does not stop
/// the lines after it. Linear in the input: each byte is looked at a bounded number of times.
enum TextParser {
    /// The script in `bytes`, or every diagnostic of the file.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> Result<Script, ScriptError> {
        var state = State(bytes: bytes, file: file, keepsLines: true)
        // Room for lines of 32 bytes, a short line of script, so a file's lines rarely regrow.
        state.lines.reserveCapacity(bytes.count / 32)
        forEachLine(in: bytes) { state.read(from: $0, to: $1) }
        return state.result
    }

    /// Checks every line of `bytes` as ``parse(_:file:)`` does, making no text of its words (but
    /// an escaped quoted word's, and a problem's message), and hands each command line that
    /// reads to `visit` with its number (counting from 1) and the parser that read it, lent for
    /// the call (``LineParser/command(_:)`` builds it). Returns every diagnostic of the file.
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String, _ visit: (Int, inout LineParser) -> Void
    ) -> [ScriptDiagnostic] {
        var state = State(bytes: bytes, file: file, keepsLines: false)
        var line = 0
        forEachLine(in: bytes) { start, end in
            line += 1
            if state.check(from: start, to: end) == .command { visit(line, &state.parser) }
        }
        return state.diagnostics
    }

    /// Calls `body` with the start and end of each line's content: lines end with LF, a CR
    /// right before it is left out, and a byte order mark at the very start is skipped.
    private static func forEachLine(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int, Int) -> Void) {
        var lineStart = contentStart(of: bytes)
        while lineStart < bytes.count {
            let lineEnd = lineFeed(in: bytes, from: lineStart)
            var contentEnd = lineEnd
            if lineEnd < bytes.count, contentEnd > lineStart, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            body(lineStart, contentEnd)
            lineStart = lineEnd + 1
        }
    }

    /// Where the text starts: after a UTF-8 byte order mark, if the bytes begin with one.
    private static func contentStart(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The offset of the first line feed at or after `start`, or the end of the bytes.
    private static func lineFeed(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress, let found = memchr(base + start, 0x0A, bytes.count - start) else {
            return bytes.count
        }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// What has been read so far.
    private struct State {
        let bytes: UnsafeBufferPointer<UInt8>
        let file: String
        var locator: SourceLocator
        var parser = LineParser()
        /// Every line, while all are good.
        var lines: [ScriptLine] = []
        /// Every line, nil where it is bad, once one is.
        var partial: [ScriptLine?]?
        var diagnostics: [ScriptDiagnostic] = []

        /// Whether the lines are kept (``read(from:to:)``), or only checked (``check(from:to:)``).
        let keepsLines: Bool

        init(bytes: UnsafeBufferPointer<UInt8>, file: String, keepsLines: Bool) {
            self.bytes = bytes
            self.file = file
            self.keepsLines = keepsLines
            self.locator = SourceLocator(bytes, start: TextParser.contentStart(of: bytes))
        }

        var result: Result<Script, ScriptError> {
            guard let partial else { return .success(Script(lines: lines)) }
            return .failure(ScriptError(diagnostics: diagnostics, lines: partial))
        }

        /// Reads a line and keeps it.
        mutating func read(from start: Int, to end: Int) {
            guard let shape = check(from: start, to: end) else { return }
            let line = parser.line(shape, bytes, to: end)
            if partial == nil { lines.append(line) } else { partial?.append(line) }
        }

        /// Checks a line without making its text; returns its shape when it reads.
        mutating func check(from start: Int, to end: Int) -> LineParser.Shape? {
            guard bytesRead(from: start, to: end) else { return nil }
            guard let shape = parser.read(bytes, from: start, to: end) else {
                report(parser.problems.sorted { $0.offset < $1.offset })
                return nil
            }
            return shape
        }

        /// Whether the line's bytes are text a line may hold; reports the first bad one if not.
        private mutating func bytesRead(from start: Int, to end: Int) -> Bool {
            guard let problem = ByteCheck.firstProblem(in: bytes, from: start, to: end, controls: true) else {
                return true
            }
            report([LineParser.Problem(offset: problem.offset, message: problem.message)])
            return false
        }

        /// Records a bad line and its problems, in the order they appear in it.
        mutating func report(_ problems: [LineParser.Problem]) {
            if keepsLines, partial == nil {
                partial = lines.map(Optional.some)
                lines = []
            }
            if keepsLines { partial?.append(nil) }
            for problem in problems {
                let (line, column) = locator.locate(problem.offset)
                diagnostics.append(ScriptDiagnostic(file: file, line: line, column: column, message: problem.message))
            }
        }
    }
}
