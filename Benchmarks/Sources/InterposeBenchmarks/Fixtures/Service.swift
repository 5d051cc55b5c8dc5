import Interpose

/// The receiver every hook benchmark calls: one direct method and the same method hooked.
class Service: Interceptable {
    let aspectRegistry: AspectRegistry
    var total = 0

    static let workHook = Hook<Service, Int, Int>("Service.work")

    init(registry: AspectRegistry) {
        aspectRegistry = registry
    }

    /// The limit: a plain, non-inlined method.
    @inline(never)
    final func direct(_ value: Int) -> Int {
        total &+= value
        return total
    }

    /// The same work through a hook.
    @inline(never)
    final func hooked(_ value: Int) -> Int {
        Service.workHook.call(self, value) { service, value in
            service.total &+= value
            return service.total
        }
    }

    /// The same work through a hook whose body captures a variable (`step`) instead of taking
    /// it as an argument.
    @inline(never)
    final func hooked(_ value: Int, step: Int) -> Int {
        Service.workHook.call(self, value) { service, value in
            service.total &+= value &* step
            return service.total
        }
    }
}

/// A subclass, for type-scoped advice.
final class SpecialService: Service {}

/// A service that frees its instance-scoped advice in `deinit`, as components do.
final class TidyService: Service {
    deinit {
        aspectRegistry.removeAdvice(scopedTo: ObjectIdentifier(self))
    }
}

/// The same fields as `Service` without interception, to compare instance sizes.
final class PlainService {
    var total = 0
}

/// A counter advice closures bump without atomics, as a cheap observer would.
///
/// Every row that counts (hook advice and the hand-written peers alike) bumps one of these.
/// The property opts out of Swift's dynamic exclusivity check, which would otherwise cost more
/// than the hook machinery the rows are meant to measure.
final class Counter {
    @exclusivity(unchecked) var value = 0
}

/// Counts live instances, to show memory is freed rather than guess.
final class LiveObject {
    nonisolated(unsafe) static var alive = 0
    init() { Self.alive += 1 }
    deinit { Self.alive -= 1 }
}

/// Runs `service.direct` `n` times.
@inline(never)
func loopDirect(_ service: Service, _ n: Int) -> Int {
    var sum = 0
    for index in 0..<n { sum &+= service.direct(index) }
    return sum
}

/// Runs `service.hooked(_:step:)`, whose body captures, `n` times.
@inline(never)
func loopHookedCapturing(_ service: Service, _ n: Int) -> Int {
    var sum = 0
    for index in 0..<n { sum &+= service.hooked(index, step: n) }
    return sum
}

/// Runs `service.hooked` `n` times.
@inline(never)
func loopHooked(_ service: Service, _ n: Int) -> Int {
    var sum = 0
    for index in 0..<n { sum &+= service.hooked(index) }
    return sum
}

// Benchmarks drive each instance from one thread at a time.
extension Service: @unchecked Sendable {}

// Restates `Service`'s conformance; adds no state.
extension SpecialService: @unchecked Sendable {}

// Restates `Service`'s conformance; adds no state.
extension TidyService: @unchecked Sendable {}

// Only allocated and measured for its size, on one thread.
extension PlainService: @unchecked Sendable {}

// Benchmarks run each counter on one thread.
extension Counter: @unchecked Sendable {}

// No instance state; the static count is bumped by the one thread that runs the memory rows.
extension LiveObject: @unchecked Sendable {}
