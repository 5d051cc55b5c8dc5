/// Turns byte offsets into 1-based lines and columns, columns counted in `Character`s.
///
/// Offsets must come in nondecreasing order: the locator walks forward from the last one, so
/// locating every diagnostic of a file costs one pass over it, however many there are.
struct SourceLocator {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset: Int
    private var line = 1
    private var column = 1

    /// A locator for `bytes`, whose line 1, column 1 is at `start` (after a byte order mark).
    init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int = 0) {
        self.bytes = bytes
        self.offset = start
    }

    /// The line and column of the byte at `target`; `target` may be the end of the buffer.
    mutating func locate(_ target: Int) -> (line: Int, column: Int) {
        let target = min(max(target, offset), bytes.count)
        var segmentStart = offset
        for index in offset..<target where bytes[index] == 0x0A {
            line += 1
            column = 1
            segmentStart = index + 1
        }
        column += Self.characterCount(bytes, from: segmentStart, to: target)
        offset = target
        return (line, column)
    }

    /// How many characters `bytes[start..<end]` holds; an ill-formed byte counts as one.
    static func characterCount(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, bytes[index] < 0x80 { index += 1 }
        if index == end { return end - start }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).count
    }
}
