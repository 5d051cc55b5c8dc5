import Foundation
import Plugins
import Testing

@Suite struct ScriptCollectionTests {
    /// Makes the files `paths` (with folders) in a fresh folder, and runs `body` in it.
    private func withFiles(_ paths: [String], _ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("collection-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in paths {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("Button OK Tap\n".utf8).write(to: url)
        }
        try body(root.path)
    }

    @Test("a folder gives every script and suite under it, sorted, custom commands and hidden folders aside")
    func folder() throws {
        let files = [
            "b.mt", "a.mts", "sub/c.MT", "sub/deeper/d.mt", "Button.Login.mt", "notes.txt", "data.csv", ".build/x.mt",
            "sub/.hidden/y.mt",
        ]
        try withFiles(files) { root in
            let found = try ScriptCollection.paths([root]).map { String($0.dropFirst(root.count + 1)) }
            #expect(found == ["a.mts", "b.mt", "sub/c.MT", "sub/deeper/d.mt"])
        }
    }

    @Test("files are kept as given, whatever their kind, and each script comes once")
    func filesAndOverlaps() throws {
        try withFiles(["x.mt", "y/z.mt", "w.json"]) { root in
            let found = try ScriptCollection.paths(["\(root)/w.json", "\(root)/y", "\(root)/y/z.mt", root])
            #expect(found == ["\(root)/w.json", "\(root)/x.mt", "\(root)/y/z.mt"])
        }
    }

    @Test("a missing input or a folder with no scripts is an error naming it")
    func problems() throws {
        try withFiles(["empty/notes.txt"]) { root in
            let missing = #expect(throws: ScriptCollection.Problem.self) {
                try ScriptCollection.paths(["\(root)/nope"])
            }
            #expect(missing?.description == "\(root)/nope: no such file or folder")
            let empty = #expect(throws: ScriptCollection.Problem.self) { try ScriptCollection.paths(["\(root)/empty"]) }
            #expect(empty?.description == "\(root)/empty: no .mt or .mts scripts in the folder")
        }
    }
}
