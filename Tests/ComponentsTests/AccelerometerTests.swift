import ComponentTestSupport
import Components
import Interpose
import Testing

@MainActor
@Suite struct AccelerometerTests {
    let test = TestApp()
    let listener = AccelerationListener()

    var accelerometer: Accelerometer { test.app.device.accelerometer }

    /// Constant gravity, with a jolt of 2 g along x at reading `spikeAt`.
    static func gravityWithSpike(count: Int = 60, spikeAt: Int = 30) -> [Acceleration] {
        (0..<count).map { index in
            Acceleration(x: index == spikeAt ? 2 : 0, y: -1, z: 0, timestamp: Double(index) * 0.02)
        }
    }

    @Test("readings reach the delegate on the virtual clock, one per update interval")
    func readingsOnTheClock() {
        accelerometer.updateInterval = 0.1
        accelerometer.delegate = listener
        #expect(listener.readings.isEmpty)
        test.app.clock.advance(by: 0.35)
        #expect(listener.readings.map(\.timestamp) == [0.1, 0.2, 0.3])
        #expect(listener.readings.allSatisfy { $0.x == 0 && $0.y == -1 && $0.z == 0 })
        accelerometer.updateInterval = 0.2
        test.app.clock.advance(by: 0.45)
        #expect(listener.readings.map(\.timestamp) == [0.1, 0.2, 0.3, 0.55, 0.75])
        #expect(accelerometer.lastAcceleration?.timestamp == 0.75)
    }

    @Test("queued readings come first, in order, then the source's")
    func queueThenSource() throws {
        accelerometer.delegate = listener
        accelerometer.source = SteadyAcceleration(Acceleration(x: 0, y: 0, z: -1))
        try accelerometer.enqueue([Acceleration(x: 1, y: 0, z: 0), Acceleration(x: 2, y: 0, z: 0)])
        test.app.clock.advance(by: 3 * accelerometer.updateInterval)
        #expect(listener.readings.map(\.x) == [1, 2, 0])
        #expect(listener.readings.last?.z == -1)
    }

    @Test("without a delegate the accelerometer ticks only while it has readings to deliver")
    func stopsWhenIdle() throws {
        #expect(!accelerometer.isActive)
        try test.input.feedAccelerometer([.gravity, .gravity])
        #expect(accelerometer.pendingReadingCount == 0)
        #expect(!accelerometer.isActive)
        #expect(test.app.clock.pendingCount == 0)
        accelerometer.delegate = listener
        #expect(accelerometer.isActive)
        accelerometer.delegate = nil
        #expect(!accelerometer.isActive)
    }

    @Test("advice on the didAccelerate hook sees every reading, fed or from the source")
    func didAccelerateHook() throws {
        let seen = Trail()
        try test.registry.on(Accelerometer.didAccelerateHook).onMainActor.before { _, reading in
            seen.note("\(reading)")
        }
        try test.input.feedAccelerometer([Acceleration(x: 0.5, y: -1, z: 0), .gravity])
        #expect(seen.all == ["(0.5, -1, 0) at 0.02", "(0, -1, 0) at 0.04"])
    }

    @Test("the delegate is set through its hook, held weakly, and a proxy is kept")
    func delegates() throws {
        var temporary: AccelerationListener? = AccelerationListener()
        accelerometer.delegate = temporary
        #expect(accelerometer.delegate != nil)
        temporary = nil
        #expect(accelerometer.delegate == nil)
        try test.registry.on(Accelerometer.setDelegateHook).onMainActor.rewriteArguments { _, delegate in
            delegate.map { AccelerationProxy(original: $0) }
        }
        accelerometer.delegate = listener
        let proxy = try #require(accelerometer.delegate as? AccelerationProxy)
        #expect(proxy.original === listener)
        try test.input.feedAccelerometer([.gravity])
        #expect(proxy.count == 1)
        #expect(listener.readings.count == 1)
    }

    @Test("the low-pass filter converges to gravity and smooths away a jolt")
    func lowPass() {
        var filter = LowPassFilter(filteringFactor: 0.1)
        let outputs = Self.gravityWithSpike().map { filter.filter($0) }
        #expect(abs(outputs[0].y + 0.1) < 1e-12)
        #expect(outputs[29].y < -0.9 && outputs[29].y > -1)
        #expect(abs(outputs[30].x - 0.2) < 1e-12)
        #expect(abs(filter.value.y + 1) < 0.01)
        #expect(abs(filter.value.x) < 0.01)
        #expect(filter.value.timestamp == outputs.last?.timestamp)
    }

    @Test("the high-pass filter shows the jolt and lets a steady pull decay to zero")
    func highPass() {
        var filter = HighPassFilter(filteringFactor: 0.1)
        let outputs = Self.gravityWithSpike().map { filter.filter($0) }
        #expect(abs(outputs[30].x - 1.8) < 1e-12)
        #expect(outputs[30].magnitude > 1.5)
        #expect(abs(outputs[40].x) < 0.1)
        #expect(abs(outputs[29].y) < 0.1)
        #expect(filter.value.magnitude < 0.01)
    }

