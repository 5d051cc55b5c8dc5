import Interpose

/// An event naming what was pressed.
struct Pressed: Sendable, Equatable {
    let name: String
}
