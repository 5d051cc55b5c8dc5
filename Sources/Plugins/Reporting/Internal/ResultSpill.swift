import Foundation

/// The results of a script playing in this process, as JSON, until it ends: in a temporary file
/// (in memory when none can be made), so however many commands it plays, they take no memory.
final class ResultSpill {
    private let url = FileManager.default.temporaryDirectory.appendingPathComponent("interpose-\(UUID()).json")
    private let file: FileHandle?
    /// What is not in the file yet (all of it, without a file), and how much of it was read.
    private var buffer = Data()
    private var read = 0
    /// Each test's name and the bytes of its results, commas between them, in order.
    private(set) var tests: [(name: String, bytes: Int)] = []

    init() {
        file =
            FileManager.default.createFile(atPath: url.path, contents: nil)
            ? FileHandle(forUpdatingAtPath: url.path) : nil
    }

    deinit {
        try? file?.close()
        try? FileManager.default.removeItem(at: url)
    }

    /// Adds `json`, a result of `test`.
    func append(_ json: Data, test: String) {
        // A comma before each result but a test's first, whose count starts one short for it.
        if tests.last?.name == test { buffer.append(UInt8(ascii: ",")) } else { tests.append((test, -1)) }
        buffer.append(json)
        tests[tests.count - 1].bytes += json.count + 1
        guard let file, buffer.count >= 1 << 16 else { return }
        file.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Hands the next `count` bytes to `body`, a mebibyte or so at a time, in whole characters.
    func next(_ count: Int, to body: (Data) -> Void) {
        if let file, read == 0 {
            file.write(buffer)
            buffer = Data()
            try? file.seek(toOffset: 0)
        }
        var (left, carry) = (count, Data())
        while left > 0 {
            let size = Swift.min(left, 1 << 20)
            let data = carry + (file.map { $0.readData(ofLength: size) } ?? buffer.subdata(in: read..<read + size))
            (left, read) = (left - size, read + size)
            // A piece ends after an ASCII byte: a character cut short waits for the next one.
            let end = left == 0 ? data.endIndex : (data.lastIndex { $0 < 0x80 }.map { $0 + 1 } ?? 0)
            carry = Data(data[end...])
            body(data[..<end])
        }
    }
}
