/// Writes diagnostics to standard error without Foundation.
enum StandardError {
    /// Writes `text` as UTF-8 to file descriptor 2.
    static func write(_ text: String) {
        var text = text
        text.withUTF8(System.writeToStandardError)
    }
}
