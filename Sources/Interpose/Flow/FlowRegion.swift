import Synchronization

/// A stretch of control flow you mark yourself, for advice that should apply only inside it,
/// or never inside it.
///
/// Code runs inside a region while it runs in ``run(_:)-81ylh`` (or its `async`
/// form), including everything that code calls. Advice installed with
/// ``ControlFlow/outside(_:)-(FlowRegion)`` then skips every call made from there: a tracer
/// marks its own work this way so that it never traces itself, however much of the traced
/// code its descriptions call.
///
/// ```swift
/// let quiet = FlowRegion("tracer")
/// try registry.on(matching: "*", flow: .outside(quiet)).before { call in
///     quiet.run { log(call.hook.name, call.arguments) }   // hooks called here are not traced
/// }
/// ```
///
/// Regions nest and re-enter freely. A synchronous region belongs to its thread; an `async`
/// one to its task (and the task's child tasks), across suspensions.
public final class FlowRegion: Sendable, Hashable, CustomStringConvertible {
    /// The region's name, for listings.
    public let name: String
    /// The region's identifier and entry count.
    let gate = RegionGate()

    private static let nextID = Atomic<UInt64>(1)

    /// Creates a region; each region is distinct, whatever its name.
    ///
    /// - Parameter name: Words for advice listings, such as `"tracer"`.
    public init(_ name: String) {
        self.name = name
    }

    /// A fresh identifier, for regions and the regions hooks mark alike.
    static func makeID() -> UInt64 {
        nextID.add(1, ordering: .relaxed).oldValue
    }

    /// Whether the current thread or task is inside the region.
    public var isActive: Bool { gate.isEntered }

    /// Runs `body` inside the region, on this thread.
    ///
    /// - Parameter body: The work to mark.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        gate.enter()
        defer { gate.leave() }
        return try body()
    }

    /// Runs `body` inside the region, for the current task, across its suspensions.
    ///
    /// - Parameter body: The work to mark.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public func run<T, E: Error>(_ body: () async throws(E) -> T) async throws(E) -> T {
        let result: Result<T, E> = await gate.run { () async -> Result<T, E> in
            do throws(E) { return .success(try await body()) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// `region "name"`.
    public var description: String { "region \"\(name)\"" }

    /// Regions are equal when they are the same region.
    public static func == (lhs: FlowRegion, rhs: FlowRegion) -> Bool { lhs === rhs }

    /// Hashes the region's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
