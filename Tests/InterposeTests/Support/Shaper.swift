import Interpose

/// A result too big for an `Any` to keep inline: four words.
struct Wide: Equatable, Sendable {
    var a, b, c, d: Int
}

/// A result an `Any` cannot keep inline however small: it holds a weak reference. It holds its
/// target strongly too, so that an outcome kept too long keeps the target alive.
struct Pointing: @unchecked Sendable {
    weak var target: Token?
    var tag: Int
    var anchor: Token?
}

/// A class result, of which hooks return a subclass.
class Token: @unchecked Sendable {
    let number: Int

    init(_ number: Int) {
        self.number = number
    }
}

/// The subclass hooks return where they promise a ``Token``.
final class SubToken: Token, @unchecked Sendable {}

/// What a shaper throws.
enum ShapeError: Error, Equatable {
    case refused(Int)
}

/// A type whose hooks return values of every layout an `Any` distinguishes: inline and plain,
/// inline with references, boxed, never inline, class instances, tuples, optionals, and the
/// errors of throwing hooks, concrete and existential.
final class Shaper: Interceptable, HookDeclaring, Sendable {
    let aspectRegistry: AspectRegistry

    static let countHook = Hook<Shaper, Int, Int>("Shaper.count")
    static let nameHook = Hook<Shaper, Int, String>("Shaper.name")
    static let wideHook = Hook<Shaper, Int, Wide>("Shaper.wide")
    static let pointHook = Hook<Shaper, Token, Pointing>("Shaper.point")
    static let tokenHook = Hook<Shaper, Int, Token>("Shaper.token")
    static let pairHook = Hook<Shaper, Int, (number: Int, name: String)>("Shaper.pair")
    static let maybeHook = Hook<Shaper, Int, Int?>("Shaper.maybe")
    static let anyHook = Hook<Shaper, Int, Any>("Shaper.any")
    static let refuseHook = ThrowingHook<Shaper, Int, Int, ShapeError>("Shaper.refuse")
    static let failHook = ThrowingHook<Shaper, Int, Int, any Error>("Shaper.fail")

    static var declaredHooks: [DeclaredHook] {
        [
            countHook.declaration, nameHook.declaration, wideHook.declaration, pointHook.declaration,
            tokenHook.declaration, pairHook.declaration, maybeHook.declaration, anyHook.declaration,
            refuseHook.declaration, failHook.declaration,
        ]
    }

    init(registry: AspectRegistry) {
        aspectRegistry = registry
    }

    func count(_ n: Int) -> Int { Self.countHook.call(self, n) { _, n in n + 1 } }

    /// A name long enough to live on the heap.
    func name(_ n: Int) -> String {
        Self.nameHook.call(self, n) { _, n in "a name long enough to need storage of its own, number \(n)" }
    }

    func wide(_ n: Int) -> Wide { Self.wideHook.call(self, n) { _, n in Wide(a: n, b: n + 1, c: n + 2, d: n + 3) } }

    func point(at token: Token) -> Pointing {
        Self.pointHook.call(self, token) { _, token in Pointing(target: token, tag: token.number, anchor: token) }
    }

    func token(_ n: Int) -> Token { Self.tokenHook.call(self, n) { _, n in SubToken(n) } }

    func pair(_ n: Int) -> (number: Int, name: String) {
        Self.pairHook.call(self, n) { _, n in (n, "pair \(n)") }
    }

    func maybe(_ n: Int) -> Int? { Self.maybeHook.call(self, n) { _, n in n.isMultiple(of: 2) ? n : nil } }

    func any(_ n: Int) -> Any { Self.anyHook.call(self, n) { _, n in "any \(n)" } }

    func refuse(_ n: Int) throws(ShapeError) -> Int {
        try Self.refuseHook.call(self, n) { (_, n) throws(ShapeError) -> Int in
            guard n >= 0 else { throw .refused(n) }
            return n
        }
    }

    func fail(_ n: Int) throws -> Int {
        try Self.failHook.call(self, n) { _, n in
            guard n >= 0 else { throw ShapeError.refused(n) }
            return n
        }
    }
}
