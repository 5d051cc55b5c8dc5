import Interpose

/// Explaining a call, which lives off the call path: a hook with 100 advice of every kind,
/// scope and flow, some of it through selectors, explained for one receiver and for any.
///
/// Listing the same hook's advice is the peer: what the registry did before explanations,
/// one read of the chain under its lock.
enum ExplainBenchmarks {
    static let group = "explain"
    /// The row the 1 ms target reads.
    static let explain100 = "explain a call, 100 advice"

    static func make() throws -> [Benchmark] {
        let registry = AspectRegistry()
        try advise(registry, count: 100)
        let service = SpecialService(registry: registry)
        let region = FlowRegion("explained")
        return [
            Benchmark(group: group, name: "list a hook's 100 advice") { n in
                (0..<n).reduce(0) { total, _ in total &+ registry.installedAdvice(on: Service.workHook).count }
            },
            Benchmark(group: group, name: explain100, peer: "list a hook's 100 advice") { n in
                (0..<n).reduce(0) { total, _ in
                    total &+ registry.explain(Service.workHook, on: service, insideRegions: [region]).verdicts.count
                }
            },
            Benchmark(group: group, name: "explain a call, 100 advice, any receiver") { n in
                (0..<n).reduce(0) { total, _ in total &+ registry.explain(Service.workHook).verdicts.count }
            },
        ]
    }

    /// `count` advice on `Service.work`: a tenth through selectors, the rest direct, with
    /// scopes and flows that pass and fail for a `SpecialService`.
    private static func advise(_ registry: AspectRegistry, count: Int) throws {
        let region = FlowRegion("elsewhere")
        for index in 0..<count {
            let name = "advice \(index)"
            if index % 10 == 9 {
                try registry.on(matching: index % 20 == 9 ? "Service.*" : "Other.*", named: name).before { _ in }
                continue
            }
            let scope: AdviceScope<Service> =
                switch index % 4 {
                case 0: .all
                case 1: .type(SpecialService.self)
                case 2: .matching("positive") { $0.total >= 0 }
                default: .type(TidyService.self)
                }
            let flow: ControlFlow = index % 3 == 0 ? .outside(region) : .anywhere
            let advisor = registry.on(Service.workHook, named: name, scope: scope, flow: flow)
            if index.isMultiple(of: 2) { try advisor.before { _, _ in } } else { try advisor.around { $0.proceed() } }
        }
    }
}
