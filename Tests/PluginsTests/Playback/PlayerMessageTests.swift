import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// A script's mistakes fail their command with a message that says exactly what is wrong.
@MainActor
@Suite struct PlayerMessageTests {
    let test = PluginTestApp()

    /// The reason `command` fails with, on the form.
    func reason(_ command: Command) -> String? {
        let result = test.perform(command)
        #expect(result.outcome == .failed)
        return result.reason
    }

    @Test(
        "a wrong argument count says what was expected and what was given",
        arguments: [
            ("PickerView wheels Select 1 0 3", "Select on PickerView expects 1 or 2 arguments (row, component), got 3"),
            ("Button ok Tap now", "Tap on Button expects 0 or 2 arguments (x, y), got 1"),
            ("Slider volume Slide", "Slide on Slider expects 1 argument (value), got 0"),
            ("ScrollView photo ScrollTo 1 2 3", "ScrollTo on ScrollView expects 2 arguments (x, y), got 3"),
            ("Sketchpad pad Pinch 2 3", "Pinch on Sketchpad expects 1 or 3 arguments (scale, x, y), got 2"),
            (
                "Sketchpad pad Move 1 2 3",
                "Move on Sketchpad expects an even number of arguments, at least 4 (x1, y1, x2, y2, …), got 3"
            ),
            (
                "Label status Verify a b c d",
                "Verify on Label expects 0, 1, 2 or 3 arguments (expected, property, message), got 4"
            ),
            ("Device * Rotate", "Rotate on Device expects 1 argument (orientation), got 0"),
        ])
    func argumentCount(_ line: String, _ message: String) {
        let form = PlaybackForm(in: test)
        #expect(reason(c(line)) == message)
        withExtendedLifetime(form) {}
    }

    @Test(
        "a bad number, a bad word or an index out of range names the argument",
        arguments: [
            ("Slider volume Slide loud", #"Slide on Slider: value "loud" is not a number"#),
            ("PickerView wheels Select 1.5", #"Select on PickerView: row "1.5" is not a whole number"#),
            ("Sketchpad pad Move 1 2 3 a", #"Move on Sketchpad: y2 "a" is not a number"#),
            (
                "Sketchpad swiper Swipe sideways",
                #"Swipe on Sketchpad: direction "sideways" is not one of left, right, up, down"#
            ),
            (
                "Device * Rotate flat",
                #"Rotate on Device: orientation "flat" is not one of portrait, portraitUpsideDown, landscapeLeft, landscapeRight"#
            ),
            ("Device phone Shake", #"Shake on Device: Device takes * as its identifier, not "phone""#),
            (
                "TextField name EnterText Joe submit",
                #"EnterText on TextField: the second argument "submit" is not one of return, enter"#
            ),
            (
                "SegmentedControl size Select 5",
                #"Select on SegmentedControl: SegmentedControl "size" has no segment 5 (it has 3)"#
            ),
            (
                "PickerView wheels Select 9 1",
                #"Select on PickerView: PickerView "wheels" has no row 9 in component 1 (it has 4)"#
            ),
            (
                "PickerView wheels Select 0 2",
                #"Select on PickerView: PickerView "wheels" has no component 2 (it has 2)"#
            ),
            ("Sketchpad pad LongPress -1", "LongPress on Sketchpad: seconds must not be negative, got -1"),
            ("Label status VerifyRegex ([", #"VerifyRegex on Label: "([" is not a valid regular expression"#),
        ])
    func badArgument(_ line: String, _ message: String) {
        let form = PlaybackForm(in: test)
        #expect(reason(c(line)) == message)
        withExtendedLifetime(form) {}
    }

    @Test("an unknown action names the type's actions")
    func unknownAction() {
        let form = PlaybackForm(in: test)
        #expect(
            reason(c("Slider volume Toggle"))
                == #"Slider has no action "Toggle"; its actions are Slide, Select, Tap, DoubleTap, LongPress, Swipe, Move, "#
                + "Drag, Pinch, TouchDown, TouchMove, TouchUp, Verify, VerifyNot, VerifyRegex, VerifyNotRegex, VerifyWildcard, VerifyNotWildcard, "
                + "VerifySnapshot, WaitFor, WaitForNot")
        #expect(
            reason(c("Device * Tap")) == #"Device has no action "Tap"; its actions are Shake, Rotate, Back, Screenshot"#
        )
        #expect(
            reason(c("Sketchpad pad Slide 1"))?.hasPrefix(#"Sketchpad has no action "Slide"; its actions are Tap,"#)
                == true)
        withExtendedLifetime(form) {}
    }

    @Test("an unknown component names the type, the identifier, the line, and what is on screen")
    func unknownComponent() {
        test.add { Button(title: "OK", frame: Rect(x: 20, y: 20, width: 100, height: 40)) }
        test.add { Button(title: "Cancel", frame: Rect(x: 20, y: 80, width: 100, height: 40)) }
        let script = Script(lines: [
            .comment(" Sign in"), .blank, .command(c("Button OK Tap")), .blank, .comment(" then leave"), .blank,
            .command(c("Button Done Tap")), .command(c("Slider volume Slide 1")),
        ])
        let report = test.player().play(script)
        #expect(report.results.map(\.line) == [3, 7, 8])
        #expect(report.results[1].reason == #"no Button "Done" on screen (line 7); Buttons on screen: "OK", "Cancel""#)
        #expect(report.results[2].reason == #"no Slider "volume" on screen (line 8); no Sliders on screen"#)
    }

    @Test("a check that does not hold says what was found and what was expected")
    func checks() {
        let form = PlaybackForm(in: test)
        form.name.text = "Ann <3"
        #expect(reason(c("Label status Verify Done")) == #"Label "status" text is "Ready", expected "Done""#)
        #expect(
            reason(c("Label status VerifyNot Ready"))
                == #"Label "status" text is "Ready", expected anything but "Ready""#)
        #expect(
            reason(c("Slider volume VerifyRegex 0\\.[6-9]"))
                == #"Slider "volume" value is "0.5", expected a whole match of /0\.[6-9]/"#)
        #expect(reason(c("Slider volume Verify 1 colour")) == #"Slider "volume" has no property "colour""#)
        #expect(reason(c("View #1 Verify x")) == "Window has no default property; name one")
        #expect(test.perform(c("Slider volume Verify 0 minimum")).outcome == .passed)
        #expect(test.perform(c("TextField name VerifyRegex Ann.*")).outcome == .passed)
        #expect(test.perform(c("TextField name VerifyRegex Ann")).outcome == .failed)
    }

    @Test("Back on a bar with nothing to go back to fails, saying so")
    func backOnRoot() {
        let scene = PlaybackNavigation(in: test)
        #expect(
            reason(c("NavigationBar Settings Back"))
                == #"Back on NavigationBar: NavigationBar label "Settings" shows no back button: it is on its first screen"#
        )
        withExtendedLifetime(scene) {}
    }
}
