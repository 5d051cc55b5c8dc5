extension JSONParser {
    /// Reads a string whose opening quote is at the current byte; the input is valid UTF-8.
    mutating func parseString() throws(Failure) -> String {
        let start = index
        index += 1
        var contentStart = index
        var text = ""
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                text += LineParser.string(bytes, from: contentStart, to: index)
                index += 1
                return text
            }
            if byte < 0x20 {
                throw failure("control character \(ByteCheck.hex(byte)) in a string; write it as an escape")
            }
            if byte == UInt8(ascii: "\\") {
                text += LineParser.string(bytes, from: contentStart, to: index)
                text.unicodeScalars.append(try parseEscape())
                contentStart = index
            } else {
                index += 1
            }
        }
        throw Failure(offset: start, message: "unterminated string")
    }

    /// Reads the escape at the current backslash.
    private mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
        guard index + 1 < bytes.count else { throw failure("unterminated escape") }
        let letter = bytes[index + 1]
        if let scalar = Self.simpleEscape(letter) {
            index += 2
            return scalar
        }
        guard letter == UInt8(ascii: "u") else { throw failure("unknown escape in a string") }
        let start = index
        let high = try parseHex4()
        if (0xD800...0xDBFF).contains(high), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
        {
            let low = try parseHex4()
            if (0xDC00...0xDFFF).contains(low),
                let scalar = Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00))
            {
                return scalar
            }
        }
        guard let scalar = Unicode.Scalar(high) else {
            throw Failure(offset: start, message: "\\u escape names a lone surrogate")
        }
        return scalar
    }

    /// The character a one-letter escape stands for.
    private static func simpleEscape(_ letter: UInt8) -> Unicode.Scalar? {
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): Unicode.Scalar(letter)
        case UInt8(ascii: "b"): "\u{8}"
        case UInt8(ascii: "f"): "\u{C}"
        case UInt8(ascii: "n"): "\n"
        case UInt8(ascii: "r"): "\r"
        case UInt8(ascii: "t"): "\t"
        default: nil
        }
    }

    /// Reads `\uXXXX` at the current backslash.
    private mutating func parseHex4() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for offset in 2..<6 {
            guard index + offset < bytes.count, let digit = LineParser.hexValue(bytes[index + offset]) else {
                throw failure("\\u escape needs four hex digits")
            }
            value = value << 4 | digit
        }
        index += 6
        return value
    }

    /// Reads a number; the literal is kept as written.
    mutating func parseNumber() throws(Failure) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw Failure(offset: start, message: "invalid number")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw Failure(offset: start, message: "invalid number")
            }
            skipDigits()
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw Failure(offset: start, message: "invalid number")
            }
            skipDigits()
        }
        return LineParser.string(bytes, from: start, to: index)
    }

    /// Reads `true`, `false` or `null`.
    mutating func parseLiteral() throws(Failure) -> JSONNode.Value {
        for (word, value) in [("true", JSONNode.Value.bool(true)), ("false", .bool(false)), ("null", .null)]
        where bytes[index...].starts(with: word.utf8) {
            index += word.utf8.count
            return value
        }
        throw failure("unexpected \(character()); expected a value")
    }

    private func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
}
