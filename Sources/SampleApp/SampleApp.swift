import Components
import Interpose

/// The sample application the demo records and replays: a navigation controller over a
/// settings table, a profile form, a sketch canvas and a zoomable photo.
///
/// ```swift
/// let sample = SampleApp(registry: AspectRegistry())
/// try sample.input.tapRow(at: IndexPath(row: 0, section: 0), in: sample.settings)   // Profile
/// ```
///
/// Every component carries an accessibility identifier, so scripts name them by it. The
/// screens stay alive for the app's lifetime, so ``stateDescription`` can compare two apps'
/// every screen, visible or not.
@MainActor
public final class SampleApp {
    /// The registry every component of the app uses.
    public let registry: AspectRegistry
    /// The application.
    public let application: Application
    /// Its only window.
    public let window: Window
    /// The navigation controller at the root of the window.
    public let navigation: NavigationController
    /// A synthesizer over the application.
    public let input: InputSynthesizer
    let settingsScreen: SettingsScreen
    let profile: ProfileScreen
    let sketch: SketchScreen
    let photo: PhotoScreen

    /// Builds the app, every component on `registry`, with the settings screen showing.
    ///
    /// - Parameter registry: The registry the app's components use: install plugins on it.
    public init(registry: AspectRegistry) {
        self.registry = registry
        let (application, window, profile, sketch, photo) = AspectRegistry.$current.withValue(registry) {
            (Application(), Window(), ProfileScreen(), SketchScreen(), PhotoScreen())
        }
        let settingsScreen = AspectRegistry.$current.withValue(registry) {
            SettingsScreen(destinations: [profile, sketch, photo])
        }
        navigation = AspectRegistry.$current.withValue(registry) {
            NavigationController(rootViewController: settingsScreen)
        }
        (self.application, self.window, self.profile, self.sketch, self.photo) = (
            application, window, profile, sketch, photo
        )
        self.settingsScreen = settingsScreen
        application.addWindow(window)
        window.rootViewController = navigation
        input = InputSynthesizer(application: application)
    }

    /// The settings table.
    public var settings: TableView { settingsScreen.table }

    /// The title of the screen showing.
    public var visibleTitle: String? { navigation.topViewController?.title }

    /// Every observable state of the app, one line per component: the device, then each
    /// screen's components (frames and states) whether or not it shows.
    public var stateDescription: String {
        var lines = ["Device orientation=\(application.device.orientation) visible=\(visibleTitle ?? "-")"]
        for screen in [settingsScreen, profile, sketch, photo] as [ViewController] {
            lines.append("\(screen.title ?? "?"):")
            if screen.isViewLoaded {
                Self.describe(screen.view, depth: 1, into: &lines)
            } else {
                lines.append("  not loaded")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `view` and its subviews, one line each; siblings in screen order (top to bottom, then left
    /// to right), so cells a table reused in another order read the same.
    private static func describe(_ view: View, depth: Int, into lines: inout [String]) {
        lines.append(String(repeating: "  ", count: depth) + view.summary)
        let ordered = view.subviews.enumerated().sorted { a, b in
            let (p, q) = (a.element.frame.origin, b.element.frame.origin)
            return (p.y, p.x, a.offset) < (q.y, q.x, b.offset)
        }
        for (_, subview) in ordered { describe(subview, depth: depth + 1, into: &lines) }
    }

    /// The first line where two apps' states differ, as `line N: … ≠ …`, or `nil` when they
    /// match. Numbers match when they are within `tolerance` of each other: scripts keep
    /// hundredths, so a replay lands within a few of them (more where a zoom magnified them).
    public static func firstDifference(_ a: String, _ b: String, tolerance: Double = 0.05) -> String? {
        let (left, right) = (a.split(separator: "\n"), b.split(separator: "\n"))
        for index in 0..<Swift.max(left.count, right.count) {
            let x = index < left.count ? String(left[index]) : "(nothing)"
            let y = index < right.count ? String(right[index]) : "(nothing)"
            if !linesMatch(x, y, tolerance: tolerance) { return "line \(index + 1): \(x)  ≠  \(y)" }
        }
        return nil
    }

    /// Whether two lines read the same once their numbers are compared within `tolerance`.
    static func linesMatch(_ x: String, _ y: String, tolerance: Double) -> Bool {
        let pattern = /-?[0-9]+(\.[0-9]+)?(e-?[0-9]+)?/
        let (xNumbers, yNumbers) = (x.matches(of: pattern), y.matches(of: pattern))
        guard x.replacing(pattern, with: "#") == y.replacing(pattern, with: "#"), xNumbers.count == yNumbers.count
        else {
            return false
        }
        return zip(xNumbers, yNumbers).allSatisfy { a, b in
            guard let p = Double(a.output.0), let q = Double(b.output.0) else { return a.output.0 == b.output.0 }
            return Swift.abs(p - q) <= tolerance
        }
    }
}
