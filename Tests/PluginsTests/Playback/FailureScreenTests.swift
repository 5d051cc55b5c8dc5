import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// A failed command keeps the screen it found: the window's tree, its component in it, or the
/// nearest ones when none answered; never a typed secret.
@MainActor
@Suite struct FailureScreenTests {
    let test = PluginTestApp()

    @Test("a failed check keeps the tree with its component marked, and the text prints the lines around it")
    func target() throws {
        let form = PlaybackForm(in: test)
        let result = test.perform(c("Label status Verify Saved", modifiers: Modifiers(timeout: 0)))
        let screen = try #require(result.screen)
        let target = try #require(screen.target)
        #expect(screen.lines[target] == "  Label status frame=(0, 0, 155, 40) text=\"Ready\"")
        #expect(screen.lines[0].hasPrefix("Window #1 (weak)") && screen.candidates.isEmpty)
        #expect(screen.lines.count == 14)
        // The label is the window's first component: the window above it, two lines below.
        #expect(
            screen.excerpt() == [
                "  Window #1 (weak) frame=(0, 0, 320, 480)", ">   Label status frame=(0, 0, 155, 40) text=\"Ready\"",
                "    Button ok frame=(165, 0, 155, 40) title=\"OK\"",
                "    Slider volume frame=(0, 50, 155, 40) value=0.5 range=0...1",
            ])
        form.status.text = "Saving"
        let later = try #require(test.perform(c("Label status Verify Saved", modifiers: Modifiers(timeout: 0))).screen)
        #expect(later.excerpt(radius: 0) == ["> Label status frame=(0, 0, 155, 40) text=\"Saving\""])
    }

    @Test("a component not found keeps its nearest candidates: of its type, by name, and its name under another type")
    func candidates() throws {
        _ = PlaybackForm(in: test)
        let result = test.perform(c("Button okay Tap", modifiers: Modifiers(timeout: 0)))
        let screen = try #require(result.screen)
        #expect(screen.target == nil)
        #expect(screen.candidates.map { screen.lines[$0] } == ["  Button ok frame=(165, 0, 155, 40) title=\"OK\""])
        // A label answers to the name: it comes before the button, whose name is further.
        let other = try #require(test.perform(c("Button status Tap", modifiers: Modifiers(timeout: 0))).screen)
        #expect(other.candidates.map { other.lines[$0].split(separator: " ")[0] } == ["Label", "Button"])
        #expect(other.excerpt(radius: 0) == ["? Label status frame=(0, 0, 155, 40) text=\"Ready\""])
    }

    @Test("only what the window shows is kept, and a passing command keeps nothing")
    func trimmed() throws {
        _ = PlaybackForm(in: test)
        test.add("below") { Label(text: "far", frame: Rect(x: 0, y: 600, width: 100, height: 40)) }
        #expect(test.perform(c("Button ok Tap")).screen == nil)
        #expect(ComponentLocator(application: test.app).treeDescription().contains("Label below"))
        let screen = try #require(test.perform(c("Label nowhere Verify x", modifiers: Modifiers(timeout: 0))).screen)
        #expect(screen.lines.count == 14 && !screen.lines.contains { $0.contains("below") })
    }

    @Test("a secret typed in a plain field is its placeholder in the screen")
    func secrets() throws {
        let form = PlaybackForm(in: test)
        let secrets = PlaybackSecrets(["pin": "4711"])
        let script = Script(commands: [
            c("TextField name EnterText ${pin}"), c("Label status Verify done", modifiers: Modifiers(timeout: 0)),
        ])
        let report = test.player(secrets: secrets).play(script)
        #expect(form.name.text == "4711")
        let screen = try #require(report.results[1].screen)
        #expect(screen.lines.contains { $0.contains("text=\"${pin}\"") })
        #expect(!screen.lines.joined().contains("4711"))
    }
}
