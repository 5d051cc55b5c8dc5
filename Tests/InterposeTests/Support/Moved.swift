import Interpose

/// An event with a position; also published as a ``Notice``.
struct Moved: Sendable, Equatable {
    let x: Int
}

extension Moved: Notice {
    var text: String { "moved \(x)" }
}
