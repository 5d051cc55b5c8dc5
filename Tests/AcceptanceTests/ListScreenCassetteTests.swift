import Components
import Foundation
import Interpose
import SampleApp
import Testing

/// The sample app's list screen, its table's data source answered by a cassette recorded from
/// the real one: the counts, and each cell by the text it shows.
@MainActor
@Suite struct ListScreenCassetteTests {
    /// The cassette checked in beside this file, recorded from the real list screen: deleting it
    /// records it again on the next run.
    static let checkedIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Cassettes/countries.json")

    /// A cassette over the data source hooks of `table`: cells are views, so the cassette keeps
    /// the text a cell shows and answers with a cell showing it.
    static func cassette(for table: TableView, file: URL, mode: CassetteMode) -> Cassette {
        let cells = CassetteCoding<TableView, Components.IndexPath, TableViewCell?>.result(
            storing: { cell in MainActor.assumeIsolated { cell?.textLabel.text } },
            answering: { table, indexPath, text in
                MainActor.assumeIsolated {
                    let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                    cell.textLabel.text = text
                    return cell
                }
            })
        let cassette = Cassette(
            file: file, mode: mode,
            hooks: [
                .hook(TableView.dataSourceNumberOfSectionsHook, scope: .instance(table)),
                .hook(TableView.dataSourceNumberOfRowsHook, scope: .instance(table)),
                .hook(TableView.dataSourceCellForRowHook, scope: .instance(table), coding: cells),
            ])
        cassette.name(table, as: "countries")
        return cassette
    }

    /// A sample app showing its list screen, the countries table loaded through `cassette`,
    /// with a spy behind the cassette that sees what reaches the real data source.
    static func listScreen(
        with cassette: (TableView) -> Cassette
    ) throws -> (
        table: TableView, cassette: Cassette, dataSource: Spy<TableView, Components.IndexPath, TableViewCell?, Never>
    ) {
        let sample = SampleApp(registry: AspectRegistry())
        try sample.input.tap(#require(sample.tabBar.button(titled: "List")))
        let table = try #require(sample.window.view(withIdentifier: "countries") as? TableView)
        let cassette = cassette(table)
        try PluginHost(registry: sample.registry).install(cassette)
        let dataSource = try sample.registry.spy(on: TableView.dataSourceCellForRowHook, position: .last)
        table.reloadData()
        return (table, cassette, dataSource)
    }

    @Test(
        "the list screen shows the countries the checked-in cassette recorded from the real data source, which is never asked"
    )
    func checkedInCassette() throws {
        let (table, cassette, dataSource) = try Self.listScreen {
            Self.cassette(for: $0, file: Self.checkedIn, mode: .once)
        }
        try cassette.save()
        #expect(table.numberOfRows(inSection: 0) == 50)
        #expect(table.visibleCells.map(\.textLabel.text).prefix(3) == ["Afghanistan", "Albania", "Algeria"])
        // Replaying, every cell comes from the cassette; recording (with the file deleted), from the screen.
        #expect(dataSource.callCount == (cassette.isRecording ? table.visibleCells.count : 0))
        try cassette.verify()
    }

    @Test(
        "recorded from the real screen and replayed on a fresh app, the screen shows the same rows; an edit to the file shows too"
    )
    func recordThenReplay() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("list-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("countries.json")
        let recorded = try Self.listScreen { Self.cassette(for: $0, file: file, mode: .record) }
        try recorded.cassette.save()
        let shown = recorded.table.visibleCells.map(\.textLabel.text)
        #expect(recorded.dataSource.callCount == shown.count, "recording asked the real data source")

        let replayed = try Self.listScreen { Self.cassette(for: $0, file: file, mode: .replay) }
        #expect(replayed.table.visibleCells.map(\.textLabel.text) == shown)
        #expect(replayed.dataSource.callCount == 0)
        try replayed.cassette.verify()

        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"Afghanistan\"", with: "\"Atlantis\"").utf8).write(to: file)
        let edited = try Self.listScreen { Self.cassette(for: $0, file: file, mode: .replay) }
        #expect(edited.table.visibleCells.first?.textLabel.text == "Atlantis")
        try edited.cassette.verify()
    }
}
