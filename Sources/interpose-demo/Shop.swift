import Interpose

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
final class Shop: Interceptable {
    let aspectRegistry: AspectRegistry
    private var stock: [String: Int]

    static let buy = ThrowingHook<Shop, String, Int, any Error>("Shop.buy")

    init(registry: AspectRegistry, stock: [String: Int]) {
        aspectRegistry = registry
        self.stock = stock
    }

    /// Sells one `item` and returns its price in cents.
    func buy(_ item: String) throws -> Int {
        try Self.buy.call(self, item) { shop, item in
            guard let left = shop.stock[item], left > 0 else { throw ShopError.soldOut(item) }
            shop.stock[item] = left - 1
            return 100
        }
    }
}

// The demo drives the shop from one thread.
extension Shop: @unchecked Sendable {}
