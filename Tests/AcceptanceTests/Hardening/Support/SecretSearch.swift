import Foundation

/// Looks for a secret in an output: whole, or typed out one key at a time.
///
/// A trace of key presses shows each key as a quoted character (`"c"`, or `\"c\"` inside
/// JSON), perhaps twice (as it goes down and as it comes up) and with other quoted characters
/// between; the search reads the quoted characters in order and finds the secret's characters
/// among them, each within a few of the one before.
struct SecretSearch {
    let secret: String
    /// How many other quoted characters may come between two of the secret's.
    var gap = 16

    /// Where `text` gives the secret away, or `nil` when it does not.
    func leak(in text: String) -> String? {
        if let range = text.range(of: secret) {
            let start = text.index(range.lowerBound, offsetBy: -40, limitedBy: text.startIndex) ?? text.startIndex
            let end = text.index(range.upperBound, offsetBy: 40, limitedBy: text.endIndex) ?? text.endIndex
            return "in clear: …\(text[start..<end])…"
        }
        let keys = keyStream(of: text)
        let wanted = Array(secret)
        for start in keys.indices where keys[start] == wanted[0] {
            var position = start
            var matched = 1
            while matched < wanted.count,
                let next = keys[(position + 1)..<min(keys.count, position + 2 + gap)].firstIndex(of: wanted[matched])
            {
                position = next
                matched += 1
            }
            if matched == wanted.count { return "one key at a time" }
        }
        return nil
    }

    /// The single characters written in quotes, in order, but for JSON's `":"` and `","`
    /// between keys and values.
    private func keyStream(of text: String) -> [Character] {
        var keys: [Character] = []
        var window: [Character] = []
        for character in text {
            window.append(character)
            if window.count > 5 { window.removeFirst() }
            let count = window.count
            guard window[count - 1] == "\"", count < 2 || ![":", ","].contains(window[count - 2]) else { continue }
            if count >= 3, window[count - 3] == "\"", window[count - 2] != "\\" {
                keys.append(window[count - 2])
            } else if count == 5, window[0] == "\\", window[1] == "\"", window[3] == "\\" {
                keys.append(window[2])
            }
        }
        return keys
    }
}
