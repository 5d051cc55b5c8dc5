import Glibc

/// Bytes of heap in use by the whole process, as the allocator counts them.
///
/// A sanitizer's allocator answers `__sanitizer_get_current_allocated_bytes`; glibc's answers
/// `malloc_info`, whose totals give the bytes obtained from the system less the free ones.
/// Both are looked up at run time, so the tests need no C target. The gauge reads `nil` where
/// neither exists.
enum HeapGauge {
    private typealias SanitizerCount = @convention(c) () -> Int
    private typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32

    /// The bytes in use now, or `nil` where no allocator says.
    static func bytesInUse() -> Int? {
        if let symbol = dlsym(nil, "__sanitizer_get_current_allocated_bytes") {
            return unsafeBitCast(symbol, to: SanitizerCount.self)()
        }
        guard let symbol = dlsym(nil, "malloc_info") else { return nil }
        return glibcBytesInUse(unsafeBitCast(symbol, to: MallocInfo.self))
    }

    /// Which allocator the gauge reads.
    static var source: String {
        dlsym(nil, "__sanitizer_get_current_allocated_bytes") != nil ? "sanitizer allocator" : "glibc malloc_info"
    }

    private static func glibcBytesInUse(_ mallocInfo: MallocInfo) -> Int? {
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else { return nil }
        let status = mallocInfo(0, stream)
        fclose(stream)
        defer { free(buffer) }
        guard status == 0, let buffer else { return nil }
        return inUse(fromMallocInfo: String(cString: buffer))
    }

    /// Bytes in use from `malloc_info`'s XML: the process-wide totals after the last `</heap>`,
    /// system memory now, less free chunks (fast bins and the rest, the top chunk included), plus
    /// chunks mapped on their own.
    static func inUse(fromMallocInfo xml: String) -> Int? {
        guard let totals = xml.split(separator: "</heap>").last else { return nil }
        func size(_ tag: String, _ type: String) -> Int? {
            guard let line = totals.split(separator: "\n").first(where: { $0.contains("<\(tag) type=\"\(type)\"") }),
                let value = line.split(separator: "size=\"").last?.prefix(while: \.isNumber)
            else { return nil }
            return Int(value)
        }
        guard let current = size("system", "current"), let fast = size("total", "fast"),
            let rest = size("total", "rest"), let mapped = size("total", "mmap")
        else { return nil }
        return current - fast - rest + mapped
    }
}
