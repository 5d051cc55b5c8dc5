extension LineParser {
    /// Splits a command line into tokens; returns false when a token's end cannot be found, so
    /// the line's structure is unknown (problems recorded inside a complete token keep going).
    mutating func lex(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var index = start
        while true {
            while index < end, Self.isSpace(bytes[index]) { index += 1 }
            if index == end { return true }
            let next =
                bytes[index] == Self.quote
                ? lexQuoted(bytes, from: index, to: end) : lexBare(bytes, from: index, to: end)
            guard let next else { return false }
            index = next
        }
    }

    /// Reads a bare word or a modifier starting at `start`; returns where it ends.
    private mutating func lexBare(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var index = Self.firstLow(in: bytes, from: start, to: end)
        while index < end {
            let byte = bytes[index]
            // Space, tab and quote all lie below `#`: most bytes are settled by one compare.
            if byte > Self.quote {
                index += 1
                continue
            }
            if Self.isSpace(byte) { break }
            if byte == Self.quote {
                problems.append(Problem(offset: index, message: "'\"' inside a word; put the whole word in quotes"))
                return nil
            }
            index += 1
        }
        // `%{name}` is a built-in variable, a word; any other `%` starts a modifier.
        let isModifier = bytes[start] == Self.percent && (index == start + 1 || bytes[start + 1] != Self.openBrace)
        append(Token(start: start, end: index, isModifier: isModifier))
        return index
    }

    /// Reads a quoted token whose opening quote is at `start`; returns where it ends.
    private mutating func lexQuoted(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var index = start + 1
        var escaped = false
        while index < end, bytes[index] != Self.quote {
            if bytes[index] == Self.backslash {
                escaped = true
                index += 1
            }
            index += 1
        }
        guard index < end else {
            problems.append(Problem(offset: start, message: "unterminated quoted string; add a closing '\"'"))
            return nil
        }
        var token = Token(start: start, end: index + 1, isQuoted: true)
        if escaped {
            token.unescaped = unescaped.count
            unescaped.append(unescape(bytes, from: start + 1, to: index))
        }
        append(token)
        let next = index + 1
        if next < end, !Self.isSpace(bytes[next]) {
            problems.append(Problem(offset: next, message: "expected a space after the closing quote"))
            return nil
        }
        return next
    }

    /// The text of a quoted token's contents, escapes resolved; unknown escapes are recorded
    /// as problems and kept as written.
    private mutating func unescape(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
        scratch.removeAll(keepingCapacity: true)
        var index = start
        while index < end {
            let byte = bytes[index]
            guard byte == Self.backslash else {
                scratch.append(byte)
                index += 1
                continue
            }
            index = unescapeOne(bytes, at: index, end: end)
        }
        return String(decoding: scratch, as: UTF8.self)
    }

    /// Resolves the escape whose backslash is at `index` into ``scratch``; returns what follows.
    private mutating func unescapeOne(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int {
        let letter = bytes[index + 1]
        switch letter {
        case Self.quote, Self.backslash: scratch.append(letter)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"): return unescapeScalar(bytes, at: index, end: end)
        default:
            let length = Self.characterLength(bytes, at: index + 1, end: end)
            let written = Self.string(bytes, from: index, to: index + 1 + length)
            problems.append(
                Problem(
                    offset: index,
                    message: "unknown escape '\(written)'; use \\\", \\\\, \\n, \\r, \\t or \\u{…}"))
            return index + 1 + length
        }
        return index + 2
    }

    /// Resolves `\u{…}` at `index` (1 to 6 hex digits naming a Unicode scalar).
    private mutating func unescapeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int {
        var cursor = index + 2
        var value: UInt32 = 0
        var digits = 0
        if cursor < end, bytes[cursor] == UInt8(ascii: "{") {
            cursor += 1
            while cursor < end, digits < 7, let digit = Self.hexValue(bytes[cursor]) {
                value = value << 4 | digit
                digits += 1
                cursor += 1
            }
            if cursor < end, bytes[cursor] == UInt8(ascii: "}"), (1...6).contains(digits),
                let scalar = Unicode.Scalar(value)
            {
                scratch.append(contentsOf: String(scalar).utf8)
                return cursor + 1
            }
        }
        problems.append(
            Problem(
                offset: index,
                message: "invalid escape; \\u{…} takes 1 to 6 hex digits naming a Unicode scalar, as \\u{E9}"))
        return index + 2
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The byte length of the UTF-8 character that starts at `index`.
    static func characterLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        return min(length, end - index)
    }

    /// Where the first byte below `#` (a space, a tab, a quote, a control) is at or after
    /// `start`, looking eight bytes at a time, or a place before it; `end` at most. The bytes
    /// past `end` (the line's end, then the rest of the buffer) may be read, not used.
    private static func firstLow(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        var index = start
        while index < end, index + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            // Sets the top bit of the lowest byte below 0x23 exactly (higher ones may be wrong).
            let low = (word &- 0x2323_2323_2323_2323) & ~word & 0x8080_8080_8080_8080
            if low != 0 { return min(index + low.trailingZeroBitCount / 8, end) }
            index += 8
        }
        return min(index, end)
    }
}
