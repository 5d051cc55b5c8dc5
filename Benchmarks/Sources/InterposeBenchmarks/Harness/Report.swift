import Foundation

/// Prints rows as a table or as JSON, with ratios to the direct call and to each row's peer.
struct Report {
    let rows: [Row]
    let targets: [Target]
    let baseline = "direct call"

    private var byName: [String: Double] {
        Dictionary(rows.map { ($0.name, $0.nanoseconds) }, uniquingKeysWith: { first, _ in first })
    }

    /// The cost of `row` relative to the direct call, for timing rows.
    func ratioToDirect(_ row: Row) -> Double? {
        guard row.unit == "ns/op", let direct = byName[baseline], direct > 0 else { return nil }
        return row.nanoseconds / direct
    }

    /// The cost of `row` relative to its peer (below 1: faster than the peer).
    func ratioToPeer(_ row: Row) -> Double? {
        guard let peer = row.peer, let peerCost = byName[peer], peerCost > 0 else { return nil }
        return row.nanoseconds / peerCost
    }

    /// The human-readable table, grouped, then each target with its verdict.
    func table(machine: String) -> String {
        var lines = ["Interpose benchmarks — \(machine)", ""]
        lines.append(pad("row", 52) + pad("cost", 16) + pad("x direct", 10) + "vs peer")
        var group = ""
        for row in rows {
            if row.group != group {
                group = row.group
                lines.append("-- \(group)")
            }
            let cost = String(format: row.unit == "ns/op" ? "%.2f %@" : "%.0f %@", row.nanoseconds, row.unit)
            let direct = ratioToDirect(row).map { String(format: "%.2fx", $0) } ?? ""
            let peer = zip(row.peer, ratioToPeer(row)).map { String(format: "%.3fx %@", $1, $0) } ?? ""
            lines.append(pad("  " + row.name, 52) + pad(cost, 16) + pad(direct, 10) + peer)
        }
        lines.append("")
        lines.append("targets")
        for target in targets {
            let verdict = target.check(byName).map { $0 ? "met" : "MISSED" } ?? "not measured"
            lines.append("  [\(verdict)] \(target.statement)")
        }
        return lines.joined(separator: "\n")
    }

    /// The rows and targets as JSON, for scripts.
    func json(machine: String) throws -> String {
        struct Out: Encodable {
            struct RowOut: Encodable {
                let group, name, unit: String
                let nsPerOp: Double
                let ratioToDirect: Double?
                let peer: String?
                let ratioToPeer: Double?
            }
            struct TargetOut: Encodable {
                let statement: String
                let met: Bool?
            }
            let machine: String
            let rows: [RowOut]
            let targets: [TargetOut]
        }
        let out = Out(
            machine: machine,
            rows: rows.map {
                .init(
                    group: $0.group, name: $0.name, unit: $0.unit, nsPerOp: $0.nanoseconds,
                    ratioToDirect: ratioToDirect($0), peer: $0.peer, ratioToPeer: ratioToPeer($0))
            },
            targets: targets.map { .init(statement: $0.statement, met: $0.check(byName)) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(out), as: UTF8.self)
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}

private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
