import Foundation

/// The results of a script playing in this process, as JSON, kept until the script ends: in a
/// temporary file (in memory when none can be made), so however many commands it plays, they
/// take no memory. Each test's results are a run of bytes, in the order they came.
final class ResultSpill {
    private let url = FileManager.default.temporaryDirectory.appendingPathComponent("interpose-\(UUID()).json")
    private let file: FileHandle?
    private var buffer = Data()
    private var read = 0
    /// Each test's name and how many bytes of results it has, in order.
    private(set) var tests: [(name: String, bytes: Int)] = []

    init() {
        let made = FileManager.default.createFile(atPath: url.path, contents: nil)
        file = made ? FileHandle(forUpdatingAtPath: url.path) : nil
    }

    deinit {
        try? file?.close()
        try? FileManager.default.removeItem(at: url)
    }

    /// Adds `json`, a result of `test`, after a comma when the test has results already.
    func append(_ json: Data, test: String) {
        if tests.last?.name == test {
            buffer.append(UInt8(ascii: ","))
            tests[tests.count - 1].bytes += 1
        } else {
            tests.append((test, 0))
        }
        buffer.append(json)
        tests[tests.count - 1].bytes += json.count
        if let file, buffer.count >= 1 << 16 {
            file.write(buffer)
            buffer.removeAll(keepingCapacity: true)
        }
    }

    /// Hands the next `count` bytes to `body`, a mebibyte or so at a time, each piece whole
    /// characters.
    func next(_ count: Int, to body: (Data) -> Void) {
        if let file, read == 0 {
            file.write(buffer)
            buffer.removeAll()
            try? file.seek(toOffset: 0)
        }
        var (left, carry) = (count, Data())
        while left > 0 {
            let size = Swift.min(left, 1 << 20)
            let fresh = file.map { $0.readData(ofLength: size) } ?? buffer.subdata(in: read..<read + size)
            guard !fresh.isEmpty else { return }
            (left, read) = (left - fresh.count, read + fresh.count)
            let data = carry + fresh
            // A piece ends after an ASCII byte: a character cut short waits for the next one.
            let end = left == 0 ? data.endIndex : (data.lastIndex { $0 < 0x80 }.map { $0 + 1 } ?? 0)
            carry = Data(data[end...])
            body(data[..<end])
        }
    }
}
