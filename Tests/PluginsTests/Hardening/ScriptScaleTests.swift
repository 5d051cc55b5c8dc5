import Foundation
import Plugins
import Testing

/// Size: the parser and printer take a million commands, each in one pass.
@Suite struct ScriptScaleTests {
    @Test("a script of a million commands reads, and prints back exactly")
    func millionCommands() throws {
        var text = ""
        text.reserveCapacity(24_000_000)
        for index in 0..<1_000_000 {
            text += index % 3 == 0 ? "Button b\(index % 10) Tap\n" : "Input f\(index % 7) EnterText v\(index)\n"
        }
        let script = try Script(parsing: text, file: "million.mt")
        #expect(script.commands.count == 1_000_000)
        #expect(script.commands[999_998].arguments == ["v999998"])
        #expect(script.text == text)
    }
}
