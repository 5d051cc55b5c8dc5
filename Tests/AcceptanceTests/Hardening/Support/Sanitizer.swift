import Glibc

/// Whether this process runs under a sanitizer (ThreadSanitizer or AddressSanitizer), found by
/// the symbols their runtimes define. The demo it starts was built the same way.
enum Sanitizer {
    /// True under ThreadSanitizer or AddressSanitizer.
    static let isActive = dlsym(nil, "__tsan_init") != nil || dlsym(nil, "__asan_init") != nil
}
