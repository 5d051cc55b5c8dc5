import Interpose
import Synchronization

/// Why a purchase fails.
enum ShopError: Error, CustomStringConvertible {
    case soldOut(String)

    var description: String {
        switch self {
        case .soldOut(let item): "\(item) is sold out"
        }
    }
}

/// A purchase the shop announces on the bus.
struct Purchased: Sendable {
    let item: String
    let price: Int
}

/// A sample service that declares one hook: `buy`.
final class Shop: Interceptable, Sendable {
    let aspectRegistry: AspectRegistry
    /// Items left, by name; behind a lock, so any thread may buy.
    private let stock: Mutex<[String: Int]>

    static let buyHook = ThrowingHook<Shop, String, Int, any Error>("Shop.buy")

    init(registry: AspectRegistry, stock: [String: Int]) {
        aspectRegistry = registry
        self.stock = Mutex(stock)
    }

    /// Sells one `item` and returns its price in cents.
    func buy(_ item: String) throws -> Int {
        try Self.buyHook.call(self, item) { shop, item in
            try shop.stock.withLock { (stock) throws(ShopError) -> Int in
                guard let left = stock[item], left > 0 else { throw .soldOut(item) }
                stock[item] = left - 1
                return 100
            }
        }
    }
}
