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
            lines.append(screen.isViewLoaded ? screen.view.treeDescription : "  not loaded")
        }
        return lines.joined(separator: "\n")
    }
}
