import Components
import Foundation
import Interpose
import Plugins
import Testing

/// Secrets fill `${name}` placeholders, come from code, `--secret`, the environment or a file,
/// and never show in a report, an event or an error.
@MainActor
@Suite struct PlaybackSecretsTests {
    let test = PluginTestApp()

    @Test("EnterText ${password} types the secret, which appears in no report, event or message")
    func present() {
        let form = PlaybackForm(in: test)
        let played = test.collect(CommandPlayed.self)
        let secrets = PlaybackSecrets(["password": "hunter2"])
        let report = test.play(
            [
                c("TextField password EnterText ${password} return"), c("TextField name EnterText ${password}"),
                c("TextField name Verify nothing"), c("TextField password Verify nothing"),
            ], secrets: secrets)
        #expect(form.password.text == "hunter2")
        #expect(form.name.text == "hunter2")
        #expect(report.results.map(\.outcome) == [.passed, .passed, .failed, .failed])
        #expect(report.results[2].reason == #"TextField "name" text is "${password}", expected "nothing""#)
        #expect(report.results[3].reason == #"TextField "password" text is "•••••••", expected "nothing""#)
        let everything = [
            report.text, report.written(by: JSONFormat.init), report.written(by: JUnitFormat.init), "\(report)",
            "\(played.events)", "\(secrets)",
        ]
        for text in everything { #expect(!text.contains("hunter2")) }
    }

    @Test("a secret inside another typed one is hidden whole in the player's messages")
    func overlapping() {
        _ = PlaybackForm(in: test)
        let secrets = PlaybackSecrets(["user": "alice", "short": "ali"])
        let report = test.play(
            [
                c("TextField name EnterText ${user}"), c("TextField password EnterText ${short}"),
                c("TextField name Verify nothing"),
            ],
            secrets: secrets)
        #expect(report.results[2].reason == #"TextField "name" text is "${user}", expected "nothing""#)
    }

    @Test("a missing secret fails its command by name and types nothing")
    func missing() {
        let form = PlaybackForm(in: test)
        form.password.text = "old"
        let result = test.perform(c("TextField password EnterText ${pin}"), secrets: PlaybackSecrets(["password": "x"]))
        #expect(
            result.reason == #"missing secret "pin": the command types ${pin}, and no secret of that name was given"#)
        #expect(form.password.text == "old")
        let literal = Command("TextField", "name", "EnterText", ["${not a placeholder}"])
        #expect(test.perform(literal).outcome == .passed)
        #expect(form.name.text == "${not a placeholder}")
    }

    @Test("secrets come from NAME=VALUE assignments, environment variables and files; errors never repeat a value")
    func sources() throws {
        var secrets = PlaybackSecrets()
        try secrets.add(assignment: "password=a=b c")
        #expect(secrets["password"] == "a=b c")
        #expect(throws: PlaybackSecretsError.malformed(line: nil)) { try secrets.add(assignment: "hunter2") }
        #expect(throws: PlaybackSecretsError.invalidName("my pin", line: nil)) {
            try secrets.add(assignment: "my pin=1234")
        }
        let environment = ["INTERPOSE_SECRET_pin": "1234", "HOME": "/home/joe", "INTERPOSE_SECRET_": "x"]
        secrets.merge(.environment(environment))
        #expect(secrets.names == ["password", "pin"])
        let file = try PlaybackSecrets(fileContents: "# for the staging server\n\ntoken=abc\r\n  user=joe  \n")
        #expect(file.names == ["token", "user"] && file["token"] == "abc" && file["user"] == "joe")
        #expect(throws: PlaybackSecretsError.invalidName("user ", line: 2)) {
            try PlaybackSecrets(fileContents: "a=1\nuser = joe\n")
        }
        #expect(throws: PlaybackSecretsError.malformed(line: 2)) {
            try PlaybackSecrets(fileContents: "a=1\nsecretvalue\n")
        }
        #expect(PlaybackSecretsError.malformed(line: 2).description == "line 2 of the secrets file is not NAME=VALUE")
        #expect("\(secrets)" == "PlaybackSecrets(password, pin)")
        var dumped = ""
        dump(secrets, to: &dumped)
        #expect(!dumped.contains("1234") && !dumped.contains("a=b c"))
    }

    @Test("a secrets file is read from disk; a missing one is a clear error")
    func file() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("secrets-\(UUID().uuidString).env")
            .path
        try "password=hunter2\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try PlaybackSecrets(contentsOfFile: path)["password"] == "hunter2")
        #expect(throws: PlaybackSecretsError.unreadable(path: path + ".missing")) {
            try PlaybackSecrets(contentsOfFile: path + ".missing")
        }
    }
}
