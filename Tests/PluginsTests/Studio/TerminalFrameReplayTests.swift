import Plugins
import Testing

/// The frame writer's output played on a model terminal: after any sequence of frames, the
/// terminal shows exactly the last grid.
@Suite struct TerminalFrameReplayTests {
    /// A terminal that understands what the writer sends: clearing, cursor moves, SGR, text.
    struct ModelTerminal {
        var cells: [[Unicode.Scalar]]
        var row = 0
        var column = 0

        init(columns: Int, rows: Int) {
            cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        }

        mutating func play(_ output: String) {
            var scalars = output.unicodeScalars[...]
            while let scalar = scalars.popFirst() {
                guard scalar == "\u{1B}" else {
                    cells[row][column] = scalar
                    column += 1
                    continue
                }
                _ = scalars.popFirst()  // [
                var body = ""
                var final: Unicode.Scalar = " "
                while let next = scalars.popFirst() {
                    if ("@"..."~").contains(next) {
                        final = next
                        break
                    }
                    body.unicodeScalars.append(next)
                }
                if final == "H" {
                    let parts = body.split(separator: ";").compactMap { Int($0) }
                    (row, column) = (parts[0] - 1, parts[1] - 1)
                } else if final == "J" {
                    cells = cells.map { $0.map { _ in " " } }
                }
            }
        }

        var lines: [String] { cells.map { String(String.UnicodeScalarView($0)) } }
    }

    @Test("random frames, each written as a change from the one before, leave the last one on screen")
    func randomFrames() {
        var random = SystemRandomNumberGenerator()
        var writer = TerminalFrameWriter()
        var terminal = ModelTerminal(columns: 30, rows: 8)
        var grid = CellGrid(columns: 30, rows: 8)
        let letters = Array("abcxyz ●━│".unicodeScalars)
        for _ in 0..<200 {
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                let style = CellStyle(
                    foreground: UInt8.random(in: 0...3, using: &random), bold: Bool.random(using: &random))
                grid.put(
                    letters.randomElement(using: &random)!, column: Int.random(in: 0..<30, using: &random),
                    row: Int.random(in: 0..<8, using: &random), style: style)
            }
            terminal.play(writer.frame(grid))
            #expect(terminal.lines == grid.lines)
        }
    }
}
