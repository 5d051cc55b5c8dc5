import Foundation

/// Seconds as reports print them.
enum Seconds {
    /// `1.204 s`: milliseconds shown.
    static func text(_ seconds: Double) -> String {
        plain(seconds) + " s"
    }

    /// `1.204`: for XML attributes.
    static func plain(_ seconds: Double) -> String {
        String(format: "%.3f", seconds)
    }
}
