/// The orientation a controller's interface is in.
extension ViewController {
    /// The orientation of the interface the controller is shown in: its application's
    /// ``Device/interfaceOrientation``, or portrait while the controller's view is in no
    /// application's window.
    public var interfaceOrientation: InterfaceOrientation {
        application?.device.interfaceOrientation ?? .portrait
    }

    /// Whether every controller in `controllers` lets the interface turn to `orientation`.
    static func allAllow(_ orientation: InterfaceOrientation, _ controllers: [ViewController]) -> Bool {
        controllers.allSatisfy { $0.shouldAutorotate(to: orientation) }
    }
}
