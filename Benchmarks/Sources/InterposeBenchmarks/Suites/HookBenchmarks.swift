import Interpose

/// The hook call path: none, around chains, before/after, instance and type scopes.
enum HookBenchmarks {
    static let group = "hooks"

    static func run(_ settings: RunSettings) throws -> [Row] {
        var rows: [Row] = []
        let registry = AspectRegistry()
        let service = Service(registry: registry)
        rows.append(Row(group: group, name: "direct call", nanoseconds: measure(settings) { loopDirect(service, $0) }))
        rows.append(
            Row(group: group, name: "hook, no advice", nanoseconds: measure(settings) { loopHooked(service, $0) }))
        for count in [1, 4, 16] {
            let tokens = try (0..<count).map { _ in try registry.around(Service.work) { $0.proceed() } }
            rows.append(
                Row(
                    group: group, name: "hook, \(count) around",
                    nanoseconds: measure(settings) { loopHooked(service, $0) },
                    peer: count == 1 ? "closure chain, 1 level" : "NIO pipeline, \(count) handlers"))
            tokens.forEach { $0.remove() }
        }
        rows.append(try beforeAfter(settings, registry, service))
        rows += try instanceScoped(settings, registry)
        rows.append(try typeScoped(settings, registry))
        return rows
    }

    private static func beforeAfter(_ settings: RunSettings, _ registry: AspectRegistry, _ service: Service) throws
        -> Row
    {
        let counter = Counter()
        var tokens: [AdviceToken] = []
        for _ in 0..<4 { tokens.append(try registry.before(Service.work) { _, _ in counter.value &+= 1 }) }
        for _ in 0..<4 { tokens.append(try registry.after(Service.work) { _, _, _ in counter.value &+= 1 }) }
        defer { tokens.forEach { $0.remove() } }
        return Row(
            group: group, name: "hook, 4 before + 4 after", nanoseconds: measure(settings) { loopHooked(service, $0) },
            peer: "closure arrays, 4 before + 4 after")
    }

    private static func instanceScoped(_ settings: RunSettings, _ registry: AspectRegistry) throws -> [Row] {
        let services = (0..<100).map { _ in Service(registry: registry) }
        let counter = Counter()
        let token = try registry.before(Service.work, scope: .instance(services[42])) { _, _ in counter.value &+= 1 }
        defer { token.remove() }
        return [
            Row(
                group: group, name: "instance advice, other instance",
                nanoseconds: measure(settings) { loopHooked(services[7], $0) }),
            Row(
                group: group, name: "instance advice, its instance",
                nanoseconds: measure(settings) { loopHooked(services[42], $0) }),
        ]
    }

    private static func typeScoped(_ settings: RunSettings, _ registry: AspectRegistry) throws -> Row {
        let special = SpecialService(registry: registry)
        let counter = Counter()
        let token = try registry.before(Service.work, scope: .type(SpecialService.self)) { _, _ in counter.value &+= 1 }
        defer { token.remove() }
        return Row(
            group: group, name: "type advice on a subclass", nanoseconds: measure(settings) { loopHooked(special, $0) })
    }
}
