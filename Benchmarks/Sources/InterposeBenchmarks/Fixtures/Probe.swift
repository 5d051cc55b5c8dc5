import Interpose

/// The receiver the selector benchmarks call: two hooks, one a selector matches and one it
/// does not, declared for catalogs as components declare theirs.
final class Probe: Interceptable, HookDeclaring {
    let aspectRegistry: AspectRegistry
    var total = 0

    static let workHook = Hook<Probe, Int, Int>("Probe.work")
    static let restHook = Hook<Probe, Int, Int>("Probe.rest")

    static var declaredHooks: [DeclaredHook] { [workHook.declaration, restHook.declaration] }

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
