import Foundation
import Testing

@testable import Plugins

/// Times in reports: to the millisecond, as `%.3f` printed them.
@Suite struct SecondsTests {
    @Test func millisecondsShown() {
        #expect(Seconds.plain(0) == "0.000")
        #expect(Seconds.plain(1.2) == "1.200")
        #expect(Seconds.plain(0.0404) == "0.040")
        #expect(Seconds.plain(0.0406) == "0.041")
        #expect(Seconds.plain(59.9996) == "60.000")
        #expect(Seconds.plain(12_345.678) == "12345.678")
        #expect(Seconds.plain(-1.5) == "-1.500")
        #expect(Seconds.text(0.08) == "0.080 s")
    }

    @Test func agreesWithPrintf() {
        let times = stride(from: 0, to: 100_000, by: 7).map { Double($0) / 1_000 + 0.0001 }
        #expect(times.filter { Seconds.plain($0) != String(format: "%.3f", $0) } == [])
    }
}
