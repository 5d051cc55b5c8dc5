import Interpose

/// Delivering readings: the ticking on the clock, the hook, the delegate and shake detection.
extension Accelerometer {
    /// Delivers `acceleration` now, through ``didAccelerateHook``, stamped with the clock's
    /// time: the delegate gets it, then the shake detector, which may send a shake motion
    /// event to the application.
    ///
    /// The ticking calls this for each reading; call it to deliver one out of turn. A reading
    /// that is not finite is dropped: no advice, delegate or detector sees it.
    ///
    /// - Parameter acceleration: The reading.
    public func deliver(_ acceleration: Acceleration) {
        let reading = acceleration.at(clock.now)
        guard reading.isFinite else { return }
        Accelerometer.didAccelerateHook.call(self, reading) { accelerometer, reading in
            accelerometer.dispatch(reading)
        }
    }

    private func dispatch(_ reading: Acceleration) {
        lastAcceleration = reading
        delegate?.accelerometer(self, didAccelerate: reading)
        guard detectsShakes, let phase = shakeDetector.process(reading) else { return }
        application?.sendEvent(.motion(.motionShake, phase: phase, timestamp: reading.timestamp))
    }

    /// One tick: the next queued reading, or the source's, is delivered; then the ticking stops
    /// if nothing is left to do.
    private func tick() {
        let reading = queue.isEmpty ? source.reading(at: clock.now) : queue.removeFirst()
        if let reading { deliver(reading) }
        updateTicking()
    }

    /// Whether there is something to tick for: a delegate, queued readings, or a shake to end.
    private var needsTicking: Bool {
        delegate != nil || !queue.isEmpty || (detectsShakes && shakeDetector.isShaking)
    }

    /// Starts ticking when there is something to do, and stops when there is not.
    func updateTicking() {
        if needsTicking {
            guard !isActive else { return }
            ticker = clock.schedule(every: updateInterval) { [weak self] in self?.tick() }
        } else {
            ticker?.cancel()
            ticker = nil
        }
    }

    /// Stops and starts the ticking again, so a new interval takes effect from now.
    func restartTicking() {
        ticker?.cancel()
        ticker = nil
        updateTicking()
    }
}
