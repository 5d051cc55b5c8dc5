import Plugins
import SampleApp

extension Vocabulary {
    /// The built-in components and the sample app's own: its drawing ``Canvas``, a view with
    /// every view's actions. Scripts are checked against it before they play.
    @MainActor static let sample: Vocabulary = {
        var vocabulary = Vocabulary.standard
        vocabulary.register(ComponentCommands(Canvas.self))
        return vocabulary
    }()
}
