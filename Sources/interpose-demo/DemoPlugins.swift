import Interpose

/// Logs every purchase attempt before it happens and publishes the ones that succeed. The
/// announcement is outermost, so it sees the price after every other advice had its say.
final class AuditPlugin: Plugin {
    let id = "audit"

    func install(into context: PluginContext) throws {
        let bus = context.bus
        try context.on(Shop.buyHook, named: "log").before { _, item in print("  [audit] buying \(item)") }
        try context.on(Shop.buyHook, named: "announce", position: .first).after { shop, item, price in
            bus.publish(Purchased(item: item, price: price), from: shop)
        }
        try context.subscribe(to: Purchased.self) { purchase in
            print("  [audit] sold \(purchase.item) at \(purchase.price)")
        }
    }
}

/// Doubles the price of scarce items: around advice that replaces the result.
final class PricingPlugin: Plugin {
    let id = "pricing"
    let dependencies = ["audit"]

    func install(into context: PluginContext) throws {
        try context.on(Shop.buyHook, named: "surge", position: .after("log")).around { invocation in
            let price = try invocation.proceed()
            return invocation.arguments == "pear" ? price * 2 : price
        }
    }
}
