/// Turning and shaking the device, and streams of accelerometer readings.
extension InputSynthesizer {
    /// The application's device.
    var device: Device { application.device }

    /// Turns the device to `orientation`, as a user would, and lets the interface finish
    /// turning: the clock advances by the rotation's duration when the interface turns.
    ///
    /// The rotation goes through ``Device/rotateHook``; the visible view controllers decide
    /// whether the interface follows (see ``Device/rotate(to:animated:)``).
    ///
    /// ```swift
    /// input.rotateDevice(to: .landscapeLeft)
    /// app.device.interfaceOrientation   // .landscapeRight, if the screen allows it
    /// ```
    ///
    /// - Parameter orientation: How the device is now held.
    /// - Returns: Whether the interface turned.
    @discardableResult
    public func rotateDevice(to orientation: DeviceOrientation) -> Bool {
        let turned = device.rotate(to: orientation, animated: true)
        if device.isRotating { clock.advance(by: device.rotationDuration) }
        return turned
    }

    /// Feeds `readings` to the accelerometer and lets the clock run until each has been
    /// delivered, one per update interval, through ``Accelerometer/didAccelerateHook``.
    ///
    /// ```swift
    /// try input.feedAccelerometer(Array(repeating: .gravity, count: 50))   // a second at rest
    /// ```
    ///
    /// - Parameter readings: The readings, in order; their timestamps become the delivery times.
    /// - Throws: ``SynthesisError/invalidGesture(_:)`` when a reading is not finite; then none is
    ///   fed.
    public func feedAccelerometer(_ readings: [Acceleration]) throws(SynthesisError) {
        let accelerometer = device.accelerometer
        do {
            try accelerometer.enqueue(readings)
        } catch {
            throw .invalidGesture(error.description)
        }
        clock.advance(by: Double(accelerometer.pendingReadingCount) * accelerometer.updateInterval)
    }

    /// Shakes the device as a hand would: the accelerometer reads strong moves left and right,
    /// over the timing's shake duration, and then rest. The shake detector turns them into a
    /// shake motion event, began and then ended, to the first responder.
    ///
    /// Unlike ``shake()``, which sends the motion events directly, this goes through the
    /// accelerometer, its hooks and its detector, so it also shows what an accelerometer
    /// delegate would see. The clock advances until the shake has ended.
    ///
    /// - Parameter strength: How hard each move is, in g, along the x axis: 2.5 by default,
    ///   well above the detector's default threshold.
    /// - Throws: ``SynthesisError/invalidGesture(_:)`` when `strength` is not a positive
    ///   number.
    public func shakeDevice(strength: Double = 2.5) throws(SynthesisError) {
        guard strength > 0, strength.isFinite else {
            throw .invalidGesture("a shake's strength must be a positive number")
        }
        let accelerometer = device.accelerometer
        let detector = accelerometer.shakeDetector
        let moves = Swift.max(Int(timing.shakeDuration / accelerometer.updateInterval), detector.reversalsRequired + 2)
        let readings = (0..<moves).map { index in
            Acceleration(x: index.isMultiple(of: 2) ? strength : -strength, y: -1, z: 0)
        }
        try feedAccelerometer(readings + [.gravity])
        let quiet = detector.quietPeriod.isFinite ? Swift.max(detector.quietPeriod, 0) : 0.25
        clock.advance(by: quiet + accelerometer.updateInterval)
    }
}
