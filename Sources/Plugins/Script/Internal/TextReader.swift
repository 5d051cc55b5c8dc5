/// Reads a script's whole text: splits it into lines, checks what each line holds, reads each
/// one, and gathers every problem of the file as a located diagnostic.
///
/// Lines end with LF; a carriage return right before the LF is dropped, so CRLF files read as
/// their LF twins. A UTF-8 byte order mark at the very start is skipped. A bad line does not
/// stop the lines after it.
struct TextReader {
    let file: String
    /// Every line read so far, nil where it has a problem.
    private var lines: [ScriptLine?] = []
    private var diagnostics: [ScriptDiagnostic] = []

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The script in `text`, or every diagnostic of the file.
    static func read(_ text: String, file: String) -> Result<Script, ScriptError> {
        var reader = TextReader(file: file)
        var body = Substring(text)
        if body.utf8.starts(with: byteOrderMark) { body = Substring(body.utf8.dropFirst(3)) }
        for line in lines(of: body.utf8) { reader.read(Substring(line)) }
        return reader.result
    }

    /// The script in `bytes`, or every diagnostic of the file; a line that is not UTF-8 is
    /// reported at its first bad byte.
    static func read(_ bytes: [UInt8], file: String) -> Result<Script, ScriptError> {
        if let text = String(validating: bytes, as: UTF8.self) { return read(text, file: file) }
        var reader = TextReader(file: file)
        let body = bytes.starts(with: byteOrderMark) ? bytes.dropFirst(3) : bytes[...]
        for line in lines(of: body) {
            if let text = String(validating: line, as: UTF8.self) {
                reader.read(Substring(text))
            } else {
                reader.report(badBytesIn: line)
            }
        }
        return reader.result
    }

    /// Each line of `body`, without its line feed, and without the carriage return before it.
    private static func lines<Bytes: BidirectionalCollection<UInt8>>(of body: Bytes) -> [Bytes.SubSequence] {
        var lines = body.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }  // what follows the last line feed
        for index in lines.indices.dropLast(body.last == 0x0A ? 0 : 1) where lines[index].last == 0x0D {
            lines[index] = lines[index].dropLast()
        }
        return lines
    }

    private var result: Result<Script, ScriptError> {
        guard diagnostics.isEmpty else { return .failure(ScriptError(diagnostics: diagnostics, lines: lines)) }
        return .success(Script(lines: lines.map { $0 ?? .blank }))
    }

    /// Reads one line of text, or reports why it cannot be read.
    private mutating func read(_ line: Substring) {
        if let control = line.utf8.firstIndex(where: { Self.control($0) != nil }) {
            let message = Self.control(line.utf8[control]) ?? ""
            return report([LineReader.Problem(index: control, message: message)], in: line)
        }
        switch LineReader.outcome(of: line) {
        case .line(let read): lines.append(read)
        case .problems(let problems): report(problems, in: line)
        }
    }

    /// Records a bad line and its problems, each at its column.
    private mutating func report(_ problems: [LineReader.Problem], in line: Substring) {
        lines.append(nil)
        for problem in problems {
            let column = String(line[..<problem.index]).count + 1
            diagnostics.append(
                ScriptDiagnostic(file: file, line: lines.count, column: column, message: problem.message))
        }
    }

    /// Records a line that is not UTF-8, at its first byte that is not, or at a NUL or a
    /// carriage return before it.
    private mutating func report(badBytesIn line: ArraySlice<UInt8>) {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = line.makeIterator()
        var offset = line.startIndex
        while case .valid(let scalar) = parser.parseScalar(from: &bytes),
            scalar.count > 1 || Self.control(scalar.first!) == nil
        {
            offset += scalar.count
        }
        let message =
            Self.control(line[offset])
            ?? "invalid UTF-8: byte \(Self.hex(line[offset])) does not start a valid character"
        lines.append(nil)
        let column = String(decoding: line[..<offset], as: UTF8.self).count + 1
        diagnostics.append(ScriptDiagnostic(file: file, line: lines.count, column: column, message: message))
    }

    /// What is wrong with `byte` in a line, if it is a NUL or a carriage return.
    private static func control(_ byte: UInt8) -> String? {
        switch byte {
        case 0: "NUL byte in the line; a script is text"
        case 0x0D: "carriage return in the middle of a line; lines end with LF or CRLF (inside quotes, write \\r)"
        default: nil
        }
    }

    /// `0xAB`, for messages.
    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" + digits : digits)
    }
}
