import ComponentTestSupport
import Components
import Interpose
import Plugins

/// A form with a camera installed beside a recorder or a player, for the camera's and the
/// page's tests.
@MainActor
struct CameraScene {
    let app: PluginTestApp
    let form: PictureForm
    let camera: SessionCamera
    /// The recorder, when the scene records.
    let recorder: Recorder?

    /// A form whose commands are recorded, and pictured as they are.
    static func recording() throws -> CameraScene {
        let app = PluginTestApp()
        let form = PictureForm(in: app)
        let recorder = try app.record()
        let camera = SessionCamera(application: app.app, source: .recorder)
        try app.host.install(camera)
        return CameraScene(app: app, form: form, camera: camera, recorder: recorder)
    }

    /// A form whose played commands are pictured.
    static func playing() throws -> CameraScene {
        let app = PluginTestApp()
        let form = PictureForm(in: app)
        let camera = SessionCamera(application: app.app, source: .player)
        try app.host.install(camera)
        return CameraScene(app: app, form: form, camera: camera, recorder: nil)
    }

    /// Plays `lines` (a script's text) on the form, publishing on the scene's bus.
    @discardableResult
    func play(
        _ lines: String, secrets: PlaybackSecrets = PlaybackSecrets(), options: PlaybackOptions = PlaybackOptions()
    ) throws -> RunReport {
        app.player(options: options, secrets: secrets).play(try Script(parsing: lines))
    }

    /// The text `component` showed on `screen`, if it is a label.
    static func text(of identifier: String, on screen: ScreenSnapshot) -> String? {
        guard case .text(let text)? = screen.find(type: "Label", identifier: identifier).first?.content else {
            return nil
        }
        return text
    }

    /// Whether the switch `identifier` was on, on `screen`.
    static func isOn(_ identifier: String, on screen: ScreenSnapshot) -> Bool? {
        guard case .toggle(let isOn)? = screen.find(type: "Switch", identifier: identifier).first?.content else {
            return nil
        }
        return isOn
    }
}
