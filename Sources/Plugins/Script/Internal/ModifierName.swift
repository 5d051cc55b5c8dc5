/// The seven modifiers of the script language, their spelling and the type of their values.
///
/// Names are matched ignoring ASCII case and printed in lowercase, in this order.
enum ModifierName: CaseIterable {
    case timeout, thinkTime, retryDelay, ignore, shouldFail, abort, screenshotOnError

    /// The largest number of milliseconds a modifier takes (`Int32.max`, about 24.8 days).
    static let maximumMilliseconds = 2_147_483_647

    /// The name as printed, without the `%`.
    var spelling: String {
        switch self {
        case .timeout: "timeout"
        case .thinkTime: "thinktime"
        case .retryDelay: "retrydelay"
        case .ignore: "ignore"
        case .shouldFail: "shouldfail"
        case .abort: "abort"
        case .screenshotOnError: "screenshotonerror"
        }
    }

    /// Whether the value is a number of milliseconds (otherwise `true` or `false`, or for
    /// `%abort` one of its words).
    var takesMilliseconds: Bool {
        switch self {
        case .timeout, .thinkTime, .retryDelay: true
        case .ignore, .shouldFail, .abort, .screenshotOnError: false
        }
    }

    /// The property's name in the JSON form.
    var jsonKey: String {
        switch self {
        case .timeout: "timeout"
        case .thinkTime: "thinkTime"
        case .retryDelay: "retryDelay"
        case .ignore: "ignore"
        case .shouldFail: "shouldFail"
        case .abort: "abort"
        case .screenshotOnError: "screenshotOnError"
        }
    }

    /// A sentence listing every modifier, for messages.
    static let known = "%timeout, %thinktime, %retrydelay, %ignore, %shouldfail, %abort or %screenshotonerror"

    /// Every modifier with its spelling's bytes, in printing order.
    static let spellings: [(name: ModifierName, bytes: [UInt8])] = allCases.map { ($0, Array($0.spelling.utf8)) }

    /// The modifier spelled by `bytes[start..<end]`, ignoring ASCII case.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        for (name, spelling) in Self.spellings where Self.equalIgnoringCase(bytes, from: start, to: end, spelling) {
            self = name
            return
        }
        return nil
    }

    /// Whether `bytes[start..<end]` is `lowercase`, ignoring ASCII case.
    static func equalIgnoringCase(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ lowercase: some Collection<UInt8>
    ) -> Bool {
        guard end - start == lowercase.count else { return false }
        var index = start
        for expected in lowercase {
            let byte = bytes[index]
            guard (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == expected else { return false }
            index += 1
        }
        return true
    }

    /// The value this modifier has in `modifiers`, as printed, or nil when it is the default.
    func printedValue(in modifiers: Modifiers) -> String? {
        switch self {
        case .timeout: modifiers.timeout.map(String.init)
        case .thinkTime: modifiers.thinkTime.map(String.init)
        case .retryDelay: modifiers.retryDelay.map(String.init)
        case .ignore: modifiers.ignore.map(String.init)
        case .shouldFail: modifiers.shouldFail.map(String.init)
        case .abort: modifiers.abort?.rawValue
        case .screenshotOnError: modifiers.screenshotOnError.map(String.init)
        }
    }

    /// Whether `modifiers` already has a value for this modifier.
    func isSet(in modifiers: Modifiers) -> Bool {
        printedValue(in: modifiers) != nil
    }

    /// Stores a number of milliseconds or a flag, whichever this modifier takes.
    func set(milliseconds: Int?, flag: Bool?, in modifiers: inout Modifiers) {
        switch self {
        case .timeout: modifiers.timeout = milliseconds
        case .thinkTime: modifiers.thinkTime = milliseconds
        case .retryDelay: modifiers.retryDelay = milliseconds
        case .ignore: modifiers.ignore = flag
        case .shouldFail: modifiers.shouldFail = flag
        case .screenshotOnError: modifiers.screenshotOnError = flag
        case .abort: break  // a word, set by its own reader
        }
    }
}
