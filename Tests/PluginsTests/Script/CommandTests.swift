import Plugins
import Testing

@Suite struct CommandTests {
    @Test("type and action match ignoring case; the identifier is exact")
    func caseRules() {
        let command = Command("Button", "OK", "Tap")
        #expect(command.isOn("button") && command.isOn("BUTTON"))
        #expect(command.performs("tap"))
        #expect(!command.isOn("Slider"))
    }

    @Test(
        "an ordinal identifier is #N and nothing else",
        arguments: [("#2", true), ("#", false), ("#a", false), ("OK", false)])
    func ordinals(identifier: String, isOrdinal: Bool) {
        #expect(Command("Button", identifier, "Tap").usesOrdinal == isOrdinal)
    }

    @Test("a script numbers its commands by the line they are on")
    func numbering() {
        let script = Script(lines: [.comment(" start"), .blank, .command(Command("Button", "OK", "Tap"))])
        #expect(script.numberedCommands.map(\.line) == [3])
        #expect(script.commands == [Command("Button", "OK", "Tap")])
    }
}
