import Interpose

/// The device's accelerometer: readings delivered to a delegate at an update interval on the
/// virtual clock, and shakes found in them turned into shake motion events.
///
/// Each application has its own, as `app.device.accelerometer`, so parallel tests never share
/// one. Readings come from the queue filled by ``enqueue(_:)`` (or
/// ``InputSynthesizer/feedAccelerometer(_:)``) and, when it is empty, from ``source`` (a still,
/// upright device by default). One is delivered per ``updateInterval``:
///
/// ```
///   clock tick ─▶ queued reading, or source.reading(at: now)
///     │  Accelerometer.didAccelerateHook   ◀── recorders see every reading here
///     ▼
///   delegate.accelerometer(_:didAccelerate:)
///   shakeDetector.process(_:) ─▶ began/ended ─▶ Application.sendEvent(.motion(.motionShake, …))
/// ```
///
/// The accelerometer ticks only while it has something to do: a delegate to feed, queued
/// readings, or a shake to finish. With a delegate it ticks for ever, as a real one does, so
/// ``VirtualClock/runUntilIdle(limit:)`` runs until its limit; set the delegate to `nil` to
/// stop it.
///
/// ```swift
/// let accelerometer = app.device.accelerometer
/// accelerometer.updateInterval = 1.0 / 50
/// accelerometer.delegate = level
/// app.clock.advance(by: 1)   // 50 readings
/// ```
@MainActor
public final class Accelerometer: MainActorInterceptable {
    /// The hook every change of delegate goes through: around advice can replace the delegate,
    /// for example with a forwarding ``DelegateProxy``, by proceeding with another argument.
    nonisolated public static let setDelegateHook =
        Hook<Accelerometer, (any AccelerometerDelegate)?, Void>("Accelerometer.setDelegate")

    /// The hook every delivered reading goes through, before the delegate and the shake
    /// detector get it.
    ///
    /// ```swift
    /// try registry.on(Accelerometer.didAccelerateHook).onMainActor.before { _, reading in
    ///     readings.append(reading)
    /// }
    /// ```
    nonisolated public static let didAccelerateHook =
        Hook<Accelerometer, Acceleration, Void>("Accelerometer.didAccelerate")

    /// The shortest update interval: 100 readings a second.
    nonisolated public static let minimumUpdateInterval = 0.01
    /// The longest update interval: one reading a second.
    nonisolated public static let maximumUpdateInterval = 1.0

    /// The registry whose advice applies to the accelerometer.
    nonisolated public let aspectRegistry: AspectRegistry
    /// The clock the readings are delivered on.
    public let clock: VirtualClock
    /// The application shake motion events are sent to.
    weak var application: Application?
    /// The time between readings, in seconds: 1/50 by default.
    ///
    /// Values are clamped to ``minimumUpdateInterval``...``maximumUpdateInterval`` (so 0 or a
    /// negative interval means the fastest rate); one that is not a number leaves the interval
    /// as it was. A change restarts the ticking, the next reading one new interval from now.
    public var updateInterval = 0.02 {
        didSet {
            updateInterval = Self.clampedInterval(updateInterval, else: oldValue)
            if updateInterval != oldValue { restartTicking() }
        }
    }
    /// Where readings come from when none are queued: a device held upright and still by
    /// default.
    public var source: any AccelerationSource = SteadyAcceleration()
    /// The shake detector every delivered reading goes through; adjust its settings here.
    public var shakeDetector = ShakeDetector()
    /// Whether shakes found in the readings become shake motion events. `true` by default.
    public var detectsShakes = true
    /// The latest reading delivered, if any.
    public internal(set) var lastAcceleration: Acceleration?
    /// Readings waiting to be delivered, oldest first.
    var queue: [Acceleration] = []
    /// The repeating clock work that delivers readings, while there is something to do.
    var ticker: ClockToken?
    private weak var weakDelegate: (any AccelerometerDelegate)?
    private var retainedProxy: (any AccelerometerDelegate)?

    /// Creates an accelerometer that delivers readings on `clock`.
    ///
    /// An application's device makes its own; one created alone delivers readings to its
    /// delegate and detects shakes, but has no application to send shake events to.
    ///
    /// - Parameters:
    ///   - clock: The clock readings are delivered on.
    ///   - aspectRegistry: The registry whose advice applies to it.
    public init(clock: VirtualClock, aspectRegistry: AspectRegistry = .current) {
        self.clock = clock
        self.aspectRegistry = aspectRegistry
        ComponentHooks.declared
    }

    deinit {
        aspectRegistry.removeAdvice(scopedTo: ObjectIdentifier(self))
    }

    /// The delegate; setting it goes through ``setDelegate(_:)``.
    public var delegate: (any AccelerometerDelegate)? {
        get { weakDelegate }
        set { setDelegate(newValue) }
    }

    /// Sets the delegate, through ``setDelegateHook``, and starts or stops the ticking. A
    /// ``DelegateProxy`` is kept; any other delegate is held weakly.
    public func setDelegate(_ delegate: (any AccelerometerDelegate)?) {
        Accelerometer.setDelegateHook.call(self, delegate) { accelerometer, delegate in
            accelerometer.weakDelegate = delegate
            accelerometer.retainedProxy = delegate is any DelegateProxy ? delegate : nil
            accelerometer.updateTicking()
        }
    }

    /// Queues `readings` to be delivered one per ``updateInterval``, before anything from
    /// ``source``, and starts the ticking if need be. Their timestamps are replaced by the
    /// times they are delivered.
    ///
    /// ```swift
    /// try accelerometer.enqueue([Acceleration(x: 2, y: -1, z: 0), Acceleration(x: -2, y: -1, z: 0)])
    /// app.clock.advance(by: 2 * accelerometer.updateInterval)
    /// ```
    ///
    /// - Parameter readings: The readings, in order.
    /// - Throws: ``AccelerometerError/nonFiniteReading(index:)`` when a reading is not finite;
    ///   then none is queued.
    public func enqueue(_ readings: [Acceleration]) throws(AccelerometerError) {
        if let index = readings.firstIndex(where: { !$0.isFinite }) { throw .nonFiniteReading(index: index) }
        queue += readings
        updateTicking()
    }

    /// How many queued readings are still to be delivered.
    public var pendingReadingCount: Int { queue.count }

    /// Whether the accelerometer is ticking: delivering a reading every update interval.
    public var isActive: Bool { ticker?.isPending ?? false }

    static func clampedInterval(_ interval: Double, else fallback: Double) -> Double {
        guard !interval.isNaN else { return fallback }
        return Swift.min(Swift.max(interval, minimumUpdateInterval), maximumUpdateInterval)
    }
}
