import Components
import Interpose

/// A view controller that writes down every callback it gets, named by its title, and accepts
/// the orientations it is given.
@MainActor
final class Screen: ViewController {
    let trail: Trail
    var orientations: InterfaceOrientationMask
    var acceptsFirstResponder = false

    init(_ title: String, trail: Trail, orientations: InterfaceOrientationMask = .portrait) {
        self.trail = trail
        self.orientations = orientations
        super.init(title: title)
    }

    private var name: String { title ?? "?" }

    override func viewDidLoad() {
        trail.note("\(name) viewDidLoad")
        let content = Button(title: "Go", frame: Rect(x: 20, y: 20, width: 100, height: 44))
        content.accessibilityIdentifier = "\(name).go"
        view.addSubview(content)
    }

    override func viewWillAppear(_ animated: Bool) { trail.note("\(name) viewWillAppear \(animated)") }
    override func viewDidAppear(_ animated: Bool) { trail.note("\(name) viewDidAppear \(animated)") }
    override func viewWillDisappear(_ animated: Bool) { trail.note("\(name) viewWillDisappear \(animated)") }
    override func viewDidDisappear(_ animated: Bool) { trail.note("\(name) viewDidDisappear \(animated)") }

    override var supportedInterfaceOrientations: InterfaceOrientationMask { orientations }

    override func willRotate(to orientation: InterfaceOrientation, duration: Double) {
        trail.note("\(name) willRotate to \(orientation) in \(duration) from \(interfaceOrientation)")
    }

    override func willAnimateRotation(to orientation: InterfaceOrientation, duration: Double) {
        trail.note("\(name) willAnimateRotation to \(orientation) size \(view.bounds.size)")
    }

    override func didRotate(from orientation: InterfaceOrientation) {
        trail.note("\(name) didRotate from \(orientation) to \(interfaceOrientation)")
    }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    override func motionBegan(_ motion: EventSubtype, with event: Event) {
        trail.note("\(name) motionBegan \(motion)")
    }

    override func motionEnded(_ motion: EventSubtype, with event: Event) {
        trail.note("\(name) motionEnded \(motion)")
    }
}

/// A view controller whose only rule is seed 003's: landscape only, through
/// `shouldAutorotate(to:)`.
@MainActor
final class LandscapeScreen: ViewController {
    let trail: Trail

    init(trail: Trail) {
        self.trail = trail
        super.init(title: "Landscape")
    }

    override func shouldAutorotate(to orientation: InterfaceOrientation) -> Bool {
        orientation.isLandscape
    }

    override func willRotate(to orientation: InterfaceOrientation, duration: Double) {
        trail.note("willRotate to \(orientation)")
    }

    override func didRotate(from orientation: InterfaceOrientation) {
        trail.note("didRotate from \(orientation)")
    }
}
