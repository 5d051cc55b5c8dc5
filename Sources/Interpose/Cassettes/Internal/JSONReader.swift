/// Reads JSON text (RFC 8259) into a ``CassetteValue``, saying where it went wrong.
///
/// A cassette reads its file with it, and turns what `JSONEncoder` writes for a call into the
/// value the call is matched by. Plain code over the text's bytes: nobody waits on it but a
/// call's arguments, which are a few bytes.
struct JSONReader {
    /// Where and why the text is not JSON.
    struct Failure: Error {
        /// The line, from 1.
        let line: Int
        /// The column on that line, from 1, in bytes.
        let column: Int
        /// What was wrong there.
        let reason: String
    }

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The value `bytes` spell, which must be all of them but white space.
    static func read(_ bytes: some Sequence<UInt8>) throws(Failure) -> CassetteValue {
        var reader = JSONReader(Array(bytes))
        let value = try reader.value()
        reader.skipSpace()
        guard reader.index == reader.bytes.count else { throw reader.failure("unexpected text after the value") }
        return value
    }

    private mutating func value() throws(Failure) -> CassetteValue {
        skipSpace()
        guard index < bytes.count else { throw failure("the text ends where a value should be") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try word("true", .bool(true))
        case UInt8(ascii: "f"): return try word("false", .bool(false))
        case UInt8(ascii: "n"): return try word("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("expected a value")
        }
    }

    private mutating func object() throws(Failure) -> CassetteValue {
        index += 1
        var members: [String: CassetteValue] = [:]
        skipSpace()
        if take(UInt8(ascii: "}")) { return .object(members) }
        repeat {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a key") }
            let key = try string()
            skipSpace()
            guard take(UInt8(ascii: ":")) else { throw failure("expected ':' after the key") }
            members[key] = try value()
            skipSpace()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")) else { throw failure("expected ',' or '}'") }
        return .object(members)
    }

    private mutating func array() throws(Failure) -> CassetteValue {
        index += 1
        var elements: [CassetteValue] = []
        skipSpace()
        if take(UInt8(ascii: "]")) { return .array(elements) }
        repeat {
            elements.append(try value())
            skipSpace()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "]")) else { throw failure("expected ',' or ']'") }
        return .array(elements)
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                scalars.append(contentsOf: String(decoding: bytes[run..<index], as: UTF8.self).unicodeScalars)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(contentsOf: String(decoding: bytes[run..<index], as: UTF8.self).unicodeScalars)
                scalars.append(try escape())
                run = index
            case 0..<0x20:
                throw failure("a control character inside a string must be escaped")
            default:
                index += 1
            }
        }
        throw failure("the string does not end")
    }

    /// The character an escape at `index` stands for, leaving `index` after it.
    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw failure("the string does not end") }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try unicodeEscape()
        default:
            index -= 2
            throw failure("unknown escape")
        }
    }

    /// The character a `\uXXXX` escape (a pair of them for a surrogate pair) stands for.
    private mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
        let first = try hexQuad()
        if (0xD800..<0xDC00).contains(first), bytes[index...].starts(with: Array("\\u".utf8)) {
            index += 2
            let second = try hexQuad()
            if (0xDC00..<0xE000).contains(second),
                let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
            {
                return scalar
            }
        }
        return Unicode.Scalar(first) ?? "\u{FFFD}"
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw failure("expected four hexadecimal digits after \\u") }
        index += 4
        return value
    }

    private mutating func number() throws(Failure) -> CassetteValue {
        let start = index
        var isInteger = true
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"): index += 1
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                isInteger = false
                index += 1
            default: return try numberValue(from: start, isInteger: isInteger)
            }
        }
        return try numberValue(from: start, isInteger: isInteger)
    }

    private mutating func numberValue(from start: Int, isInteger: Bool) throws(Failure) -> CassetteValue {
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .integer(integer) }
        guard let number = Double(text), number.isFinite, text.last?.isNumber == true else {
            index = start
            throw failure("'\(text)' is not a number")
        }
        return .number(number)
    }

    private mutating func word(_ word: String, _ value: CassetteValue) throws(Failure) -> CassetteValue {
        guard bytes[index...].starts(with: Array(word.utf8)) else { throw failure("expected a value") }
        index += word.utf8.count
        return value
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpace() {
        while index < bytes.count,
            bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
        {
            index += 1
        }
    }

    /// A failure at `index`, with its line and column.
    private func failure(_ reason: String) -> Failure {
        let before = bytes[..<min(index, bytes.count)]
        let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return Failure(line: line, column: index - lineStart + 1, reason: reason)
    }
}
