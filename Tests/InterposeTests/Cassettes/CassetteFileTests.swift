import Foundation
import Interpose
import Testing

@Suite("Cassettes: a file a person can read and edit")
struct CassetteFileTests {
    @Test("the file is one JSON document: each call's hook, receiver, arguments and result or error, in call order")
    func readableFile() throws {
        let folder = try TemporaryFolder()
        let registry = AspectRegistry()
        let exchange = Exchange(registry: registry)
        let cassette = Cassette(
            file: folder.file("exchange.json"), mode: .record,
            hooks: [.hook(Exchange.quoteHook), .hook(Exchange.signInHook, redacting: [.arguments("password")])])
        try install(cassette, on: registry)
        cassette.name(exchange, as: "exchange")
        _ = exchange.quote(Exchange.Quote(from: "EUR", to: "USD", timestamp: 1_700_000_000))
        _ = try? exchange.signIn(Exchange.Credentials(user: "ada", password: "wrong"))
        try cassette.save()
        #expect(
            try folder.text("exchange.json") == """
                {
                  "version": 1,
                  "calls": [
                    {
                      "hook": "Exchange.quote",
                      "receiver": "exchange",
                      "arguments": {"from": "EUR", "timestamp": 1700000000, "to": "USD"},
                      "result": {"from": "EUR", "rate": 1.25, "to": "USD"}
                    },
                    {
                      "hook": "Exchange.signIn",
                      "receiver": "exchange",
                      "arguments": {"password": "[redacted]", "user": "ada"},
                      "error": {"type": "Refusal", "value": {"wrongPassword": {"user": "ada"}}}
                    }
                  ]
                }

                """)
        #expect(try folder.text("exchange.json") == cassette.text)
    }

    @Test("what a person edits in the file is what replays")
    func editedFileReplays() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            """
            {
              "version": 1,
              "calls": [
                {"hook": "Vault.deposit", "receiver": "Vault", "arguments": 30, "result": 1000000},
                {"hook": "Vault.withdraw", "receiver": "Vault", "arguments": 5, "error": {"frozen": {}}}
              ]
            }
            """, to: "vault.json")
        let registry = AspectRegistry()
        let vault = Vault(registry: registry)
        try install(vaultCassette(folder.file("vault.json"), mode: .replay), on: registry)
        #expect(vault.deposit(30) == 1_000_000)
        #expect(throws: VaultError.frozen) { try vault.withdraw(5) }
    }

    @Test(
        "a file that is not a cassette fails the install with its place and reason",
        arguments: [
            (
                "{\"version\": 1,\n  \"calls\": [\n    {\"hook\": \"Vault.deposit\" \"receiver\": \"Vault\"}]}",
                ":3:30: expected ',' or '}'"
            ),
            ("[]", ": the file is not a JSON object"),
            ("{\"version\": 2, \"calls\": []}", ": the file's \"version\" is 2, not 1"),
            (
                "{\"version\": 1, \"calls\": [{\"receiver\": \"Vault\", \"result\": 1}]}",
                ": call 1 has no \"hook\" string"
            ),
            (
                "{\"version\": 1, \"calls\": [{\"hook\": \"Vault.deposit\", \"receiver\": \"Vault\"}]}",
                ": call 1 (Vault.deposit) needs exactly one of \"result\" and \"error\""
            ),
            (
                "{\"version\": 1, \"calls\": [{\"hook\": \"Vault.deposit\", \"receiver\": \"Vault\", \"result\": 1, \"note\": 2}]}",
                ": call 1 (Vault.deposit) has an unknown member \"note\""
            ),
        ])
    func unreadableFile(text: String, expected: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(text, to: "vault.json")
        let file = folder.file("vault.json")
        #expect {
            try install(vaultCassette(file, mode: .replay), on: AspectRegistry())
        } throws: { error in
            "\(error)" == "plugin 'vault' failed to install and was rolled back: \(file.path)\(expected)"
        }
    }

    @Test("a recorded outcome that does not read back as the hook's type fails the install, naming the call")
    func undecodableOutcome() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"{"version": 1, "calls": [{"hook": "Vault.deposit", "receiver": "Vault", "arguments": 1, "result": "ten"}]}"#,
            to: "vault.json")
        let file = folder.file("vault.json")
        let cassette = vaultCassette(file, mode: .replay)
        #expect {
            try install(cassette, on: AspectRegistry())
        } throws: { error in
            "\(error)".hasSuffix(
                "\(file.path): call 1 (Vault.deposit) does not read back: "
                    + "Expected to decode Int but found a string instead.")
        }
    }

    @Test("redacted arguments and result fields never reach the file, and a redacted argument matches any value")
    func redaction() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("session.json")
        let hooks: [CassetteHook] = [.hook(Exchange.signInHook, redacting: [.arguments("password"), .result("token")])]
        do {
            let registry = AspectRegistry()
            let cassette = Cassette(file: file, hooks: hooks)
            try install(cassette, on: registry)
            let session = try Exchange(registry: registry).signIn(.init(user: "ada", password: "hunter2"))
            #expect(session.token == "token-ada-hunter2")
            try cassette.save()
        }
        let text = try folder.text("session.json")
        #expect(!text.contains("hunter2"))
        #expect(text.contains(#""arguments": {"password": "[redacted]", "user": "ada"}"#))
        #expect(text.contains(#""result": {"token": "[redacted]", "user": "ada"}"#))

        let registry = AspectRegistry()
        let exchange = Exchange(registry: registry)
        let cassette = Cassette(file: file, hooks: hooks)
        try install(cassette, on: registry)
        let session = try exchange.signIn(.init(user: "ada", password: "another"))
        #expect(session == Exchange.Session(user: "ada", token: "[redacted]"))
        #expect(exchange.bodyRuns("signIn") == 0)
    }

    @Test("a cassette with no calls writes an empty list, which replays as no calls")
    func emptyCassette() throws {
        let folder = try TemporaryFolder()
        let cassette = vaultCassette(folder.file("vault.json"), mode: .record)
        try install(cassette, on: AspectRegistry())
        try cassette.save()
        #expect(try folder.text("vault.json") == "{\n  \"version\": 1,\n  \"calls\": []\n}\n")
        let replayed = vaultCassette(folder.file("vault.json"), mode: .replay)
        try install(replayed, on: AspectRegistry())
        #expect(replayed.calls.isEmpty)
    }

    @Test("a file it cannot write is a clear error, and the calls stay held to save elsewhere")
    func unwritable() throws {
        let folder = try TemporaryFolder()
        try folder.write("a file, not a folder", to: "blocker")
        let cassette = vaultCassette(folder.file("blocker/vault.json"), mode: .record)
        let registry = AspectRegistry()
        try install(cassette, on: registry)
        _ = Vault(registry: registry).deposit(3)
        #expect(throws: CassetteError.self) { try cassette.save() }
        #expect(cassette.calls.map(\.description) == ["Vault.deposit(3) on Vault -> 3"])
    }
}
