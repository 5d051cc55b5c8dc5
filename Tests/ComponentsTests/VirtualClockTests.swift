import Components
import Testing

@MainActor
@Suite struct VirtualClockTests {
    let clock = VirtualClock()
    let trail = Trail()

    @Test("work runs in time order, ties in the order scheduled, and only when time is advanced")
    func ordering() {
        clock.schedule(after: 0.3) { self.trail.note("c@\(self.clock.now)") }
        clock.schedule(after: 0.1) { self.trail.note("a@\(self.clock.now)") }
        clock.schedule(after: 0.2) { self.trail.note("b1@\(self.clock.now)") }
        clock.schedule(after: 0.2) { self.trail.note("b2@\(self.clock.now)") }
        #expect(trail.all.isEmpty)
        clock.advance(by: 0.25)
        #expect(trail.all == ["a@0.1", "b1@0.2", "b2@0.2"])
        #expect(clock.now == 0.25)
        clock.advance(by: 1)
        #expect(trail.all.last == "c@0.3")
    }

    @Test("time is kept exactly: ten advances of a tenth make one second")
    func exactTime() {
        clock.schedule(after: 1) { self.trail.note("one second") }
        for _ in 0..<10 { clock.advance(by: 0.1) }
        #expect(trail.all == ["one second"])
        #expect(clock.now == 1)
        clock.advance(by: .milliseconds(250))
        #expect(clock.elapsed == .milliseconds(1250))
    }

    @Test("cancelled work never runs")
    func cancelling() {
        let token = clock.schedule(after: 1) { self.trail.note("ran") }
        #expect(token.isPending)
        token.cancel()
        clock.advance(by: 2)
        #expect(trail.all.isEmpty)
        #expect(!token.isPending && token.isCancelled)
    }

    @Test("repeating work runs once per interval until cancelled")
    func repeating() {
        var token: ClockToken?
        token = clock.schedule(every: 0.5) {
            self.trail.note("tick@\(self.clock.now)")
            if self.clock.now >= 1.5 { token?.cancel() }
        }
        clock.advance(by: 10)
        #expect(trail.all == ["tick@0.5", "tick@1.0", "tick@1.5"])
    }

    @Test("work scheduled while work runs falls due in the same advance if its time comes")
    func nestedScheduling() {
        clock.schedule(after: 0.1) {
            self.trail.note("outer")
            self.clock.schedule(after: 0.1) { self.trail.note("inner@\(self.clock.now)") }
            self.clock.schedule(after: 0) { self.trail.note("now@\(self.clock.now)") }
        }
        clock.advance(by: 0.2)
        #expect(trail.all == ["outer", "now@0.1", "inner@0.2"])
    }

    @Test("running until idle moves time to each piece of work and stops at the limit")
    func runUntilIdle() {
        clock.schedule(after: 3) { self.trail.note("late") }
        clock.schedule(after: 1) { self.trail.note("early") }
        #expect(clock.nextDueTime == 1)
        #expect(clock.runUntilIdle() == 2)
        #expect(trail.all == ["early", "late"])
        #expect(clock.now == 3)
        clock.schedule(every: 1) {}
        #expect(clock.runUntilIdle(limit: 5) == 5)
        #expect(clock.now == 8)
    }

    @Test("nonsense times are harmless: negative or NaN advances and delays")
    func badInput() {
        clock.schedule(after: -5) { self.trail.note("immediate") }
        clock.advance(by: -1)
        clock.advance(by: .nan)
        #expect(trail.all == ["immediate"])
        #expect(clock.now == 0)
    }
}
