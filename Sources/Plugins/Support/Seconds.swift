/// Seconds as reports print them.
enum Seconds {
    /// `1.204 s`: milliseconds shown.
    static func text(_ seconds: Double) -> String {
        plain(seconds) + " s"
    }

    /// `1.204`: for XML attributes. Rounded to the millisecond by integer arithmetic, since
    /// `String(format:)` took a fifth of a report's time.
    static func plain(_ seconds: Double) -> String {
        let milliseconds = (seconds * 1_000).rounded()
        guard milliseconds.magnitude < 1e15 else { return seconds.description }
        let whole = Int(milliseconds.magnitude)
        let fraction = String(whole % 1_000)
        let sign = milliseconds < 0 ? "-" : ""
        return sign + String(whole / 1_000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
