import Interpose

/// What a meter refuses to do.
enum MeterError: Error, Equatable {
    case unknownChannel(String)
    case offline
}

/// A type unrelated to ``Gadget``, with a throwing hook, an `async` hook and a sealed one.
final class Meter: Interceptable, HookDeclaring, Sendable {
    let aspectRegistry: AspectRegistry

    static let readHook = ThrowingHook<Meter, String, Int, MeterError>("Meter.read")
    static let fetchHook = AsyncHook<Meter, Int, String, any Error>("Meter.fetch")
    static let calibrateHook = Hook<Meter, Void, Void>("Meter.calibrate", sealed: true)

    static var declaredHooks: [DeclaredHook] {
        [readHook.declaration, fetchHook.declaration, calibrateHook.declaration]
    }

    init(registry: AspectRegistry) {
        aspectRegistry = registry
    }

    /// The reading on `channel`: its length, for the channels that exist.
    func read(_ channel: String) throws(MeterError) -> Int {
        try Self.readHook.call(self, channel) { (_, channel) throws(MeterError) -> Int in
            guard channel.hasPrefix("ch") else { throw .unknownChannel(channel) }
            return channel.count
        }
    }

    /// Fetches page `page`, after a suspension.
    func fetch(_ page: Int) async throws -> String {
        try await Self.fetchHook.call(self, page) { _, page in
            await Task.yield()
            guard page >= 0 else { throw MeterError.offline }
            return "page \(page)"
        }
    }

    /// Calibrates; sealed, so nothing can change it.
    func calibrate() {
        Self.calibrateHook.call(self) { _ in }
    }
}
