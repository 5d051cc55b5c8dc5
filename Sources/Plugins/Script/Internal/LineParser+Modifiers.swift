extension LineParser {
    /// Reads the modifier token `bytes[start..<end]` (it starts with `%`) into `modifiers`, or
    /// records why it cannot: a stray `%`, an unknown name, a repeated one, a missing or bad value.
    mutating func read(
        modifier bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, into modifiers: inout Modifiers
    ) {
        let equals = bytes[start..<end].firstIndex(of: Self.equals) ?? end
        guard equals > start + 1 else {
            problems.append(
                Problem(offset: start, message: "stray '%'; a modifier reads %name=value, as %timeout=5000"))
            return
        }
        guard let name = ModifierName(UnsafeBufferPointer(rebasing: bytes[start + 1..<equals])) else {
            let written = Self.excerpt(Self.string(bytes, from: start, to: equals))
            problems.append(Problem(offset: start, message: "unknown modifier \(written); use \(ModifierName.known)"))
            return
        }
        guard !name.isSet(in: modifiers) else {
            problems.append(Problem(offset: start, message: "%\(name.spelling) is given twice"))
            return
        }
        guard equals + 1 < end else {
            let example = name.takesMilliseconds ? "5000" : "true"
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
        let value = UnsafeBufferPointer(rebasing: bytes[start..<end])
        let written = Self.excerpt(Self.string(bytes, from: start, to: end))
        if name.takesMilliseconds {
            switch Self.milliseconds(value) {
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
        } else if let flag = Self.flag(value) {
            name.set(milliseconds: nil, flag: flag, in: &modifiers)
        } else {
            problems.append(Problem(offset: start, message: "%\(name.spelling) takes true or false, not \(written)"))
        }
    }

    /// The number of milliseconds `bytes` spell in ASCII digits: nil when they are not all
    /// digits, `.some(nil)` when the number is over ``ModifierName/maximumMilliseconds``.
    static func milliseconds(_ bytes: UnsafeBufferPointer<UInt8>) -> Int?? {
        var number = 0
        var tooLarge = false
        for byte in bytes {
            guard (0x30...0x39).contains(byte) else { return nil }
            number = number * 10 + Int(byte - 0x30)
            if number > ModifierName.maximumMilliseconds {
                tooLarge = true
                number = 0
            }
        }
        return tooLarge ? .some(nil) : .some(number)
    }

    /// `true` or `false`, ignoring ASCII case.
    static func flag(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        let lowercased = bytes.lazy.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        if lowercased.elementsEqual("true".utf8) { return true }
        if lowercased.elementsEqual("false".utf8) { return false }
        return nil
    }
}