    @Test("filters ignore readings that are not finite and clamp their factor")
    func filtersOnBadInput() {
        var low = LowPassFilter(filteringFactor: 0.5)
        _ = low.filter(.gravity)
        #expect(low.filter(Acceleration(x: .nan, y: 0, z: 0)) == low.value)
        #expect(low.value.y == -0.5)
        #expect(LowPassFilter(filteringFactor: 7).filteringFactor == 1)
        #expect(LowPassFilter(filteringFactor: -1).filteringFactor == 0)
        #expect(HighPassFilter(filteringFactor: .nan).filteringFactor == 0.1)
        var high = HighPassFilter()
        #expect(high.filter(Acceleration(x: .infinity, y: 0, z: 0)) == .zero)
    }

    @Test("seed 003: a shake fed to the accelerometer reaches the first responder as motion began and ended")
    func shakeBySamples() throws {
        let trail = Trail()
        let recorder = test.add("shaker") {
            TouchRecorder(trail: trail, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        }
        #expect(recorder.becomeFirstResponder())
        let events = Trail()
        try test.registry.on(Application.sendEventHook).onMainActor.before { _, event in events.note("\(event)") }
        try test.input.shakeDevice()
        #expect(
            trail.all == [
                "TouchRecorder \"shaker\" motion began motionShake",
                "TouchRecorder \"shaker\" motion ended motionShake",
            ])
        #expect(events.all.count == 2)
        #expect(events.all.first?.hasPrefix("Event(motion motionShake began") == true)
        #expect(!accelerometer.shakeDetector.isShaking)
        #expect(!accelerometer.isActive)
    }

    @Test("a shake reaches a view controller that is first responder, by samples and directly")
    func shakeToViewController() throws {
        let trail = Trail()
        let screen = test.make { Screen("Canvas", trail: trail) }
        screen.acceptsFirstResponder = true
        test.window.rootViewController = screen
        #expect(screen.becomeFirstResponder())
        trail.clear()
        try test.input.shakeDevice()
        test.input.shake()
        #expect(
            trail.all
                == Array(repeating: ["Canvas motionBegan motionShake", "Canvas motionEnded motionShake"], count: 2)
                .flatMap { $0 })
    }

    @Test("gentle motion, a single jolt, or turning detection off makes no shake")
    func noShake() throws {
        let events = Trail()
        try test.registry.on(Application.sendEventHook).onMainActor.before { _, event in events.note("\(event)") }
        let gentle = (0..<30).map { Acceleration(x: $0.isMultiple(of: 2) ? 0.4 : -0.4, y: -1, z: 0) }
        try test.input.feedAccelerometer(gentle)
        try test.input.feedAccelerometer([Acceleration(x: 3, y: -1, z: 0)] + Array(repeating: .gravity, count: 20))
        accelerometer.detectsShakes = false
        try test.input.shakeDevice()
        #expect(events.all.isEmpty)
    }

    @Test("bad input: update intervals are clamped, non-finite readings are refused or dropped")
    func badInput() throws {
        accelerometer.updateInterval = 0
        #expect(accelerometer.updateInterval == Accelerometer.minimumUpdateInterval)
        accelerometer.updateInterval = -5
        #expect(accelerometer.updateInterval == Accelerometer.minimumUpdateInterval)
        accelerometer.updateInterval = .nan
        #expect(accelerometer.updateInterval == Accelerometer.minimumUpdateInterval)
        accelerometer.updateInterval = .infinity
        #expect(accelerometer.updateInterval == Accelerometer.maximumUpdateInterval)
        #expect(throws: AccelerometerError.nonFiniteReading(index: 1)) {
            try accelerometer.enqueue([.gravity, Acceleration(x: .nan, y: 0, z: 0)])
        }
        #expect(accelerometer.pendingReadingCount == 0)
        let error = #expect(throws: SynthesisError.self) {
            try test.input.feedAccelerometer([Acceleration(x: 0, y: .infinity, z: 0)])
        }
        #expect(error?.description.contains("not finite") == true)
        #expect(throws: SynthesisError.self) { try test.input.shakeDevice(strength: .nan) }
        #expect(throws: SynthesisError.self) { try test.input.shakeDevice(strength: -1) }
        accelerometer.delegate = listener
        accelerometer.deliver(Acceleration(x: .nan, y: 0, z: 0))
        accelerometer.source = SteadyAcceleration(Acceleration(x: 0, y: .nan, z: 0))
        test.app.clock.advance(by: 3)
        #expect(listener.readings.isEmpty)
    }

    @Test("each application has its own accelerometer")
    func isolation() throws {
        let other = TestApp()
        other.app.device.accelerometer.delegate = listener
        try test.input.feedAccelerometer([.gravity, .gravity])
        #expect(listener.readings.isEmpty)
        #expect(other.app.device.accelerometer !== accelerometer)
    }
}
