import Foundation

/// A folder of its own under the system's temporary folder, removed when the test is done.
struct TemporaryFolder: ~Copyable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("cassettes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The file `name` in the folder.
    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// The text of the file `name`.
    func text(_ name: String) throws -> String {
        try String(contentsOf: file(name), encoding: .utf8)
    }

    /// Writes `text` to the file `name`.
    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: file(name))
    }
}
