import Interpose

/// Something the bus carries under a protocol type as well as its concrete one.
protocol Notice: Sendable {
    var text: String { get }
}
