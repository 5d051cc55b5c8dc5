import Interpose

/// The device an application runs on: which way up it is held, which way up the interface is
/// drawn, and its accelerometer.
///
/// Each ``Application`` has one, as ``Application/device``, so tests running side by side never
/// share a device. Turning it goes through ``rotateHook``:
///
/// ```
///   device.rotate(to: .landscapeLeft)
///     │  Device.rotateHook   ◀── recorders see the rotation here
///     ▼
///   the device's orientation changes, then every visible view controller is asked
///   shouldAutorotate(to: .landscapeRight); if all agree:
///     willRotate(to:duration:) ─▶ interface turns, windows swap width and height, views resize
///     ─▶ willAnimateRotation(to:duration:) ─▶ (duration on the clock) ─▶ didRotate(from:)
/// ```
///
/// ```swift
/// app.device.rotate(to: .landscapeLeft, animated: false)
/// app.device.interfaceOrientation   // .landscapeRight, if the visible controllers allow it
/// ```
@MainActor
public final class Device: MainActorInterceptable {
    /// The hook every turn of the device goes through: the new orientation and whether the
    /// interface animates; the result says whether the interface turned.
    nonisolated public static let rotateHook =
        Hook<Device, (orientation: DeviceOrientation, animated: Bool), Bool>("Device.rotate")

    /// The registry whose advice applies to the device and its accelerometer: the
    /// application's.
    nonisolated public let aspectRegistry: AspectRegistry
    /// The application running on the device.
    public private(set) weak var application: Application?
    /// Which way up the device is held.
    public internal(set) var orientation: DeviceOrientation = .portrait
    /// Which way up the interface is drawn: it follows ``orientation`` when the visible view
    /// controllers allow.
    public internal(set) var interfaceOrientation: InterfaceOrientation = .portrait
    /// How long an animated rotation takes, in seconds on the virtual clock: 0.3 by default.
    /// A negative value counts as 0 and one that is not a number leaves the duration as it was.
    public var rotationDuration = 0.3 {
        didSet { rotationDuration = rotationDuration.isNaN ? oldValue : Swift.max(rotationDuration, 0) }
    }
    /// The accelerometer: its readings, and the shakes detected in them.
    public let accelerometer: Accelerometer
    /// The animated rotation under way, if any.
    var rotation: Rotation?

    /// Creates the device of `application`; ``Application/device`` makes it.
    init(application: Application) {
        self.application = application
        self.aspectRegistry = application.aspectRegistry
        self.accelerometer = Accelerometer(clock: application.clock, aspectRegistry: application.aspectRegistry)
        accelerometer.application = application
    }

    deinit {
        aspectRegistry.removeAdvice(scopedTo: ObjectIdentifier(self))
    }

    /// Whether an animated rotation is under way: ``ViewController/didRotate(from:)`` has yet to
    /// be called.
    public var isRotating: Bool { rotation != nil }

    /// Turns the device to `orientation`, through ``rotateHook``, and the interface with it if
    /// every visible view controller allows.
    ///
    /// The interface turns to ``DeviceOrientation/interfaceOrientation`` of the new orientation
    /// when every controller in ``Application/visibleViewControllers`` answers `true` to
    /// ``ViewController/shouldAutorotate(to:)``. Otherwise it stays as it is: a controller that
    /// accepts only landscape keeps the interface in landscape while the device turns upright.
    /// With no visible controller, nothing manages the interface and it does not turn.
    ///
    /// An animated rotation ends after ``rotationDuration`` on the clock with
    /// ``ViewController/didRotate(from:)``; one that is not animated ends before this returns. A
    /// rotation still under way is finished first.
    ///
    /// - Parameters:
    ///   - orientation: How the device is now held.
    ///   - animated: Whether the interface animates its turn.
    /// - Returns: Whether the interface turned.
    @discardableResult
    public func rotate(to orientation: DeviceOrientation, animated: Bool = true) -> Bool {
        Device.rotateHook.call(self, (orientation, animated)) { device, arguments in
            device.performRotation(to: arguments.orientation, animated: arguments.animated)
        }
    }

    /// The body of ``rotate(to:animated:)``, behind its hook.
    private func performRotation(to orientation: DeviceOrientation, animated: Bool) -> Bool {
        self.orientation = orientation
        return autorotate(to: orientation.interfaceOrientation, animated: animated)
    }
}
