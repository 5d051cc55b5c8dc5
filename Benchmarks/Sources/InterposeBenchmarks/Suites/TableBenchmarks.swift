import Components
import Interpose

/// Tables: a synthesized swipe that scrolls a table, on 100 and on 100,000 rows.
///
/// The swipe is what a recorded `Scroll` replays: touches through `Application.sendEvent`, the
/// scroll view's pan, the deceleration on the virtual clock, and the cells laid out and reused
/// as rows come on screen. Its cost should follow what is on screen, not the size of the data.
@MainActor
enum TableBenchmarks {
    static let group = "tables"

    static func make() -> [Benchmark] {
        [swipe(rows: 100), swipe(rows: 100_000)]
    }

    /// Heap per on-screen cell: what a 100,000-row table holds once loaded, over the cells it
    /// shows. Tables keep cells for the visible rows only, so this is the cost of one cell.
    static func memory() -> [Row] {
        let before = MemoryBenchmarks.heapInUse()
        let scene = Scene(rows: 100_000)
        let cells = scene.table.visibleCells.count
        let bytes = Double(MemoryBenchmarks.heapInUse() - before) / Double(max(cells, 1))
        return withExtendedLifetime(scene) {
            [Row(group: "memory", name: "heap per visible table cell, 100,000 rows", nanoseconds: bytes, unit: "bytes")]
        }
    }

    /// Swipes a table of `rows` rows up once per operation, from the same offset each time.
    private static func swipe(rows: Int) -> Benchmark {
        let scene = Scene(rows: rows)
        let name = "synthesized swipe, \(rows.formatted(.number.grouping(.automatic))) rows"
        let peer = rows == 100 ? nil : "synthesized swipe, 100 rows"
        return Benchmark(group: group, name: name, peer: peer) { n in
            var moved = 0
            for _ in 0..<n { moved += scene.swipe() }
            return moved
        }
    }

    /// A window with a full-size table of numbered rows.
    @MainActor
    final class Scene: TableViewDataSource {
        let rows: Int
        let app: Application
        let table: TableView
        let input: InputSynthesizer
        private let start = Point(x: 0, y: 1_000)

        init(rows: Int) {
            let registry = AspectRegistry()
            self.rows = rows
            app = Application(aspectRegistry: registry)
            let window = Window(aspectRegistry: registry)
            app.addWindow(window)
            table = TableView(frame: window.bounds, aspectRegistry: registry)
            window.addSubview(table)
            input = InputSynthesizer(application: app)
            table.dataSource = self
        }

        /// One swipe from the starting offset, settled on the clock; returns the points moved.
        func swipe() -> Int {
            table.contentOffset = start
            try? input.swipe(table, .up)
            app.clock.advance(by: 3)
            return Int(table.contentOffset.y - start.y)
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel.text = "Row \(indexPath.row)"
            cell.accessibilityIdentifier = "row-\(indexPath.row)"
            return cell
        }
    }
}
