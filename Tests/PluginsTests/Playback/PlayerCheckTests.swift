import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// MonkeyTalk's `Verify` family: with no argument, whether the component is there; regular
/// expressions and wildcards, each with its negation; a property of `*` for the default; and a
/// failure message that a failure leads with.
@MainActor
@Suite struct PlayerCheckTests {
    let test = PluginTestApp()

    /// A label reading "Welcome, Ada!" and a slider at 0.5.
    func screen() {
        test.add("greeting") { Label(text: "Welcome, Ada!", frame: test.row(20)) }
        test.add("volume") { Slider(frame: test.row(80)) }.value = 0.5
    }

    @Test(
        "each check passes when it holds",
        arguments: [
            "Label greeting Verify", "Label nothing VerifyNot", "Label greeting VerifyNot Goodbye",
            "Label greeting VerifyRegex Welcome,.*", "Label greeting VerifyNotRegex Goodbye.*",
            "Label greeting VerifyWildcard Welcome,*!", "Label greeting VerifyWildcard Welcome,?Ada!",
            "Label greeting VerifyNotWildcard Goodbye*", "Slider volume Verify 0.5 *",
            "Slider volume VerifyNotRegex [0-9]+ value",
        ])
    func passes(line: String) {
        screen()
        let result = test.perform(c(line))
        #expect(result.outcome == .passed, "\(line): \(result.reason ?? "")")
    }

    @Test(
        "each check fails when it does not, saying what it expected and what it found",
        arguments: [
            ("Label nothing Verify", "no Label \"nothing\" on screen"),
            (
                "Label greeting VerifyNot",
                "Label \"greeting\" presence is \"on screen\", expected no such component on screen"
            ),
            ("Label greeting VerifyNotRegex Welcome.*", "expected no whole match of /Welcome.*/"),
            ("Label greeting VerifyWildcard Hello*", "expected text fitting Hello*"),
            ("Label greeting VerifyNotWildcard W*", "expected text not fitting W*"),
        ])
    func fails(line: String, message: String) {
        screen()
        let result = test.perform(c(line))
        #expect(result.outcome == .failed)
        #expect(result.reason?.contains(message) == true, "\(result.reason ?? "")")
    }

    @Test("a failure message leads the failure, with the reason after it")
    func failureMessage() {
        screen()
        let command = Command("Label", "greeting", "Verify", ["Goodbye", "*", "the greeting is wrong"])
        let result = test.perform(command)
        #expect(result.outcome == .failed)
        #expect(result.reason?.hasPrefix("the greeting is wrong (Label \"greeting\" text is \"Welcome, Ada!\"") == true)
    }

    @Test("a wildcard pattern's other characters stand for themselves")
    func wildcardLiterals() {
        test.add("price") { Label(text: "$1.50 (each)", frame: test.row(20)) }
        let command = Command("Label", "price", "VerifyWildcard", ["$?.?0 (*)"])
        #expect(test.perform(command).outcome == .passed)
        #expect(test.perform(Command("Label", "price", "VerifyWildcard", ["$1x50*"])).outcome == .failed)
    }

    @Test("a recording of a replay keeps every kind of check where it was")
    func recordedChecks() throws {
        screen()
        let recorder = try test.record()
        let lines = ["Label greeting Verify", "Label greeting VerifyWildcard Welcome,*!", "Label nothing VerifyNot"]
        test.play(lines.map { c($0) }).expectPassed()
        #expect(recorder.lines == lines)
    }
}
