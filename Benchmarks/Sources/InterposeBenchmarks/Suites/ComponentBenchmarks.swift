/// A synthesized tap through `Application.sendEvent`, with and without recording advice.
///
/// Filled in once the components exist.
enum ComponentBenchmarks {
    static let group = "components"

    static func run(_ settings: RunSettings) -> [Row] {
        []
    }
}
