import Components

/// Items a command names by the text they show (a row, a segment, a tab), and the failures of
/// a text nothing shows.
enum ItemText {
    /// The failure for `text`, which names no item: a word that reads as a number but is not a
    /// whole one fails as before texts were accepted (`row "1.5" is not a whole number`); any
    /// other text fails with `reason`.
    static func missing(
        _ text: String, argument: String, action: String, type: String, reason: String
    ) -> PlaybackError {
        if Double(text) != nil {
            return .notANumber(action: action, type: type, argument: argument, value: text, whole: true)
        }
        return .outOfRange(action: action, type: type, reason: reason)
    }

    /// `"A", "B", "C"`: the texts a failure lists, at most ten, then how many more.
    static func list(_ texts: [String]) -> String {
        var quoted = texts.prefix(10).map { "\"\($0)\"" }
        if texts.count > 10 { quoted.append("and \(texts.count - 10) more") }
        return quoted.joined(separator: ", ")
    }

    /// The 0-based row and section of MonkeyTalk's `item(N)` or `item(N,S)` property, which
    /// counts both from 1 (`S` is 1 when left out); `nil` for any other property.
    static func item(_ property: String) -> (row: Int, section: Int)? {
        guard property.hasPrefix("item("), property.hasSuffix(")") else { return nil }
        let inside = property.dropFirst(5).dropLast()
        let numbers = inside.split(separator: ",", omittingEmptySubsequences: false).map {
            Int(String($0.filter { $0 != " " }))
        }
        guard (1...2).contains(numbers.count), numbers.allSatisfy({ ($0 ?? 0) >= 1 }) else { return nil }
        let values = numbers.compactMap { $0 }
        return (values[0] - 1, values.count == 2 ? values[1] - 1 : 0)
    }
}
