import Plugins
import Synchronization
import Testing

@MainActor @Suite struct ListedOnceSourcesTests {
    /// Files in memory that count how often each folder is listed.
    final class CountingSources: ScriptSources {
        let files: MemorySources
        let listings = Mutex<[String: Int]>([:])

        init(_ files: [String: String]) {
            self.files = MemorySources(files)
        }

        func contents(of path: String) -> [UInt8]? { files.contents(of: path) }

        func fileNames(in folder: String) -> [String] {
            listings.withLock { $0[folder, default: 0] += 1 }
            return files.fileNames(in: folder)
        }
    }

    static let files = [
        "t/a.mt": "Script Login Run ada\n", "t/b.mt": "Script login Run bob\nContact x Enter\n",
        "t/login.mt": "Vars * Define user\nButton ${user} Tap\n", "t/Contact.Enter.mt": "Button joe Tap\n",
    ]

    @Test("loading many programs lists each folder once, and they load as from the plain sources")
    func listsOnce() throws {
        let counting = CountingSources(Self.files)
        let shared = ListedOnceSources(counting)
        for root in ["t/a.mt", "t/b.mt", "t/a.mt"] {
            let program = try ScriptProgram.load(root, from: shared)
            let plain = try ScriptProgram.load(root, from: MemorySources(Self.files))
            #expect(program.paths == plain.paths)
        }
        #expect(counting.listings.withLock { $0 } == ["t": 1])
        #expect(Set(shared.fileNames(in: "t")) == ["a.mt", "b.mt", "login.mt", "Contact.Enter.mt"])
    }

    @Test("a problem is found as it is with the plain sources")
    func problems() {
        let shared = ListedOnceSources(MemorySources(["c.mt": "Script nobody Run\n"]))
        let error = #expect(throws: ScriptError.self) { try ScriptProgram.load("c.mt", from: shared) }
        #expect(error?.diagnostics.map(\.message) == ["cannot find the script nobody beside c.mt"])
    }
}
