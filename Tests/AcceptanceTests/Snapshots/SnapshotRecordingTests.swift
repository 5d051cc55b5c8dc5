import Components
import Foundation
import Interpose
import InterposeTesting
import Plugins
import Testing

/// `expectSnapshot`'s record modes, each writing (or not) a file in a scratch folder.
@MainActor
@Suite struct SnapshotRecordingTests {
    let window = Window()
    let label = Label(text: "Hello", frame: Rect(x: 0, y: 0, width: 100, height: 20))

    init() {
        label.accessibilityIdentifier = "greeting"
        window.addSubview(label)
    }

    /// Runs `body` with a test file's path in a fresh scratch folder, and the snapshot file
    /// `name` of it.
    func scratch(_ body: (_ testFile: String, _ snapshot: URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let testFile = folder.appendingPathComponent("GreetingTests.swift").path
        try body(testFile, folder.appendingPathComponent("__Snapshots__/GreetingTests/greeting.txt"))
    }

    @Test("a missing snapshot is written once and fails asking for a rerun, then the same screen passes")
    func missing() throws {
        try scratch { testFile, snapshot throws in
            withKnownIssue { expectSnapshot(of: window, named: "greeting", filePath: testFile) }
            #expect(try String(contentsOf: snapshot, encoding: .utf8) == "Window\n  Label greeting: Hello\n")
            expectSnapshot(of: window, named: "greeting", filePath: testFile)
        }
    }

    @Test("never writes nothing and fails; failed writes over a mismatch; all writes every time")
    func modes() throws {
        try scratch { testFile, snapshot throws in
            withKnownIssue { expectSnapshot(of: window, named: "greeting", record: .never, filePath: testFile) }
            #expect(!FileManager.default.fileExists(atPath: snapshot.path))
            withKnownIssue { expectSnapshot(of: window, named: "greeting", filePath: testFile) }
            label.text = "Goodbye"
            withKnownIssue { expectSnapshot(of: window, named: "greeting", filePath: testFile) }
            #expect(try String(contentsOf: snapshot, encoding: .utf8).contains("Hello"))
            withKnownIssue { expectSnapshot(of: window, named: "greeting", record: .failed, filePath: testFile) }
            #expect(try String(contentsOf: snapshot, encoding: .utf8).contains("Goodbye"))
            expectSnapshot(of: window, named: "greeting", record: .failed, filePath: testFile)
            withKnownIssue { expectSnapshot(of: window, named: "greeting", record: .all, filePath: testFile) }
        }
    }

    @Test("a snapshot is named by its test function when given no name")
    func defaultName() throws {
        try scratch { testFile, snapshot throws in
            withKnownIssue { expectSnapshot(of: label, filePath: testFile) }
            let named = snapshot.deletingLastPathComponent().appendingPathComponent("defaultName.txt")
            #expect(try String(contentsOf: named, encoding: .utf8) == "Label greeting: Hello\n")
        }
    }
}
