import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// Think time, timeouts, retries and waits all run on the virtual clock; `%shouldfail`,
/// `%ignore` and stopping at a failure shape the outcomes.
@MainActor
@Suite struct PlayerTimingTests {
    let test = PluginTestApp()

    func button(_ identifier: String, at y: Double = 20) -> Button {
        test.add(identifier) { Button(title: identifier, frame: Rect(x: 20, y: y, width: 100, height: 40)) }
    }

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test("think time comes between commands: none before the first unless it asks, 500 ms by default, %thinktime wins")
    func thinkTime() {
        _ = button("ok")
        let tap = SynthesisTiming().tapDuration
        let report = test.play([
            c("Button ok Tap"), c("Button ok Tap"), c("Button ok Tap", modifiers: Modifiers(thinkTime: 1_250)),
        ])
        report.expectPassed()
        #expect(report.results.map(\.start).allSatisfy { $0 >= 0 })
        #expect(report.results[0].start == 0)
        #expect(report.results[1].start >= report.results[0].start + report.results[0].duration + 0.5)
        #expect(
            close(report.results[2].start - (report.results[1].start + report.results[1].duration), 1.25))
        #expect(close(report.results[0].duration, tap))
        let first = test.player().play(Script(commands: [c("Button ok Tap", modifiers: Modifiers(thinkTime: 300))]))
        #expect(close(first.results[0].start - report.summary.virtualTime, 0.3))
    }

    @Test("a component that never comes fails after the timeout, %timeout or the default 2 s, all of it virtual")
    func timeouts() {
        let start = test.app.clock.now
        let report = test.play([c("Button gone Tap"), c("Button gone Tap", modifiers: Modifiers(timeout: 5_000))])
        #expect(report.results.map(\.outcome) == [.failed, .failed])
        #expect(report.results.map(\.duration) == [2, 5])
        #expect(close(test.app.clock.now - start, 7.5))
        let fast = test.play([c("Button gone Tap")], options: PlaybackOptions(timeout: 250))
        #expect(fast.results[0].duration == 0.25)
    }

    @Test("the player looks again every %retrydelay, 100 ms by default")
    func retryDelay() {
        let late = button("late")
        late.isHidden = true
        test.app.clock.schedule(after: 0.25) { late.isHidden = false }
        #expect(test.perform(c("Button late Verify late title")).duration == 0.3)
        late.isHidden = true
        let start = test.app.clock.now
        test.app.clock.schedule(after: 0.25) { late.isHidden = false }
        let slow = test.perform(c("Button late Verify late title", modifiers: Modifiers(retryDelay: 1_000)))
        #expect(close(slow.start, start) && slow.duration == 1)
    }

    @Test("WaitFor waits for a component to come, WaitForNot for it to go, for the seconds given or the timeout")
    func waits() {
        let toast = button("toast")
        toast.isHidden = true
        test.app.clock.schedule(after: 2.5) { toast.isHidden = false }
        test.app.clock.schedule(after: 4) { toast.removeFromSuperview() }
        let came = test.perform(c("Button toast WaitFor 3"))
        came.expectOutcome(.passed)
        #expect(close(came.duration, 2.5))
        let stayed = test.perform(c("Button toast WaitForNot 1"))
        #expect(stayed.reason == #"Button "toast" was still on screen after 1 s"#)
        let went = test.perform(c("Button toast WaitForNot"))
        went.expectOutcome(.passed)
        #expect(close(test.app.clock.now, 4))
        let never = test.perform(c("Button toast WaitFor", modifiers: Modifiers(timeout: 1_500)))
        #expect(never.reason == #"Button "toast" did not appear within 1.5 s (line 1); no Buttons on screen"#)
        #expect(never.duration == 1.5)
    }

    @Test("Verify waits for the value until the timeout, as MonkeyTalk's verifies do")
    func verifyWaits() {
        let status = test.add("status") { Label(text: "Saving", frame: Rect(x: 0, y: 0, width: 200, height: 30)) }
        test.app.clock.schedule(after: 0.5) { status.text = "Saved" }
        let result = test.perform(c("Label status Verify Saved"))
        result.expectOutcome(.passed)
        #expect(close(result.duration, 0.5))
    }

    @Test("%shouldfail=true passes a command that fails and fails one that passes; %ignore=true skips")
    func modifiers() {
        let ok = button("ok")
        var taps = 0
        ok.addTarget(ok, action: "count", for: .touchUpInside) { _, _, _ in taps += 1 }
        let report = test.play([
            c("Button ok Verify Cancel", modifiers: Modifiers(shouldFail: true)),
            c("Button ok Verify ok", modifiers: Modifiers(shouldFail: true)),
            c("Button ok Tap", modifiers: Modifiers(ignore: true)),
            c("Button ok Tap"),
        ])
        #expect(report.results.map(\.outcome) == [.expectedFailure, .failed, .skipped, .passed])
        #expect(report.results[0].reason == #"Button "ok" title is "ok", expected "Cancel""#)
        #expect(report.results[1].reason == "expected to fail (%shouldfail=true), but it passed")
        #expect(report.results[2].reason == "ignored (%ignore=true)")
        #expect(taps == 1)
        #expect(report.exitCode == 1)
    }

    @Test("after a failure playback goes on, unless stopOnFailure is set: then the rest are not run")
    func stopOnFailure() {
        let ok = button("ok")
        var taps = 0
        ok.addTarget(ok, action: "count", for: .touchUpInside) { _, _, _ in taps += 1 }
        let commands = [c("Button ok Tap"), c("Button gone Tap"), c("Button ok Tap"), c("Button ok Tap")]
        let going = test.play(commands)
        #expect(going.results.map(\.outcome) == [.passed, .failed, .passed, .passed])
        #expect(taps == 3)
        let stopping = test.play(commands, options: PlaybackOptions(stopOnFailure: true))
        #expect(stopping.results.map(\.outcome) == [.passed, .failed, .notRun, .notRun])
        #expect(stopping.results[2].reason == "playback stopped at the failure on line 2")
        #expect(taps == 4)
    }

    @Test("a CommandPlayed event per command goes on the bus, from the application, in order")
    func events() {
        _ = button("ok")
        let played = test.collect(CommandPlayed.self)
        let report = test.play([
            c("Button ok Tap"), c("Button gone Tap", modifiers: Modifiers(timeout: 0)),
            c("Button ok Tap", modifiers: Modifiers(ignore: true)),
        ])
        #expect(played.events.map(\.result) == report.results)
        #expect(played.events.map(\.index) == [0, 1, 2])
        #expect(played.events.allSatisfy { $0.count == 3 })
    }
}
