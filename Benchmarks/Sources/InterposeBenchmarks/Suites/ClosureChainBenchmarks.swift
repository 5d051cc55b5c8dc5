/// What a user would write without Interpose: nested closures and arrays of closures.
enum ClosureChainBenchmarks {
    static let group = "hand-written closures"

    typealias Work = (Service, Int) -> Int

    static func make() -> [Benchmark] {
        var benchmarks: [Benchmark] = [1, 4, 16].map { count in
            let service = Service(registry: .default)
            var chain: Work = { service, value in service.direct(value) }
            for _ in 0..<count {
                let next = chain
                chain = { service, value in next(service, value) }
            }
            return Benchmark(group: group, name: "closure chain, \(count) level\(count == 1 ? "" : "s")") { [chain] in
                loop(chain, service, $0)
            }
        }
        benchmarks.append(arrays())
        return benchmarks
    }

    private static func arrays() -> Benchmark {
        let service = Service(registry: .default)
        let counter = Counter()
        let befores: [(Service, Int) -> Void] = (0..<4).map { _ in { _, _ in counter.value &+= 1 } }
        let afters: [(Service, Int, Int) -> Void] = (0..<4).map { _ in { _, _, _ in counter.value &+= 1 } }
        let work: Work = { service, value in
            for before in befores { before(service, value) }
            let result = service.direct(value)
            for after in afters { after(service, value, result) }
            return result
        }
        return Benchmark(group: group, name: "closure arrays, 4 before + 4 after") { loop(work, service, $0) }
    }

    @inline(never)
    private static func loop(_ work: Work, _ service: Service, _ n: Int) -> Int {
        var sum = 0
        for index in 0..<n { sum &+= work(service, index) }
        return sum
    }
}
