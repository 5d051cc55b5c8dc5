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
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var state = State(bytes: bytes, file: file, start: start)
        // Room for lines of 32 bytes, a short line of script, so a file's lines rarely regrow.
        state.lines.reserveCapacity(bytes.count / 32)
        var lineStart = start
        while lineStart < bytes.count {
            let lineEnd = lineFeed(in: bytes, from: lineStart)
            var contentEnd = lineEnd
            if lineEnd < bytes.count, contentEnd > lineStart, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            state.read(from: lineStart, to: contentEnd)
            lineStart = lineEnd + 1
        }
        return state.result
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

        init(bytes: UnsafeBufferPointer<UInt8>, file: String, start: Int) {
            self.bytes = bytes
            self.file = file
            self.locator = SourceLocator(bytes, start: start)
        }

        var result: Result<Script, ScriptError> {
            guard let partial else { return .success(Script(lines: lines)) }
            return .failure(ScriptError(diagnostics: diagnostics, lines: partial))
        }

        mutating func read(from start: Int, to end: Int) {
            if let problem = ByteCheck.firstProblem(in: bytes, from: start, to: end, controls: true) {
                report([LineParser.Problem(offset: problem.offset, message: problem.message)])
            } else if let line = parser.parse(bytes, from: start, to: end) {
                if partial == nil { lines.append(line) } else { partial?.append(line) }
            } else {
                report(parser.problems.sorted { $0.offset < $1.offset })
            }
        }

        /// Records a bad line and its problems, in the order they appear in it.
        mutating func report(_ problems: [LineParser.Problem]) {
            if partial == nil {
                partial = lines.map(Optional.some)
                lines = []
            }
            partial?.append(nil)
            for problem in problems {
                let (line, column) = locator.locate(problem.offset)
                diagnostics.append(ScriptDiagnostic(file: file, line: line, column: column, message: problem.message))
            }
        }
    }
}
