import Dispatch
import Foundation
import Interpose
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Calls mark the chains they read on their own thread, with no atomic read-modify-write; a
/// change frees a replaced chain once no thread's marks name it. These tests hold a thread
/// inside an advised call and check what is freed meanwhile, and what waits for it.
@Suite("Reader marks: what a thread inside an advised call holds back, and what it does not")
struct ReaderMarkTests {
    /// A thread parked inside around advice until `release` is signalled.
    private struct Sitter {
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)

        /// Starts `call` on a thread of its own and returns once the advice has parked it.
        func start(_ call: @escaping @Sendable () -> Void) {
            Thread {
                call()
                finished.signal()
            }.start()
            entered.wait()
        }

        /// The around advice that parks the thread.
        func park<Receiver, Arguments, Result>(_ invocation: borrowing Invocation<Receiver, Arguments, Result, Never>)
            -> Result
        {
            entered.signal()
            release.wait()
            return invocation.proceed()
        }

        /// Lets the thread go and returns once its call has returned and what it held back
        /// is freed, by it or by another test's thread freeing at that moment.
        func finish() {
            release.signal()
            finished.wait()
            Reclamation.settle()
        }
    }

    /// Installs advice capturing a witness on `hook`, runs `call` once and removes the
    /// advice; returns a weak reference to the witness.
    private func adviseAndRemove<Receiver, Arguments, Result>(
        _ hook: Hook<Receiver, Arguments, Result>, in registry: AspectRegistry, call: () -> Void
    ) throws -> WeakBox<Witness> {
        let captured = WeakBox<Witness>(nil)
        let witness = Witness()
        captured.object = witness
        let token = try registry.on(hook).before { _, _ in witness.touch() }
        call()
        token.remove()
        return captured
    }

    @Test("advice removed from other hooks is freed at once while a thread sits inside an advised call")
    func otherHooksFreedWhileSitting() throws {
        let registry = AspectRegistry()
        let vault = Vault(registry: registry)
        let sitter = Sitter()
        try registry.on(Vault.depositHook).around { sitter.park($0) }
        sitter.start { _ = vault.deposit(1) }

        let audited = try adviseAndRemove(Vault.auditHook, in: registry) { _ = vault.audit() }
        #expect(audited.object == nil, "advice on another hook waited for the sitting thread")
        #expect(Witness.cancelledSubscription(on: EventBus()).object == nil, "a cancelled subscription waited")

        sitter.finish()
        #expect(vault.balance == 1)
    }

    @Test("advice removed from the hook a thread sits in is freed when that call returns, not before")
    func ownHookWaitsForTheSitter() throws {
        let registry = AspectRegistry()
        let vault = Vault(registry: registry)
        let sitter = Sitter()
        let parking = try registry.on(Vault.depositHook, scope: .instance(vault)).around { sitter.park($0) }
        sitter.start { _ = vault.deposit(1) }

        let other = Vault(registry: registry)
        let added = try adviseAndRemove(Vault.depositHook, in: registry) { _ = other.deposit(5) }
        #expect(added.object != nil, "a table the sitting thread may hold was freed under it")
        parking.remove()

        sitter.finish()
        #expect(added.object == nil, "the thread left the call but what it held back was not freed")
        #expect(vault.balance == 1)
        #expect(other.balance == 5)
    }

    @Test("a thread sitting deeper than its inline marks still holds back what it reads")
    func deepCallsAreSeen() throws {
        let registry = AspectRegistry()
        let ladder = Ladder(registry: registry)
        let sitter = Sitter()
        let climbed = Guarded(0)
        try registry.on(Ladder.climbHook).before { _, _ in climbed.withLock { $0 += 1 } }
        try registry.on(Ladder.restHook).around { sitter.park($0) }
        let result = Guarded(0)
        sitter.start { result.withLock { $0 = ladder.climb(100) } }

        let added = try adviseAndRemove(Ladder.restHook, in: registry) {}
        #expect(added.object != nil, "the rest hook's table, read 101 calls deep, was freed under the reader")
        let climbAdvice = try adviseAndRemove(Ladder.climbHook, in: registry) {}
        #expect(climbAdvice.object != nil, "the climb hook's table, read at every depth, was freed under the reader")

        sitter.finish()
        #expect(result.withLock { $0 } == 100)
        #expect(climbed.withLock { $0 } == 101)
        #expect(added.object == nil)
        #expect(climbAdvice.object == nil)
    }

    /// Signalled by the thread-local destructor in ``callsFromThreadLocalDestructors()``.
    static let destructorRan = DispatchSemaphore(value: 0)

    @Test("advised calls made by thread-local destructors as a thread ends still run, and later changes scan safely")
    func callsFromThreadLocalDestructors() throws {
        let registry = AspectRegistry()
        let vault = Vault(registry: registry)
        let runs = Guarded(0)
        try registry.on(Vault.depositHook).before { _, _ in runs.withLock { $0 += 1 } }
        // An advised call first, so that the key that ends a thread's marks exists before the
        // test's own: destructors run in key order, so the test's runs after the marks ended.
        _ = vault.deposit(1)
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { value in
            guard let value else { return }
            _ = Unmanaged<Vault>.fromOpaque(value).takeRetainedValue().deposit(1)
            ReaderMarkTests.destructorRan.signal()
        }
        try #require(created == 0)
        defer { pthread_key_delete(key) }
        let made = key
        Thread {
            _ = vault.deposit(1)
            pthread_setspecific(made, Unmanaged.passRetained(vault).toOpaque())
        }.start()
        Self.destructorRan.wait()

        let removed = try adviseAndRemove(Vault.depositHook, in: registry) { _ = vault.deposit(1) }
        #expect(removed.object == nil)
        #expect(runs.withLock { $0 } == 4)
        #expect(vault.balance == 4)
    }

    @Test("deep calls and churn on several threads end exact, with every removed advice freed")
    func deepChurn() throws {
        let registry = AspectRegistry()
        let ladder = Ladder(registry: registry)
        let runs = Guarded(0)
        try registry.on(Ladder.restHook).before { _, _ in runs.withLock { $0 += 1 } }
        let boxes = Guarded<[WeakBox<Witness>]>([])
        let climbers: [@Sendable () -> Void] = (0..<2).map { _ in
            { for _ in 0..<300 { precondition(ladder.climb(70) == 70) } }
        }
        let changer: @Sendable () -> Void = {
            for round in 0..<1_000 {
                let witness = Witness()
                boxes.withLock { $0.append(WeakBox(witness)) }
                let token =
                    round.isMultiple(of: 2)
                    ? try? registry.on(Ladder.climbHook).before { _, _ in witness.touch() }
                    : try? registry.on(Ladder.restHook).before { _, _ in witness.touch() }
                token?.remove()
            }
        }
        runOnThreads(climbers + [changer])
        #expect(runs.withLock { $0 } == 600)
        #expect(boxes.withLock { $0.allSatisfy { $0.object == nil } })
    }
}
