import Interpose
import TestSupport

/// A price list whose lookups are slow: the memoization aspect's target.
final class PriceList: Interceptable, @unchecked Sendable {
    // `lookups` is only touched under its own lock.
    let aspectRegistry: AspectRegistry
    let lookups = Guarded(0)
    static let priceHook = Hook<PriceList, String, Int>("PriceList.price")

    init(registry: AspectRegistry) { aspectRegistry = registry }

    func price(of item: String) -> Int {
        Self.priceHook.call(self, item) { list, item in
            list.lookups.withLock { $0 += 1 }
            return item.count * 10
        }
    }
}

/// Why a reservation failed.
enum InventoryError: Error, Equatable {
    case outOfStock(String)
}

/// Stock that a reservation takes item by item, failing half way: the transaction's target.
final class Inventory: Interceptable, @unchecked Sendable {
    // `stock` is only touched under its own lock.
    let aspectRegistry: AspectRegistry
    let stock: Guarded<[String: Int]>
    static let reserveHook = ThrowingHook<Inventory, [String], Void, InventoryError>("Inventory.reserve")

    init(registry: AspectRegistry, stock: [String: Int]) {
        aspectRegistry = registry
        self.stock = Guarded(stock)
    }

    func reserve(_ items: [String]) throws(InventoryError) {
        try Self.reserveHook.call(self, items) { (inventory, items) throws(InventoryError) in
            for item in items {
                let taken = inventory.stock.withLock { stock -> Bool in
                    guard let count = stock[item], count > 0 else { return false }
                    stock[item] = count - 1
                    return true
                }
                guard taken else { throw .outOfStock(item) }
            }
        }
    }
}

/// A clock that only moves when told to: the retry aspect waits on it.
final class TestClock: @unchecked Sendable {
    // `now` is only touched under its own lock.
    let now = Guarded(Duration.zero)

    func sleep(for duration: Duration) async {
        now.withLock { $0 += duration }
    }
}

/// A flaky `async` service: the retry aspect's target. It fails `failures` times, then answers.
final class Weather: Interceptable, @unchecked Sendable {
    // `failuresLeft` is only touched under its own lock.
    let aspectRegistry: AspectRegistry
    let failuresLeft: Guarded<Int>
    static let forecastHook = AsyncHook<Weather, String, String, any Error>("Weather.forecast")

    init(registry: AspectRegistry, failures: Int) {
        aspectRegistry = registry
        failuresLeft = Guarded(failures)
    }

    func forecast(for city: String) async throws -> String {
        try await Self.forecastHook.call(self, city) { weather, city in
            let fails = weather.failuresLeft.withLock { left -> Bool in
                defer { left = max(0, left - 1) }
                return left > 0
            }
            if fails { throw VaultError.frozen }
            return "sun in \(city)"
        }
    }
}

/// An audited call, as the audit trail publishes it.
struct Audited: Sendable, Equatable {
    let hook: String
    let arguments: String
}
