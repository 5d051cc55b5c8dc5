/// Reads a script's whole text: splits it into lines, checks what each line holds, reads each
/// one, and gathers every problem of the file as a located diagnostic.
///
/// Lines end with LF; a carriage return right before the LF is dropped, so CRLF files read as
/// their LF twins. A UTF-8 byte order mark at the very start is skipped. A bad line does not
/// stop the lines after it. Columns count characters from the start of the line.
struct TextReader {
    let file: String
    /// The file's bytes.
    private let bytes: [UInt8]
    /// Every line read so far, blank where it has a problem.
    private var lines: [ScriptLine] = []
    /// The indexes of the lines that have a problem.
    private var bad: Set<Int> = []
    private var diagnostics: [ScriptDiagnostic] = []
    private var reader = LineReader()

    /// The script in `bytes`, or every diagnostic of the file; a line that is not UTF-8 is
    /// reported at its first bad byte.
    static func read(_ bytes: [UInt8], file: String) -> Result<Script, ScriptError> {
        var reader = TextReader(file: file, bytes: bytes)
        let isText = String(validating: bytes, as: UTF8.self) != nil
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count {
            let lineFeed = bytes[start...].firstIndex(of: 0x0A)
            var end = lineFeed ?? bytes.count
            if lineFeed != nil, end > start, bytes[end - 1] == 0x0D { end -= 1 }
            reader.read(from: start, to: end, isText: isText)
            start = (lineFeed ?? bytes.count) + 1
        }
        guard reader.diagnostics.isEmpty else {
            let lines = reader.lines.indices.map { reader.bad.contains($0) ? nil : reader.lines[$0] }
            return .failure(ScriptError(diagnostics: reader.diagnostics, lines: lines))
        }
        return .success(Script(lines: reader.lines))
    }

    /// Reads one line, or reports why it cannot be read.
    private mutating func read(from start: Int, to end: Int, isText: Bool) {
        guard isText || String(validating: bytes[start..<end], as: UTF8.self) != nil else {
            return report(badBytesFrom: start, to: end)
        }
        if let control = bytes[start..<end].firstIndex(where: { $0 == 0 || $0 == 0x0D }) {
            return report(
                [LineReader.Problem(offset: control, message: Self.control(bytes[control]) ?? "")], from: start)
        }
        switch reader.read(bytes, from: start, to: end) {
        case .line(let read): lines.append(read)
        case .problems(let problems): report(problems, from: start)
        }
    }

    /// Records a bad line that starts at `start`, and its problems, each at its column.
    private mutating func report(_ problems: [LineReader.Problem], from start: Int) {
        bad.insert(lines.count)
        lines.append(.blank)
        for problem in problems {
            let column = LineReader.text(bytes[start..<problem.offset]).count + 1
            diagnostics.append(
                ScriptDiagnostic(file: file, line: lines.count, column: column, message: problem.message))
        }
    }

    /// Records a line that is not UTF-8, at its first byte that is not, or at a NUL or a
    /// carriage return before it.
    private mutating func report(badBytesFrom start: Int, to end: Int) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes[start..<end].makeIterator()
        var offset = start
        while case .valid(let scalar) = parser.parseScalar(from: &iterator),
            scalar.count > 1 || Self.control(bytes[offset]) == nil
        {
            offset += scalar.count
        }
        let message =
            Self.control(bytes[offset])
            ?? "invalid UTF-8: byte \(Self.hex(bytes[offset])) does not start a valid character"
        report([LineReader.Problem(offset: offset, message: message)], from: start)
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
