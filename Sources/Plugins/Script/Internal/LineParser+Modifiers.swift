extension LineParser {
    /// Reads the modifier token `bytes[start..<end]` (it starts with `%`) into `modifiers`, or
    /// records why it cannot: a stray `%`, an unknown name, a repeated one, a missing or bad value.
    mutating func read(
        modifier bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, into modifiers: inout Modifiers
    ) {
        var equals = start
        while equals < end, bytes[equals] != Self.equals { equals += 1 }
        guard equals > start + 1 else {
            problems.append(
                Problem(offset: start, message: "stray '%'; a modifier reads %name=value, as %timeout=5000"))
            return
        }
        guard let name = ModifierName(bytes, from: start + 1, to: equals) else {
            let written = Self.excerpt(Self.string(bytes, from: start, to: equals))
            problems.append(Problem(offset: start, message: "unknown modifier \(written); use \(ModifierName.known)"))
            return
        }
        guard !name.isSet(in: modifiers) else {
            problems.append(Problem(offset: start, message: "%\(name.spelling) is given twice"))
            return
        }
        guard equals + 1 < end else {
            let example = name.takesMilliseconds ? "5000" : name == .abort ? "fail" : "true"
            problems.append(
                Problem(offset: end, message: "%\(name.spelling) needs a value, as %\(name.spelling)=\(example)"))
            return
        }
        readValue(of: name, bytes, from: equals + 1, to: end, into: &modifiers)
    }

    /// Reads a modifier's value: whole milliseconds or `true`/`false`.
    private mutating func readValue(
        of name: ModifierName, _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
        into modifiers: inout Modifiers
    ) {
        // The value as written, for a message: made only when there is a problem.
        var written: String { Self.excerpt(Self.string(bytes, from: start, to: end)) }
        if name == .abort {
            let word = Modifiers.Abort.allCases.first {
                var spelling = $0.rawValue
                return spelling.withUTF8 { ModifierName.equalIgnoringCase(bytes, from: start, to: end, $0) }
            }
            guard let word else {
                return problems.append(
                    Problem(offset: start, message: "%abort takes fail, error or never, not \(written)"))
            }
            modifiers.abort = word
        } else if name.takesMilliseconds {
            switch Self.milliseconds(bytes, from: start, to: end) {
            case .some(.some(let number)):
                name.set(milliseconds: number, flag: nil, in: &modifiers)
            case .some(.none):
                let limit = ModifierName.maximumMilliseconds
                problems.append(
                    Problem(
                        offset: start, message: "%\(name.spelling) takes at most \(limit) milliseconds, not \(written)")
                )
            case .none:
                problems.append(
                    Problem(
                        offset: start, message: "%\(name.spelling) takes whole milliseconds (0 or more), not \(written)"
                    ))
            }
        } else if let flag = Self.flag(bytes, from: start, to: end) {
            name.set(milliseconds: nil, flag: flag, in: &modifiers)
        } else {
            problems.append(Problem(offset: start, message: "%\(name.spelling) takes true or false, not \(written)"))
        }
    }

    /// The number of milliseconds `bytes` spell in ASCII digits: nil when they are not all
    /// digits, `.some(nil)` when the number is over ``ModifierName/maximumMilliseconds``.
    static func milliseconds(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int?? {
        var number = 0
        var tooLarge = false
        for index in start..<end {
            let byte = bytes[index]
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            number = number * 10 + Int(byte - 0x30)
            if number > ModifierName.maximumMilliseconds {
                tooLarge = true
                number = 0
            }
        }
        return tooLarge ? .some(nil) : .some(number)
    }

    /// `true` or `false`, ignoring ASCII case.
    static func flag(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool? {
        if ModifierName.equalIgnoringCase(bytes, from: start, to: end, trueBytes) { return true }
        if ModifierName.equalIgnoringCase(bytes, from: start, to: end, falseBytes) { return false }
        return nil
    }

    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)
}
