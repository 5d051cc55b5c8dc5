#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Musl)
    private let systemWrite = Musl.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif

/// Writes diagnostics to standard error without Foundation.
enum StandardError {
    /// Writes `text` as UTF-8 to file descriptor 2.
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
                _ = systemWrite(2, base, bytes.count)
            #endif
        }
    }
}
