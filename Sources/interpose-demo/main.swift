import Interpose

// interpose-demo: a small shop service intercepted by two plugins, with no swizzling.
//
// The full recording-and-playback story arrives with the components and plugins; this first
// demo shows the core on its own: declared hooks, advice from plugins, the event bus, and a
// registry listing that says who installed what.

let registry = AspectRegistry()
let host = PluginHost(registry: registry)
let shop = Shop(registry: registry, stock: ["apple": 3, "pear": 1])

do {
    try host.install(AuditPlugin(), PricingPlugin())
    print("installed plugins: \(host.installedPlugins.joined(separator: ", "))")
    print("advice:")
    for advice in registry.installedAdvice() { print("  \(advice)") }

    for item in ["apple", "pear", "pear", "kiwi"] {
        do {
            let price = try shop.buy(item)
            print("bought \(item) for \(price)")
        } catch {
            print("could not buy \(item): \(error)")
        }
    }
    try host.uninstall("pricing")
    print("after uninstalling pricing: apple costs \(try shop.buy("apple"))")
    host.uninstallAll()
    print("advice left: \(registry.installedAdvice().count)")
} catch {
    print("demo failed: \(error)")
}
