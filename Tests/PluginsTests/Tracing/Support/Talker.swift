import Interpose

/// What a talker refuses to say.
enum TalkError: Error, Equatable {
    case tooLoud(String)
}

/// A receiver whose argument descriptions call its own hooks, to show the tracer never traces
/// its own work; with a throwing hook and an `async` one.
final class Talker: Interceptable, HookDeclaring, Sendable {
    let aspectRegistry: AspectRegistry

    static let sayHook = Hook<Talker, Quote, Int>("Talker.say")
    static let whisperHook = Hook<Talker, Void, String>("Talker.whisper")
    static let shoutHook = ThrowingHook<Talker, String, Void, TalkError>("Talker.shout")
    static let listenHook = AsyncHook<Talker, Int, [String], Never>("Talker.listen")

    static var declaredHooks: [DeclaredHook] {
        [sayHook.declaration, whisperHook.declaration, shoutHook.declaration, listenHook.declaration]
    }

    init(registry: AspectRegistry) {
        aspectRegistry = registry
    }

    /// Says `quote`; returns its length.
    func say(_ quote: Quote) -> Int {
        Self.sayHook.call(self, quote) { _, quote in quote.text.count }
    }

    /// A secret.
    func whisper() -> String {
        Self.whisperHook.call(self) { _ in "psst" }
    }

    /// Shouts `word`, unless it is too long.
    func shout(_ word: String) throws(TalkError) {
        try Self.shoutHook.call(self, word) { (_, word) throws(TalkError) in
            guard word.count < 6 else { throw .tooLoud(word) }
        }
    }

    /// Hears `count` words, saying each as it comes.
    func listen(_ count: Int) async -> [String] {
        await Self.listenHook.call(self, count) { talker, count in
            var heard: [String] = []
            for index in 0..<count {
                await Task.yield()
                _ = talker.say(Quote("word \(index)", whisperingTo: nil))
                heard.append("word \(index)")
            }
            return heard
        }
    }
}

/// Something said, whose description asks its talker for a whisper: a hook call made while the
/// tracer describes an argument.
struct Quote: CustomStringConvertible, Sendable {
    let text: String
    let talker: Talker?

    init(_ text: String, whisperingTo talker: Talker?) {
        self.text = text
        self.talker = talker
    }

    var description: String {
        "\"\(text)\"" + (talker.map { " (\($0.whisper()))" } ?? "")
    }
}
