import Interpose

/// The receiver the selector benchmarks call: two hooks, one a selector matches and one it
/// does not, declared for catalogs as components declare theirs.
final class Probe: Interceptable, HookDeclaring {
    let aspectRegistry: AspectRegistry
    var total = 0

    static let workHook = Hook<Probe, Int, Int>("Probe.work")
    static let restHook = Hook<Probe, Int, Int>("Probe.rest")

    static let levelProperty = InterceptedProperty<Probe, Int>(get: "Probe.level.get", set: "Probe.level.set")
    static let depthProperty = InterceptedProperty<Probe, Int>(get: "Probe.depth.get", set: "Probe.depth.set")
    static let peekHook = Hook<Probe, Void, Int>("Probe.peek")

    static var declaredHooks: [DeclaredHook] { [workHook.declaration, restHook.declaration] }

    /// A property read and written through hooks, for the property benchmarks.
    @Intercepted(Probe.levelProperty) var level = 1

    private var storedDepth = 1
    /// Reads `total` through a hook: what an intercepted property read is compared with.
    func peek() -> Int {
        Probe.peekHook.call(self, ()) { probe, _ in probe.total }
    }

    /// The same with accessors written out.
    var depth: Int {
        get { Probe.depthProperty.get(self) { $0.storedDepth } }
        set { Probe.depthProperty.set(self, newValue) { $0.storedDepth = $1 } }
    }

    init(registry: AspectRegistry) {
        aspectRegistry = registry
    }

    /// Adds `value` through the hook selectors match.
    @inline(never)
    func work(_ value: Int) -> Int {
        Probe.workHook.call(self, value) { probe, value in
            probe.total &+= value
            return probe.total
        }
    }

    /// The same through the hook they do not.
    @inline(never)
    func rest(_ value: Int) -> Int {
        Probe.restHook.call(self, value) { probe, value in
            probe.total &+= value
            return probe.total
        }
    }
}

/// Reads `probe.level` `n` times.
@inline(never)
func loopLevel(_ probe: Probe, _ n: Int) -> Int {
    var sum = 0
    for _ in 0..<n { sum &+= probe.level }
    return sum
}

/// Calls `probe.peek()` `n` times.
@inline(never)
func loopPeek(_ probe: Probe, _ n: Int) -> Int {
    var sum = 0
    for _ in 0..<n { sum &+= probe.peek() }
    return sum
}

/// Reads `probe.depth` `n` times.
@inline(never)
func loopDepth(_ probe: Probe, _ n: Int) -> Int {
    var sum = 0
    for _ in 0..<n { sum &+= probe.depth }
    return sum
}

/// Runs `probe.work` `n` times.
@inline(never)
func loopWork(_ probe: Probe, _ n: Int) -> Int {
    var sum = 0
    for index in 0..<n { sum &+= probe.work(index) }
    return sum
}

/// Runs `probe.rest` `n` times.
@inline(never)
func loopRest(_ probe: Probe, _ n: Int) -> Int {
    var sum = 0
    for index in 0..<n { sum &+= probe.rest(index) }
    return sum
}

// Benchmarks drive each probe from one thread at a time.
extension Probe: @unchecked Sendable {}
