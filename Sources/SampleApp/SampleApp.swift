import Components
import Interpose

/// The sample application the demo records and replays, shaped like MonkeyTalk's demo app:
/// tabs titled `login`, `forms`, `hierarchy`, `List` and `settings`, starting on `login`.
///
/// ```
///   ┌ window 320×529 ────────────────────────────────┐
///   │ the selected tab: 320×480, as an iPhone screen  │
///   ├─────────────────────────────────────────────────┤
///   │ [login] [forms] [hierarchy] [List] [settings]   │   TabBar "tabs"
///   └─────────────────────────────────────────────────┘
/// ```
///
/// - `login`: `username` and `password` fields and a `LOGIN` button; then a `welcome` label
///   ("Welcome, fred!") and a `LOGOUT` button that brings the form back.
/// - `forms`: a picker of elements (`element`), a switch (`checkbox`), a segmented control of
///   A, B and C (`letters`).
/// - `hierarchy`: a navigation controller over a table of elements (`elements`); a row pushes
///   a screen about the element.
/// - `List`: a table of fifty countries, alphabetical (`countries`).
/// - `settings`: a navigation controller over a settings table (`settings`) whose first rows
///   push a profile form, a sketch canvas and a zoomable photo.
///
/// ```swift
/// let sample = SampleApp(registry: AspectRegistry())
/// try sample.input.tap(sample.tabBar.button(titled: "settings")!)
/// try sample.input.tapRow(at: IndexPath(row: 0, section: 0), in: sample.settings)   // Profile
/// ```
///
/// The window is as much taller than a 320×480 screen as the tab bar is tall, so each tab
/// shows a whole 320×480 screen, and the settings tab lays out exactly as it did when it was
/// the whole app. Every component carries an accessibility identifier, so scripts name them
/// by it. The screens stay alive for the app's lifetime, so ``stateDescription`` can compare two
/// apps' every screen, visible or not.
@MainActor
public final class SampleApp {
    /// The tabs' titles, left to right, as MonkeyTalk's scripts write them.
    public static let tabTitles = ["login", "forms", "hierarchy", "List", "settings"]
    /// The registry every component of the app uses.
    public let registry: AspectRegistry
    /// The application.
    public let application: Application
    /// Its only window.
    public let window: Window
    /// The tab bar controller at the root of the window.
    public let tabs: TabBarController
    /// The settings tab's navigation controller.
    public let navigation: NavigationController
    /// A synthesizer over the application.
    public let input: InputSynthesizer
    let login: LoginScreen
    let forms: FormsScreen
    let hierarchy: NavigationController
    let elements: ElementsScreen
    let element: ElementScreen
    let countries: CountriesScreen
    let settingsScreen: SettingsScreen
    let profile: ProfileScreen
    let sketch: SketchScreen
    let photo: PhotoScreen

    /// The size of the app's window: a phone's screen, with the tab bar at its foot.
    public nonisolated static let windowSize = Size(width: 320, height: 480 + TabBar.height)

    /// Builds the app, every component on `registry`, with the login tab showing.
    ///
    /// - Parameter registry: The registry the app's components use: install plugins on it.
    public init(registry: AspectRegistry) {
        self.registry = registry
        let frame = Rect(origin: Point(x: 0, y: 0), size: Self.windowSize)
        (application, window) = AspectRegistry.$current.withValue(registry) { (Application(), Window(frame: frame)) }
        (login, forms, countries) = AspectRegistry.$current.withValue(registry) {
            (LoginScreen(), FormsScreen(), CountriesScreen())
        }
        (element, profile, sketch, photo) = AspectRegistry.$current.withValue(registry) {
            (ElementScreen(), ProfileScreen(), SketchScreen(), PhotoScreen())
        }
        (elements, settingsScreen) = AspectRegistry.$current.withValue(registry) {
            [element, profile, sketch, photo] in
            (ElementsScreen(detail: element), SettingsScreen(destinations: [profile, sketch, photo]))
        }
        (hierarchy, navigation) = AspectRegistry.$current.withValue(registry) { [elements, settingsScreen] in
            (
                NavigationController(rootViewController: elements),
                NavigationController(rootViewController: settingsScreen)
            )
        }
        hierarchy.title = "hierarchy"
        navigation.title = "settings"
        tabs = AspectRegistry.$current.withValue(registry) { [login, forms, hierarchy, countries, navigation] in
            TabBarController(viewControllers: [login, forms, hierarchy, countries, navigation])
        }
        tabs.tabBar.accessibilityIdentifier = "tabs"
        application.addWindow(window)
        window.rootViewController = tabs
        input = InputSynthesizer(application: application)
    }

    /// The tab bar: a button per tab.
    public var tabBar: TabBar { tabs.tabBar }

    /// The settings table.
    public var settings: TableView { settingsScreen.table }

    /// The title of the screen showing: the selected tab's, or, for a tab that is a navigation
    /// controller, its top screen's.
    public var visibleTitle: String? {
        let selected = tabs.selectedViewController
        return (selected as? NavigationController)?.topViewController?.title ?? selected?.title
    }

    /// Every observable state of the app, one line per component: the device and the tab
    /// shown, then each screen's components (frames and states) whether or not it shows.
    public var stateDescription: String {
        let tab = tabBar.selectedTitle ?? "-"
        var lines = ["Device orientation=\(application.device.orientation) tab=\(tab) visible=\(visibleTitle ?? "-")"]
        let screens: [ViewController] = [
            login, forms, elements, element, countries, settingsScreen, profile, sketch, photo,
        ]
        for screen in screens {
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
