/// Finds the first byte a line of script text cannot hold: a byte that is not valid UTF-8, a NUL,
/// or a carriage return that does not end the line.
///
/// The check runs once over every line before it is read, so the lexer that follows can treat
/// the bytes as well-formed UTF-8 and look only at ASCII bytes for its structure.
enum ByteCheck {
    /// What is wrong with a byte, and where it is.
    enum Problem: Equatable {
        case invalidUTF8(offset: Int, byte: UInt8)
        case nul(offset: Int)
        case carriageReturn(offset: Int)

        var offset: Int {
            switch self {
            case .invalidUTF8(let offset, _), .nul(let offset), .carriageReturn(let offset): offset
            }
        }

        var message: String {
            switch self {
            case .invalidUTF8(_, let byte): "invalid UTF-8: byte \(hex(byte)) does not start a valid character"
            case .nul: "NUL byte in the line; a script is text"
            case .carriageReturn:
                "carriage return in the middle of a line; lines end with LF or CRLF (inside quotes, write \\r)"
            }
        }
    }

    /// The first problem in `bytes[start..<end]`; NULs and carriage returns count only when
    /// `controls` is true.
    static func firstProblem(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, controls: Bool
    ) -> Problem? {
        var index = plainPrefix(of: bytes, from: start, to: end, controls: controls)
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 {
                if controls && (byte == 0 || byte == 0x0D) {
                    return byte == 0 ? .nul(offset: index) : .carriageReturn(offset: index)
                }
                index += 1
            } else if let length = sequenceLength(in: bytes, at: index, end: end) {
                index += length
            } else {
                return .invalidUTF8(offset: index, byte: byte)
            }
        }
        return nil
    }

    /// Where the first eight-byte block of `bytes[start..<end]` that is not plain ASCII
    /// begins (or the last, shorter block): blocks are read whole, so a line of plain text,
    /// the usual kind, is checked a word at a time rather than a byte at a time.
    private static func plainPrefix(
        of bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, controls: Bool
    ) -> Int {
        guard let base = bytes.baseAddress else { return start }
        var index = start
        while index + 8 <= end {
            let block = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            guard isPlain(block, controls: controls) else { break }
            index += 8
        }
        return index
    }

    /// Whether all eight bytes of `block` are ASCII, and (with `controls`) none is a NUL or a
    /// carriage return.
    private static func isPlain(_ block: UInt64, controls: Bool) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // Whether some byte of `word` is zero: only a zero byte borrows into its own high bit.
        func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        guard block & highs == 0 else { return false }
        return !controls || !(hasZero(block) || hasZero(block ^ (ones &* 0x0D)))
    }

    /// The length of the well-formed UTF-8 sequence that starts at `index` (Unicode table 3-7),
    /// or nil when the bytes there are ill-formed.
    private static func sequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, low) = (3, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, high) = (3, 0x9F)
        case 0xF0: (length, low) = (4, 0x90)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, high) = (4, 0x8F)
        default: return nil
        }
        guard index + length <= end, bytes[index + 1] >= low, bytes[index + 1] <= high else { return nil }
        var next = index + 2
        while next < index + length {
            guard bytes[next] & 0xC0 == 0x80 else { return nil }
            next += 1
        }
        return length
    }

    /// `0xAB`, for messages.
    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" + digits : digits)
    }
}
