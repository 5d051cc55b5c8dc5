/// The seven modifiers of the script language, their spelling and the type of their values.
///
/// Names are matched ignoring ASCII case and printed in lowercase, in this order.
enum ModifierName: String, CaseIterable {
    case timeout, thinkTime = "thinktime", retryDelay = "retrydelay", ignore, shouldFail = "shouldfail", abort
    case screenshotOnError = "screenshotonerror"

    /// The largest number of milliseconds a modifier takes (`Int32.max`, about 24.8 days).
    static let maximumMilliseconds = 2_147_483_647

    /// A sentence listing every modifier, for messages.
    static let known = "%timeout, %thinktime, %retrydelay, %ignore, %shouldfail, %abort or %screenshotonerror"

    /// The name as printed, without the `%`.
    var spelling: String { rawValue }

    /// The modifier `name` spells, ignoring ASCII case.
    init?(spelled name: Substring) {
        guard let found = Self.allCases.first(where: { $0.rawValue.equalsIgnoringASCIICase(name) }) else { return nil }
        self = found
    }

    /// Where a number of milliseconds goes, for a modifier that takes one.
    var milliseconds: WritableKeyPath<Modifiers, Int?>? {
        switch self {
        case .timeout: \.timeout
        case .thinkTime: \.thinkTime
        case .retryDelay: \.retryDelay
        default: nil
        }
    }

    /// Where `true` or `false` goes, for a modifier that takes one.
    private var flag: WritableKeyPath<Modifiers, Bool?>? {
        switch self {
        case .ignore: \.ignore
        case .shouldFail: \.shouldFail
        case .screenshotOnError: \.screenshotOnError
        default: nil
        }
    }

    /// The value this modifier has in `modifiers`, as printed, or nil when it is the default.
    func printedValue(in modifiers: Modifiers) -> String? {
        if let milliseconds { return modifiers[keyPath: milliseconds].map(String.init) }
        if let flag { return modifiers[keyPath: flag].map(String.init) }
        return modifiers.abort?.rawValue
    }

    /// Reads `value`, as written after the `=`, into `modifiers`; a message when it cannot be
    /// this modifier's value.
    func read(_ value: Substring, into modifiers: inout Modifiers) -> String? {
        let written = LineReader.excerpt(value)
        if let milliseconds {
            guard value.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
                return "%\(spelling) takes whole milliseconds (0 or more), not \(written)"
            }
            guard let number = Int(value), number <= Self.maximumMilliseconds else {
                return "%\(spelling) takes at most \(Self.maximumMilliseconds) milliseconds, not \(written)"
            }
            modifiers[keyPath: milliseconds] = number
        } else if let flag {
            guard let index = ["false", "true"].firstIndex(where: { $0.equalsIgnoringASCIICase(value) }) else {
                return "%\(spelling) takes true or false, not \(written)"
            }
            modifiers[keyPath: flag] = index == 1
        } else {
            guard let word = Modifiers.Abort.allCases.first(where: { $0.rawValue.equalsIgnoringASCIICase(value) })
            else { return "%abort takes fail, error or never, not \(written)" }
            modifiers.abort = word
        }
        return nil
    }
}

extension LineReader {
    /// Reads the modifier `token` (it starts with `%`) into `modifiers`, or records why it
    /// cannot: a stray `%`, an unknown name, a repeated one, a missing or bad value.
    mutating func read(modifier token: Token, into modifiers: inout Modifiers) {
        let equals = bytes[token.start..<token.end].firstIndex(of: UInt8(ascii: "=")) ?? token.end
        guard equals > token.start + 1 else {
            let message = "stray '%'; a modifier reads %name=value, as %timeout=5000"
            return problems.append(Problem(offset: token.start, message: message))
        }
        guard let modifier = ModifierName(spelled: Substring(Self.text(bytes[(token.start + 1)..<equals]))) else {
            let message =
                "unknown modifier \(Self.excerpt(Self.text(bytes[token.start..<equals]))); use \(ModifierName.known)"
            return problems.append(Problem(offset: token.start, message: message))
        }
        guard modifier.printedValue(in: modifiers) == nil else {
            return problems.append(Problem(offset: token.start, message: "%\(modifier.spelling) is given twice"))
        }
        guard equals + 1 < token.end else {
            let example = modifier.milliseconds != nil ? "5000" : modifier == .abort ? "fail" : "true"
            let message = "%\(modifier.spelling) needs a value, as %\(modifier.spelling)=\(example)"
            return problems.append(Problem(offset: token.end, message: message))
        }
        if let message = modifier.read(Substring(Self.text(bytes[(equals + 1)..<token.end])), into: &modifiers) {
            problems.append(Problem(offset: equals + 1, message: message))
        }
    }
}

extension String {
    /// Whether the two are the same but for the case of ASCII letters.
    func equalsIgnoringASCIICase(_ other: some StringProtocol) -> Bool {
        func lowercased(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 32 : byte }
        return utf8.count == other.utf8.count && utf8.elementsEqual(other.utf8) { lowercased($0) == lowercased($1) }
    }
}
